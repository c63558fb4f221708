// Every lead magnet's text, bundled with the API (JSON imports work in Node and the Worker alike,
// so generating a PDF needs no file system). Parsed once, on first use, with the sheet schema.
import type { LeadMagnetSlug } from "@realty/library/lead-magnets";
import closingCostsWorksheet from "../../../../../content/lead-magnets/closing-costs-worksheet.json" with { type: "json" };
import downsizingChecklist from "../../../../../content/lead-magnets/downsizing-checklist.json" with { type: "json" };
import finalWalkthroughChecklist from "../../../../../content/lead-magnets/final-walkthrough-checklist.json" with {
  type: "json",
};
import firstTimeBuyerChecklist from "../../../../../content/lead-magnets/first-time-buyer-checklist.json" with { type: "json" };
import homeAffordabilityWorksheet from "../../../../../content/lead-magnets/home-affordability-worksheet.json" with {
  type: "json",
};
import homeInspectionChecklist from "../../../../../content/lead-magnets/home-inspection-checklist.json" with { type: "json" };
import homeMaintenanceChecklist from "../../../../../content/lead-magnets/home-maintenance-checklist.json" with { type: "json" };
import homeTourChecklist from "../../../../../content/lead-magnets/home-tour-checklist.json" with { type: "json" };
import mortgageDocumentsChecklist from "../../../../../content/lead-magnets/mortgage-documents-checklist.json" with {
  type: "json",
};
import movingChecklist from "../../../../../content/lead-magnets/moving-checklist.json" with { type: "json" };
import preListingPrepChecklist from "../../../../../content/lead-magnets/pre-listing-prep-checklist.json" with { type: "json" };
import rentVsBuyWorksheet from "../../../../../content/lead-magnets/rent-vs-buy-worksheet.json" with { type: "json" };
import sellerNetProceedsWorksheet from "../../../../../content/lead-magnets/seller-net-proceeds-worksheet.json" with {
  type: "json",
};
import wireFraudSafetyChecklist from "../../../../../content/lead-magnets/wire-fraud-safety-checklist.json" with { type: "json" };
import { type LeadMagnetSheet, leadMagnetSheet } from "./lead-magnet-sheet.ts";

const RAW: Record<LeadMagnetSlug, unknown> = {
  "first-time-buyer-checklist": firstTimeBuyerChecklist,
  "mortgage-documents-checklist": mortgageDocumentsChecklist,
  "home-affordability-worksheet": homeAffordabilityWorksheet,
  "rent-vs-buy-worksheet": rentVsBuyWorksheet,
  "closing-costs-worksheet": closingCostsWorksheet,
  "home-tour-checklist": homeTourChecklist,
  "home-inspection-checklist": homeInspectionChecklist,
  "final-walkthrough-checklist": finalWalkthroughChecklist,
  "wire-fraud-safety-checklist": wireFraudSafetyChecklist,
  "pre-listing-prep-checklist": preListingPrepChecklist,
  "seller-net-proceeds-worksheet": sellerNetProceedsWorksheet,
  "moving-checklist": movingChecklist,
  "downsizing-checklist": downsizingChecklist,
  "home-maintenance-checklist": homeMaintenanceChecklist,
};

const parsed = new Map<LeadMagnetSlug, LeadMagnetSheet>();

/** The sheet for `slug`; a file that breaks the schema throws with the slug and the field. */
export function leadMagnetSheetFor(slug: LeadMagnetSlug): LeadMagnetSheet {
  const cached = parsed.get(slug);
  if (cached) return cached;
  const result = leadMagnetSheet.safeParse(RAW[slug]);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`content/lead-magnets/${slug}.json: ${issue?.path.join(".")} ${issue?.message}`);
  }
  parsed.set(slug, result.data);
  return result.data;
}
