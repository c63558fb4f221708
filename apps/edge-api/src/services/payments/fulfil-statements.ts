// The guarded statements of one fulfilment batch (fulfil.ts). The first statement claims the order
// with a random value and, in the same statement, decides it: fulfilled while everything its price
// and grant rested on still holds (order-basis.ts), refused otherwise. Every later statement runs
// only where that claim and that decision hold, so a batch that lost the race (the order was already
// decided) changes nothing, on a libSQL file, Turso and D1 alike.
import { sql } from "drizzle-orm";
import { insertWhere, type Statement, type Statements } from "../../db/batch.ts";
import { auditLog, paymentOrders, pendingRegistrations, purchases, users } from "../../db/schema.ts";
import type { Database, PaymentOrder } from "../../db/types.ts";
import { entitledLevelSql, syncEntitlementStatement } from "../entitlement/entitlement.ts";
import { noticeStatement } from "../mail/notice-statements.ts";
import { replaceableDemoSql } from "./demo-accounts.ts";
import { basisHoldsSql, refusalReasonSql } from "./order-basis.ts";

export type { PaymentOrder };

export interface FulfilPlan {
  order: PaymentOrder;
  claim: string;
  now: Date;
  /** The member the purchase goes to, or the account this batch creates from a registration. */
  account:
    | { userId: number }
    | { registrationId: number; email: string; firstName: string; lastName: string; passwordHash: string | null };
}

export function fulfilStatements(db: Database, p: FulfilPlan) {
  const { order, claim, now } = p;
  const plan = order.plan;
  const ours = sql`id = ${order.id} AND fulfil_claim = ${claim}`;
  const claimed = sql`EXISTS (SELECT 1 FROM payment_orders WHERE ${ours} AND status = 'succeeded')`;
  const refused = sql`EXISTS (SELECT 1 FROM payment_orders WHERE ${ours} AND status = 'refused')`;
  const userId = "userId" in p.account ? sql`${p.account.userId}` : sql`(SELECT id FROM users WHERE email = ${p.account.email})`;

  // Decided once: a refused order is never fulfilled later, whichever of webhook and confirm comes next.
  const holds = basisHoldsSql(order, now);
  const at = now.getTime();
  const claimOrder = db
    .update(paymentOrders)
    .set({
      status: sql`CASE WHEN ${holds} THEN 'succeeded' ELSE 'refused' END`,
      fulfilledAt: sql`CASE WHEN ${holds} THEN ${at} ELSE NULL END`,
      refusedReason: sql`CASE WHEN ${holds} THEN NULL ELSE ${refusalReasonSql(order, now)} END`,
      fulfilClaim: claim,
    })
    .where(sql`id = ${order.id} AND fulfilled_at IS NULL AND status <> 'refused'`)
    .returning({ id: paymentOrders.id, status: paymentOrders.status });

  const account: Statement[] = [];
  if (!("userId" in p.account)) {
    const a = p.account;
    account.push(
      // A demo account with the e-mail gives way (its sessions end with it); any other account with
      // the e-mail makes the insert below fail on the unique e-mail, and the whole batch with it.
      db.delete(users).where(sql`email = ${a.email} AND ${replaceableDemoSql()} AND ${claimed}`),
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

  const linkOrder = db.update(paymentOrders).set({ userId }).where(sql`id = ${order.id} AND ${claimed}`).returning();
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
  // Written before the level changes (and after the purchase row), so it records both levels.
  const details = sql`json_object('paymentIntentId', ${order.paymentIntentId}, 'plan', ${plan}, 'from', access_level,
    'to', ${entitledLevelSql(userId)}, 'amountCents', ${order.amountCents})`;
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
  const level = syncEntitlementStatement(db, userId, now, claimed);
  // The receipt and the owner's sale notice leave through the outbox, written here with the purchase.
  const receipt = noticeStatement(db, { kind: "receipt", refId: order.id, key: `receipt:${order.id}`, now, guard: claimed });
  const sale = noticeStatement(db, { kind: "sale", refId: order.id, key: `sale:${order.id}`, now, guard: claimed });
  // The first purchase of this member (the row just written is their only one) also welcomes them
  // with the first-week steps; a later purchase or upgrade, or a replayed batch, queues nothing.
  const welcome = noticeStatement(db, {
    kind: "welcome",
    refId: userId,
    // CAST: a bound JS number reaches SQLite as a REAL, which would spell the key "welcome:7.0".
    key: sql`'welcome:' || CAST(${userId} AS INTEGER)`,
    now,
    guard: sql`${claimed} AND (SELECT COUNT(*) FROM purchases WHERE user_id = ${userId}) = 1`,
  });
  // A refused order: the buyer is refunded and told why, by the outbox (retried until it is done).
  const refusal = noticeStatement(db, {
    kind: "order_refused",
    refId: order.id,
    key: `order_refused:${order.id}`,
    now,
    guard: refused,
  });
  const refusalAudit =
    db.run(sql`INSERT INTO audit_log (actor_id, actor_email, action, target_type, target_id, details, created_at)
    SELECT NULL, 'checkout', 'order.refused', 'order', ${String(order.id)},
      json_object('paymentIntentId', payment_intent_id, 'reason', refused_reason, 'amountCents', amount_cents), ${at}
    FROM payment_orders WHERE ${ours} AND status = 'refused'`);

  const statements: Statements = [
    claimOrder,
    ...account,
    linkOrder,
    recordPurchase,
    audit,
    level,
    receipt,
    sale,
    welcome,
    refusal,
    refusalAudit,
  ];
  return { statements, positions: { claim: 0, order: 1 + account.length } };
}
