// What a lead magnet's landing page shows: the guide's own words and the member whose link it is.
// A forged link, or one whose member may no longer hand the guide out, opens nothing.
import type { LeadMagnetSlug } from "@realty/library/lead-magnets";
import type { Database } from "../../db/types.ts";
import { agentProfile, type LeadFormState, type ShareAgent } from "../share/share-agent.ts";
import { landingOwner } from "./landing-access.ts";
import { landingMember } from "./landing-signing.ts";
import { editionLanguage, leadMagnetSheetFor } from "./lead-magnet-texts.ts";
import type { SheetLanguage } from "./sheet-labels.ts";

/** The guide as its landing page presents it. */
export interface LandingGuide {
  slug: string;
  title: string;
  intro: string;
  headings: readonly string[];
  kind: "checklist" | "worksheet";
  language: SheetLanguage;
}

/** The guide in `language` where that edition exists (the page asks with `lang`), else in English. */
export async function landingGuide(slug: LeadMagnetSlug, language?: string | null): Promise<LandingGuide> {
  const sheet = await leadMagnetSheetFor(slug, editionLanguage(slug, language));
  return {
    slug,
    title: sheet.title,
    intro: sheet.intro,
    kind: sheet.kind,
    language: sheet.language,
    headings: sheet.sections.map((s) => s.heading),
  };
}

export async function loadLanding(
  db: Database,
  secret: string,
  slug: LeadMagnetSlug,
  signature: string | undefined,
  leadState: LeadFormState,
  language?: string | null,
): Promise<{ guide: LandingGuide; agent: ShareAgent } | null> {
  const memberId = await landingMember(secret, slug, signature);
  const owner = memberId === null ? null : await landingOwner(db, memberId, slug);
  const profile = owner ? await agentProfile(db, owner.id) : null;
  if (!profile || !signature) return null;
  return { guide: await landingGuide(slug, language), agent: { profile, signature, leadState } };
}
