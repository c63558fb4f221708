// Who may give a lead magnet away. The guides are promised by scripts, so a member may put one on
// a landing page while they can open a published script that promises it: the same rule as the
// member's own download, asked each time the page opens and each time a visitor asks for the file.
import { LEAD_MAGNETS, type LeadMagnetSlug } from "@realty/library/lead-magnets";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import type { Database, User } from "../../db/types.ts";
import { audienceFor } from "../content/access.ts";
import { openLeadMagnets } from "../content/script-detail.ts";

export function leadMagnetTitleOf(slug: LeadMagnetSlug): string {
  return LEAD_MAGNETS.find((m) => m.slug === slug)?.title ?? slug;
}

/** The lead magnets this member may hand out: those promised by a script they can open. */
export function leadMagnetsOpenTo(db: Database, user: User): Promise<Set<string>> {
  return openLeadMagnets(db, audienceFor(user));
}

export async function mayHandOut(db: Database, user: User, slug: LeadMagnetSlug): Promise<boolean> {
  return (await leadMagnetsOpenTo(db, user)).has(slug);
}

/** The member behind a landing page, when they may still hand this guide out; otherwise null. */
export async function landingOwner(db: Database, memberId: number, slug: LeadMagnetSlug): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.id, memberId)).limit(1);
  if (!user) return null;
  return (await mayHandOut(db, user, slug)) ? user : null;
}
