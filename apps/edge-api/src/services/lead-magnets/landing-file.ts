// The PDF behind a visitor's e-mailed link: the lead it was sent for must still be there (a lead
// the member deleted takes its link with it) and the member must still be able to hand the guide
// out; the file is the member's branded guide, the same one they download themselves.
import type { LeadMagnetSlug } from "@realty/library/lead-magnets";
import { and, eq, isNull } from "drizzle-orm";
import { leads, users } from "../../db/schema.ts";
import { mayHandOut } from "./landing-access.ts";
import { readFileLink } from "./landing-signing.ts";
import { type LeadMagnetDeps, type LeadMagnetFile, memberLeadMagnetFile } from "./lead-magnet-download.ts";
import { editionLanguage } from "./lead-magnet-texts.ts";

export type GuideFile = { state: "valid"; file: LeadMagnetFile } | { state: "expired" } | { state: "invalid" };

export async function guideFileForLead(
  deps: LeadMagnetDeps & { config: { appSecret: string } },
  slug: LeadMagnetSlug,
  token: string | undefined,
  language?: string | null,
): Promise<GuideFile> {
  const link = await readFileLink(deps.config.appSecret, slug, token, deps.now());
  if (link.state !== "valid") return link;
  const [owner] = await deps.db
    .select({ user: users })
    .from(leads)
    .innerJoin(users, eq(users.id, leads.userId))
    .where(and(eq(leads.id, link.leadId), eq(leads.leadMagnet, slug), isNull(leads.archivedAt)))
    .limit(1);
  if (!owner || !(await mayHandOut(deps.db, owner.user, slug))) return { state: "invalid" };
  return { state: "valid", file: await memberLeadMagnetFile(deps, owner.user, slug, editionLanguage(slug, language)) };
}
