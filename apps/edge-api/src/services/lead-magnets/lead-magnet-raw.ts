// The lead magnets' texts as bundled JSON, in a module of their own: lead-magnet-texts.ts imports it
// only when a guide is drawn or shown, so the Worker's start does not carry every guide.
import type { LeadMagnetSlug } from "@realty/library/lead-magnets";
import closingCostsWorksheet from "../../../../../content/lead-magnets/closing-costs-worksheet.json" with { type: "json" };
import downsizingChecklist from "../../../../../content/lead-magnets/downsizing-checklist.json" with { type: "json" };
import firstTimeBuyerChecklistEs from "../../../../../content/lead-magnets/es/first-time-buyer-checklist.json" with {
  type: "json",
};
import homeMaintenanceChecklistEs from "../../../../../content/lead-magnets/es/home-maintenance-checklist.json" with {
  type: "json",
};
import mortgageDocumentsChecklistEs from "../../../../../content/lead-magnets/es/mortgage-documents-checklist.json" with {
  type: "json",
};
import sellerNetProceedsWorksheetEs from "../../../../../content/lead-magnets/es/seller-net-proceeds-worksheet.json" with {
  type: "json",
};
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

export const RAW: Record<LeadMagnetSlug, unknown> = {
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

/** The Spanish editions: written for Spanish-speaking buyers in the US, not translated line by line. */
export const RAW_ES: Partial<Record<LeadMagnetSlug, unknown>> = {
  "first-time-buyer-checklist": firstTimeBuyerChecklistEs,
  "mortgage-documents-checklist": mortgageDocumentsChecklistEs,
  "home-maintenance-checklist": homeMaintenanceChecklistEs,
  "seller-net-proceeds-worksheet": sellerNetProceedsWorksheetEs,
};
