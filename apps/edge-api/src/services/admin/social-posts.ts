import type { AdminSocialPost } from "@realty/contracts/admin";
import { LIBRARY_SIZE } from "@realty/plans";
import { asc, eq, sql } from "drizzle-orm";
import { socialPosts } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";

type Row = typeof socialPosts.$inferSelect;
export interface SocialPostValues {
  title: string;
  content: string;
  imageUrl: string;
  accessLevel: string;
  category: string;
  platform: "facebook" | "linkedin" | "twitter";
}

export function toAdminSocialPost(row: Row): AdminSocialPost {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    imageUrl: row.imageUrl,
    category: row.category,
    platform: row.platform,
    accessLevel: row.accessLevel,
    postIndex: row.postIndex,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listSocialPosts(db: Database): Promise<AdminSocialPost[]> {
  const rows = await db.select().from(socialPosts).orderBy(asc(socialPosts.postIndex), asc(socialPosts.id));
  return rows.map(toAdminSocialPost);
}

export async function getSocialPost(db: Database, id: number): Promise<Row> {
  const [row] = await db.select().from(socialPosts).where(eq(socialPosts.id, id));
  if (!row) throw new AppError("NOT_FOUND", "Social post not found");
  return row;
}

/**
 * A new post takes the next position index past the library's own (the seed identifies its posts
 * by index, so an admin's post never takes one); its access level is the one the admin chose.
 */
export async function createSocialPost(db: Database, values: SocialPostValues, now: Date): Promise<AdminSocialPost> {
  const [last] = await db.select({ max: sql<number | null>`max(${socialPosts.postIndex})` }).from(socialPosts);
  const [row] = await db
    .insert(socialPosts)
    .values({ ...values, postIndex: Math.max(last?.max ?? -1, LIBRARY_SIZE.posts - 1) + 1, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("Social post insert returned nothing");
  return toAdminSocialPost(row);
}

export async function updateSocialPost(db: Database, id: number, values: SocialPostValues, now: Date) {
  const before = await getSocialPost(db, id);
  const [row] = await db
    .update(socialPosts)
    .set({ ...values, updatedAt: now })
    .where(eq(socialPosts.id, id))
    .returning();
  if (!row) throw new AppError("NOT_FOUND", "Social post not found");
  return { before, after: toAdminSocialPost(row) };
}

export async function deleteSocialPost(db: Database, id: number): Promise<Row> {
  const [row] = await db.delete(socialPosts).where(eq(socialPosts.id, id)).returning();
  if (!row) throw new AppError("NOT_FOUND", "Social post not found");
  return row;
}
