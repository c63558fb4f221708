import type { AdminSocialPost } from "@realty/contracts/admin";
import type { PostPlatform } from "@realty/library/taxonomy";
import { LIBRARY_SIZE } from "@realty/plans";
import { asc, eq, sql } from "drizzle-orm";
import { socialPosts } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import { changedFields } from "./audit.ts";
import { type Actor, audited, INSERTED_ID } from "./audited.ts";

type Row = typeof socialPosts.$inferSelect;
export interface SocialPostValues {
  title: string;
  content: string;
  imageUrl: string;
  accessLevel: string;
  category: string;
  platform: PostPlatform;
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
 * Each write lands with its audit row and the catalogue bump in one batch (audited.ts).
 */
export async function createSocialPost(
  db: Database,
  values: SocialPostValues,
  now: Date,
  actor: Actor,
): Promise<AdminSocialPost> {
  const nextIndex = sql`(SELECT max(coalesce(max(post_index), -1), ${LIBRARY_SIZE.posts - 1}) + 1 FROM social_posts)`;
  const insert = db
    .insert(socialPosts)
    .values({ ...values, postIndex: nextIndex, createdAt: now, updatedAt: now })
    .returning();
  const record = {
    action: "social_post.create",
    targetType: "social_post",
    targetIdSql: INSERTED_ID,
    details: { title: values.title },
  };
  const [row] = await audited(db, insert, record, { actor, now, catalogue: true });
  if (!row) throw new Error("Social post insert returned nothing");
  return toAdminSocialPost(row);
}

export async function updateSocialPost(db: Database, id: number, values: SocialPostValues, now: Date, actor: Actor) {
  const before = await getSocialPost(db, id);
  const update = db
    .update(socialPosts)
    .set({ ...values, updatedAt: now })
    .where(eq(socialPosts.id, id))
    .returning();
  const record = {
    action: "social_post.update",
    targetType: "social_post",
    targetId: id,
    details: changedFields(before, values),
  };
  const [row] = await audited(db, update, record, { actor, now, catalogue: true });
  if (!row) throw new AppError("NOT_FOUND", "Social post not found");
  return toAdminSocialPost(row);
}

export async function deleteSocialPost(db: Database, id: number, now: Date, actor: Actor): Promise<Row> {
  const before = await getSocialPost(db, id);
  const remove = db.delete(socialPosts).where(eq(socialPosts.id, id)).returning();
  const record = { action: "social_post.delete", targetType: "social_post", targetId: id, details: { title: before.title } };
  const [row] = await audited(db, remove, record, { actor, now, catalogue: true });
  if (!row) throw new AppError("NOT_FOUND", "Social post not found");
  return row;
}
