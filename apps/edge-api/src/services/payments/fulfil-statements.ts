// The guarded statements of one fulfilment batch (fulfil.ts). The first statement claims the order
// with a random value; every later one runs only where that claim holds, so a batch that lost the
// race (the order was already fulfilled) changes nothing, on a libSQL file, Turso and D1 alike.
import { ACCESS_LEVELS, type PaidTier, tierRank } from "@realty/plans";
import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import { insertWhere, type Statement, type Statements } from "../../db/batch.ts";
import { auditLog, paymentOrders, pendingRegistrations, purchases, users } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";

export type PaymentOrder = typeof paymentOrders.$inferSelect;

export interface FulfilPlan {
  order: PaymentOrder;
  claim: string;
  now: Date;
  /** The member the purchase goes to, or the account this batch creates from a registration. */
  account:
    | { userId: number }
    | { registrationId: number; email: string; firstName: string; lastName: string; passwordHash: string | null };
}

/** An access level's rank in SQL (legacy values count as none), from the plans package's order. */
function rankSql(column: SQL): SQL {
  const cases = ACCESS_LEVELS.map((level) => `WHEN '${level}' THEN ${tierRank(level)}`).join(" ");
  return sql`(CASE ${column} ${sql.raw(cases)} ELSE 0 END)`;
}

/** The higher of the member's level and the plan: a purchase never lowers access. */
function raisedLevelSql(plan: PaidTier): SQL {
  return sql`(CASE WHEN ${rankSql(sql`access_level`)} < ${tierRank(plan)} THEN ${plan} ELSE access_level END)`;
}

export function fulfilStatements(db: Database, p: FulfilPlan) {
  const { order, claim, now } = p;
  const plan = order.plan;
  const claimed = sql`EXISTS (SELECT 1 FROM payment_orders WHERE id = ${order.id} AND fulfil_claim = ${claim})`;
  const userId = "userId" in p.account ? sql`${p.account.userId}` : sql`(SELECT id FROM users WHERE email = ${p.account.email})`;

  const claimOrder = db
    .update(paymentOrders)
    .set({ status: "succeeded", fulfilledAt: now, fulfilClaim: claim })
    .where(and(eq(paymentOrders.id, order.id), isNull(paymentOrders.fulfilledAt)))
    .returning({ id: paymentOrders.id });

  const account: Statement[] = [];
  if (!("userId" in p.account)) {
    const a = p.account;
    account.push(
      // A demo account with the e-mail gives way (its sessions end with it); any other account with
      // the e-mail makes the insert below fail on the unique e-mail, and the whole batch with it.
      db
        .delete(users)
        .where(
          sql`email = ${a.email} AND is_demo = 1 AND password_hash IS NULL AND role = 'user' AND access_level = 'none' AND ${claimed}`,
        ),
      insertWhere(
        db,
        users,
        {
          email: a.email,
          firstName: a.firstName,
          lastName: a.lastName,
          passwordHash: a.passwordHash,
          createdAt: now,
          updatedAt: now,
        },
        claimed,
      ),
      db
        .update(pendingRegistrations)
        .set({ usedAt: now, userId })
        .where(sql`id = ${a.registrationId} AND used_at IS NULL AND ${claimed}`),
    );
  }

  const linkOrder = db
    .update(paymentOrders)
    .set({ userId })
    .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.fulfilClaim, claim)))
    .returning();
  const recordPurchase = insertWhere(
    db,
    purchases,
    {
      userId,
      productType: plan,
      fromTier: order.fromTier,
      amountCents: order.amountCents,
      discountCode: order.discountCode,
      paymentIntentId: order.paymentIntentId,
      provider: order.provider,
      createdAt: now,
    },
    claimed,
  );
  // Written before the level changes, so it records the level the member had.
  const details = sql`json_object('paymentIntentId', ${order.paymentIntentId}, 'plan', ${plan}, 'from', access_level,
    'to', ${raisedLevelSql(plan)}, 'amountCents', ${order.amountCents})`;
  const audit = insertWhere(
    db,
    auditLog,
    {
      actorId: sql`id`,
      actorEmail: sql`email`,
      action: "purchase.fulfilled",
      targetType: "user",
      targetId: sql`CAST(id AS TEXT)`,
      details,
      createdAt: now,
    },
    sql`id = ${userId} AND ${claimed}`,
    sql`users`,
  );
  const raiseLevel = db
    .update(users)
    .set({ accessLevel: raisedLevelSql(plan), updatedAt: now })
    .where(and(sql`${users.id} = ${userId}`, claimed))
    .returning();

  const statements: Statements = [claimOrder, ...account, linkOrder, recordPurchase, audit, raiseLevel];
  return { statements, positions: { claim: 0, order: 1 + account.length, user: statements.length - 1 } };
}
