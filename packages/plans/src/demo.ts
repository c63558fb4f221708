// The demo's view of the library: a demo account opens the public samples, exactly the
// first three scripts of the library order, the videos marked as public samples (the two free ones)
// and the first three posts, and nothing else. Everything else stays locked with the tier that
// opens it. Pure, so the server's access rule and its tests share one definition.
import { formatDollars } from "./format.ts";
import { unlockPriceCents } from "./pricing.ts";
import { type AccessLevel, isPaidTier, type PaidTier, PLANS } from "./tiers.ts";

/** How many of the library's first scripts and posts the demo opens. */
export const DEMO_SAMPLES = { scripts: 3, posts: 3 } as const;

/** What the demo rule needs to know about an item: where it sits, or whether it is a public sample. */
export type SampleRef =
  | { kind: "script"; position: number }
  | { kind: "video"; publicSample: boolean }
  | { kind: "post"; postIndex: number };

/** Whether a demo account may open the item (unknown or malformed positions stay locked). */
export function demoCanOpen(ref: SampleRef): boolean {
  switch (ref.kind) {
    case "script":
      return Number.isInteger(ref.position) && ref.position >= 0 && ref.position < DEMO_SAMPLES.scripts;
    case "post":
      return Number.isInteger(ref.postIndex) && ref.postIndex >= 0 && ref.postIndex < DEMO_SAMPLES.posts;
    case "video":
      return ref.publicSample;
  }
}

/**
 * A locked item's label with the price that opens it for this member: "Momentum Vault · $89" for
 * a visitor or the demo, the difference for a member upgrading. Unknown stored levels need the
 * top tier, as the server decides.
 */
export function lockedTierLabel(memberLevel: AccessLevel | undefined, itemLevel: string): string {
  const tier: PaidTier = isPaidTier(itemLevel) ? itemLevel : "domination";
  return `${PLANS[tier].name} · ${formatDollars(unlockPriceCents(memberLevel ?? "none", tier))}`;
}
