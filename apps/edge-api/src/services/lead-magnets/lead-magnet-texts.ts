// Every lead magnet's text, bundled with the API (JSON imports work in Node and the Worker alike,
// so generating a PDF needs no file system), with the Spanish editions of the guides Spanish
// scripts promise (content/lead-magnets/es). Parsed once, on first use, with the sheet schema.
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
import { type LeadMagnetSheet, leadMagnetSheet } from "./lead-magnet-sheet.ts";
import type { SheetLanguage } from "./sheet-labels.ts";

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

/** The Spanish editions: written for Spanish-speaking buyers in the US, not translated line by line. */
const RAW_ES: Partial<Record<LeadMagnetSlug, unknown>> = {
  "first-time-buyer-checklist": firstTimeBuyerChecklistEs,
  "mortgage-documents-checklist": mortgageDocumentsChecklistEs,
  "home-maintenance-checklist": homeMaintenanceChecklistEs,
  "seller-net-proceeds-worksheet": sellerNetProceedsWorksheetEs,
};

/** The slugs that have a Spanish edition. */
export const SPANISH_EDITIONS = Object.keys(RAW_ES) as LeadMagnetSlug[];

const parsed = new Map<string, LeadMagnetSheet>();

/** The edition `language` serves: the Spanish one where it exists, otherwise the English one. */
export function editionLanguage(slug: LeadMagnetSlug, language: string | null | undefined): SheetLanguage {
  return language === "es" && RAW_ES[slug] !== undefined ? "es" : "en";
}

/**
 * The sheet for `slug` in `language` (English where no Spanish edition exists); a file that breaks
 * the schema throws with its path and the field.
 */
export function leadMagnetSheetFor(slug: LeadMagnetSlug, language: SheetLanguage = "en"): LeadMagnetSheet {
  const edition = editionLanguage(slug, language);
  const key = `${edition}:${slug}`;
  const cached = parsed.get(key);
  if (cached) return cached;
  const raw = edition === "es" ? RAW_ES[slug] : RAW[slug];
  const result = leadMagnetSheet.safeParse(raw);
  const file = edition === "es" ? `content/lead-magnets/es/${slug}.json` : `content/lead-magnets/${slug}.json`;
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${file}: ${issue?.path.join(".")} ${issue?.message}`);
  }
  if (result.data.language !== edition) throw new Error(`${file}: language must be "${edition}"`);
  parsed.set(key, result.data);
  return result.data;
}
