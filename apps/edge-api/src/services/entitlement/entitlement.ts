// The entitlement rule: what a member may use, derived in ONE place from the orders they paid for
// minus the ones refunded in full, plus any level an admin granted by hand. users.access_level holds
// the rule's answer and is rewritten by the rule inside every batch that changes its inputs
// (fulfilment, refund, an admin's grant), so every check at use (publishing, share pages, downloads,
// customization, lead magnets: content/access.ts) reads an answer that cannot be stale.
//
// The rule, in words:
// - a purchase stands unless refunds have given back all of it (a partial refund keeps the plan);
// - a new purchase (no from-tier) gives its tier;
// - an upgrade from F gives its tier only while the member holds F from the rest (the grant, a
//   standing purchase, or another standing upgrade): refund the Sampler under a Domination upgrade
//   and the upgrade alone gives nothing, whichever of the two was refunded first;
// - the member holds the highest tier so reached.
import { ACCESS_LEVELS, type AccessLevel, isAccessLevel, tierRank } from "@realty/plans";
import { type SQL, sql } from "drizzle-orm";
import type { Statement } from "../../db/batch.ts";
import type { Database } from "../../db/types.ts";

/** An access level's rank in SQL; unknown (legacy) values count as none. */
export function rankSql(column: SQL): SQL {
  const cases = ACCESS_LEVELS.map((level) => `WHEN '${level}' THEN ${tierRank(level)}`).join(" ");
  return sql`(CASE ${column} ${sql.raw(cases)} ELSE 0 END)`;
}

/** The tier an item needs, as a rank; unknown values need the top tier (content/access.ts does the same). */
export function neededRankSql(column: SQL): SQL {
  const top = ACCESS_LEVELS.length - 1;
  const cases = ACCESS_LEVELS.slice(1)
    .map((level) => `WHEN '${level}' THEN ${tierRank(level)}`)
    .join(" ");
  return sql`(CASE ${column} ${sql.raw(cases)} ELSE ${sql.raw(String(top))} END)`;
}

function levelOfRankSql(rank: SQL): SQL {
  const cases = ACCESS_LEVELS.map((level) => `WHEN ${tierRank(level)} THEN '${level}'`).join(" ");
  return sql`(CASE ${rank} ${sql.raw(cases)} ELSE 'none' END)`;
}

/** A purchase that still stands: refunds (if any) have not given back all of it. */
export const STANDING_PURCHASE = sql.raw(
  "NOT (p.refunded_cents >= p.amount_cents AND EXISTS (SELECT 1 FROM purchase_refunds r WHERE r.purchase_id = p.id))",
);

/** The level the rule derives for the user `userId` names (SQL: a scalar subquery). */
export function entitledLevelSql(userId: SQL): SQL {
  const held = sql`WITH RECURSIVE
      standing(from_rank, to_rank) AS (
        SELECT ${rankSql(sql`p.from_tier`)}, ${rankSql(sql`p.product_type`)} FROM purchases p
        WHERE p.user_id = ${userId} AND ${STANDING_PURCHASE}),
      held(rank) AS (
        SELECT ${rankSql(sql`g.access_grant`)} FROM users g WHERE g.id = ${userId}
        UNION SELECT s.to_rank FROM standing s JOIN held h ON s.from_rank <= h.rank)
    SELECT MAX(rank) FROM held`;
  return levelOfRankSql(sql`(${held})`);
}

/** Rewrites the member's stored level with the rule's answer, where `guard` holds (a batch's claim). */
export function syncEntitlementStatement(db: Database, userId: SQL, now: Date, guard: SQL): Statement {
  return db.run(sql`UPDATE users SET access_level = ${entitledLevelSql(userId)}, updated_at = ${now.getTime()}
    WHERE id = ${userId} AND ${guard}`);
}

/** The rule's answer for one member, read now (the property test compares it with the stored level). */
export async function entitledLevel(db: Database, userId: number): Promise<AccessLevel> {
  const [row] = await db.all<{ level: string }>(sql`SELECT ${entitledLevelSql(sql`${userId}`)} AS level`);
  return row && isAccessLevel(row.level) ? row.level : "none";
}
