// Whether a hub post may still go out, asked at the moment of publishing (scheduled, retried or
// immediate) and inside every batch that lowers a member's level. A post needs a paid plan (the hub
// is part of what was bought) and, for the library item it carries, the tier that item needs.
// Nothing already published is touched: only deliveries not yet sent are cancelled.
import { ADMIN_ROLE } from "@realty/plans";
import { type SQL, sql } from "drizzle-orm";
import type { Statement } from "../../db/batch.ts";
import type { Database } from "../../db/types.ts";
import { neededRankSql, rankSql } from "../entitlement/entitlement.ts";
import { noticeStatement } from "../mail/notice-statements.ts";
import { postStatusSql } from "./post-status.ts";

/** What the hub shows on a delivery a refund or plan change cancelled. */
export const CANCELLED_BY_PLAN =
  "Cancelled before it was sent: your plan no longer includes this post (a refund or plan change). Nothing already published was removed.";

/** SQL over the aliases `hp` (hub_posts) and `u` (its member): true while the post may be published. */
export function postUsableSql(): SQL {
  const held = rankSql(sql`u.access_level`);
  const opens = (table: string, id: SQL) =>
    sql`EXISTS (SELECT 1 FROM ${sql.raw(table)} i WHERE i.id = ${id} AND ${neededRankSql(sql`i.access_level`)} <= ${held})`;
  return sql`(u.role = ${ADMIN_ROLE} OR (${held} >= 1
    AND (hp.library_video_id IS NULL OR ${opens("videos", sql`hp.library_video_id`)})
    AND (json_extract(hp.media, '$.kind') IS NOT 'video' OR ${opens("videos", sql`json_extract(hp.media, '$.videoId')`)})
    AND (json_extract(hp.media, '$.kind') IS NOT 'post-image'
      OR ${opens("social_posts", sql`json_extract(hp.media, '$.postId')`)})))`;
}

/** Whether the post may be published now, by its member's current level. */
export async function postIsUsable(db: Database, postId: number): Promise<boolean> {
  const [row] = await db.all<{ ok: number }>(
    sql`SELECT ${postUsableSql()} AS ok FROM hub_posts hp JOIN users u ON u.id = hp.user_id WHERE hp.id = ${postId}`,
  );
  return Boolean(row?.ok);
}

/**
 * Statements for a batch that may have lowered the member's level (after the level's own update):
 * every unsent delivery the member can no longer use is cancelled with the reason, its post's status
 * follows, and one notice goes to the outbox. `guard` is the batch's claim.
 */
export function cancelUnusablePostsStatements(db: Database, userId: SQL, now: Date, guard: SQL, noticeKey: string): Statement[] {
  const at = now.getTime();
  const unusable = sql`SELECT hp.id FROM hub_posts hp JOIN users u ON u.id = hp.user_id
    WHERE hp.user_id = ${userId} AND NOT ${postUsableSql()}`;
  const cancelledNow = sql`SELECT 1 FROM hub_post_deliveries d JOIN hub_posts hp ON hp.id = d.hub_post_id
    WHERE hp.user_id = ${userId} AND d.cancelled_at = ${at}`;
  return [
    db.run(sql`UPDATE hub_post_deliveries SET status = 'cancelled', cancelled_at = ${at}, last_error = ${CANCELLED_BY_PLAN},
        next_attempt_at = NULL, claimed_at = NULL
      WHERE status IN ('pending', 'claimed') AND hub_post_id IN (${unusable}) AND ${guard}`),
    db.run(sql`UPDATE hub_posts SET status = ${postStatusSql(sql`hub_posts.id`)}, updated_at = ${at}
      WHERE user_id = ${userId} AND ${guard} AND id IN (SELECT d.hub_post_id FROM hub_post_deliveries d WHERE d.cancelled_at = ${at})`),
    noticeStatement(db, {
      kind: "posts_cancelled",
      refId: userId,
      key: noticeKey,
      now,
      guard: sql`${guard} AND EXISTS (${cancelledNow})`,
    }),
  ];
}
