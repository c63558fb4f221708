// Every lead magnet's text, bundled with the API (JSON imports work in Node and the Worker alike,
// so generating a PDF needs no file system), with the Spanish editions of the guides Spanish
// scripts promise (content/lead-magnets/es). Loaded (lead-magnet-raw.ts) and parsed once, on first use.
import type { LeadMagnetSlug } from "@realty/library/lead-magnets";
import { type LeadMagnetSheet, leadMagnetSheet } from "./lead-magnet-sheet.ts";
import type { SheetLanguage } from "./sheet-labels.ts";

/** The slugs that have a Spanish edition (lead-magnet-raw.ts holds their text; a test keeps the two in step). */
export const SPANISH_EDITIONS: readonly LeadMagnetSlug[] = [
  "first-time-buyer-checklist",
  "mortgage-documents-checklist",
  "home-maintenance-checklist",
  "seller-net-proceeds-worksheet",
];

const parsed = new Map<string, LeadMagnetSheet>();

/** The edition `language` serves: the Spanish one where it exists, otherwise the English one. */
export function editionLanguage(slug: LeadMagnetSlug, language: string | null | undefined): SheetLanguage {
  return language === "es" && SPANISH_EDITIONS.includes(slug) ? "es" : "en";
}

/**
 * The sheet for `slug` in `language` (English where no Spanish edition exists); a file that breaks
 * the schema throws with its path and the field.
 */
export async function leadMagnetSheetFor(slug: LeadMagnetSlug, language: SheetLanguage = "en"): Promise<LeadMagnetSheet> {
  const edition = editionLanguage(slug, language);
  const key = `${edition}:${slug}`;
  const cached = parsed.get(key);
  if (cached) return cached;
  const { RAW, RAW_ES } = await import("./lead-magnet-raw.ts");
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
