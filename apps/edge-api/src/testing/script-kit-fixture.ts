// A post kit within every limit of packages/library's scriptKit, for tests that need a script with
// a kit whatever stage the library's own kits are at. content/quality.test.ts breaks it one rule at
// a time, so it must also pass every check of tools/content-checks/quality.mjs.
import type { ScriptKit } from "@realty/library/script-kit";

export const SCRIPT_KIT_FIXTURE: ScriptKit = {
  format: "talking-head",
  ctaKind: "comment-keyword",
  short: {
    hook: "Twenty percent down is not the rule.",
    hookB: "Still saving for 20% down? Maybe stop.",
    body: "FHA allows 3.5% down with qualifying credit, some conventional loans start at 3%, and VA can mean zero down for eligible veterans.",
    cta: "Comment LOW DOWN and I'll connect you with a lender.",
  },
  beats: ["20% down is not required", "FHA: 3.5% down", "Conventional: from 3% down", "VA: zero down if eligible"],
  shots: [
    { setting: "phone", shot: "Walk toward the camera on a quiet street, say the hook" },
    { setting: "office", shot: "Seated at the desk, count the loan types on your fingers" },
    { setting: "office", shot: "Close-up on a calculator while you explain the trade-off" },
  ],
  captions: {
    instagram: "Twenty percent down is a myth for most buyers. Comment LOW DOWN for a lender's side-by-side numbers.",
    facebook: "Waiting for 20% down? FHA, conventional and VA loans can ask for far less. Comment LOW DOWN and I'll connect you.",
    linkedin:
      "Twenty percent down avoids mortgage insurance; it is not a requirement. Here is what buyers can use instead. Comment LOW DOWN for a lender's numbers.",
    x: "20% down isn't required: FHA 3.5%, some conventional 3%, VA 0% if eligible. Comment LOW DOWN for real numbers.",
  },
  hashtags: ["#FirstTimeHomeBuyer", "#DownPayment", "#FHALoan", "#VALoan", "#RealEstateTips"],
  compliance: "Loan programs and limits change: have a licensed lender confirm eligibility before quoting terms.",
};
