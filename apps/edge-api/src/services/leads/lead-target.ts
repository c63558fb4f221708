// Whose page a lead came from. The form echoes the signed link's signature; only a valid link
// whose member still has the item (the same rule that opens the page) can receive leads, so a
// forged or revoked link stores nothing.
import { eq } from "drizzle-orm";
import { scripts, socialPosts, users, videos } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import { shareState } from "../share/share-access.ts";
import { type ShareType, shareMinter } from "../share/signing.ts";

export interface LeadTarget {
  owner: { id: number; email: string; name: string };
  item: { type: ShareType; id: number; title: string };
}

/** The message a visitor sees when the page they were on no longer takes messages. */
export const LEAD_PAGE_CLOSED = "This page can no longer take messages.";

async function loadItem(db: Database, type: ShareType, id: number) {
  if (type === "post") {
    // Posts have no draft state: every stored post is published.
    const [post] = await db
      .select({ title: socialPosts.title, accessLevel: socialPosts.accessLevel })
      .from(socialPosts)
      .where(eq(socialPosts.id, id))
      .limit(1);
    return post ? { ...post, published: true } : null;
  }
  const table = type === "script" ? scripts : videos;
  const [row] = await db
    .select({ title: table.title, accessLevel: table.accessLevel, published: table.published })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row?.published ? row : null;
}

export async function resolveLeadTarget(
  db: Database,
  secret: string,
  source: { type: ShareType; id: number; s: string },
): Promise<LeadTarget> {
  const item = await loadItem(db, source.type, source.id);
  const minterId = item ? await shareMinter(secret, source.type, source.id, source.s) : null;
  if (!item || minterId === null) throw new AppError("NOT_FOUND", LEAD_PAGE_CLOSED);
  const state = await shareState(db, secret, { type: source.type, id: source.id, accessLevel: item.accessLevel }, source.s);
  const [owner] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, minterId))
    .limit(1);
  if (state !== "open" || !owner) throw new AppError("NOT_FOUND", LEAD_PAGE_CLOSED);
  const name = `${owner.firstName} ${owner.lastName}`.trim();
  return { owner: { id: owner.id, email: owner.email, name }, item: { type: source.type, id: source.id, title: item.title } };
}
