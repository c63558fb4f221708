// Records one refund of a purchase as ONE batch of guarded statements (db/batch.ts): the refund row
// (only if its idempotency key and provider refund id are new and the purchase still covers it),
// the purchase's refunded total, the member's level by the entitlement rule (entitlement.ts), the
// cancelled posts the member can no longer use, the audit row, the refund notice's outbox row and,
// for a guarantee claim, its decision. Whichever caller lands first (the admin's click, a double click,
// the provider's charge.refunded webhook) writes it; every other batch changes nothing.
import { eq, type SQL, sql } from "drizzle-orm";
import { atomically, type Statement } from "../../db/batch.ts";
import { purchaseRefunds, purchases } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { randomToken } from "../../lib/tokens.ts";
import { syncEntitlementStatement } from "../entitlement/entitlement.ts";
import { noticeStatement } from "../mail/notice-statements.ts";
import { cancelUnusablePostsStatements } from "../social/post-entitlement.ts";

export type Purchase = typeof purchases.$inferSelect;
export type PurchaseRefund = typeof purchaseRefunds.$inferSelect;

export interface RefundRecord {
  purchaseId: number;
  amountCents: number;
  /** The provider's refund id; null only for a $0 order. */
  providerRefundId: string | null;
  idempotencyKey: string;
  source: "admin" | "claim" | "provider";
  reason: string;
  actor: { id: number | null; email: string };
  now: Date;
  /** Approving a guarantee claim: its status and decision go in the same batch. */
  claimId?: number;
}

export interface RecordedRefund {
  /** True when this call's batch wrote the refund (send the e-mail); false for a replay. */
  recordedNow: boolean;
  refund: PurchaseRefund;
  purchase: Purchase;
}

/**
 * The audit row, copied from the refund row so it says exactly what was written. The target id is
 * bound as text: D1 binds a JS number as REAL, so CAST(? AS TEXT) would give "5.0" there.
 */
function auditStatement(db: Database, r: RefundRecord, won: SQL): Statement {
  return db.run(sql`INSERT INTO audit_log (actor_id, actor_email, action, target_type, target_id, details, created_at)
    SELECT ${r.actor.id}, ${r.actor.email}, 'purchase.refund', 'purchase', ${String(r.purchaseId)},
      json_object('refundId', rf.id, 'amountCents', rf.amount_cents, 'providerRefundId', rf.provider_refund_id,
        'source', rf.source, 'reason', rf.reason, 'from', rf.tier_before, 'to', rf.tier_after,
        'paymentIntentId', p.payment_intent_id), ${r.now.getTime()}
    FROM purchase_refunds rf JOIN purchases p ON p.id = rf.purchase_id WHERE ${won}`);
}

function claimStatements(db: Database, r: RefundRecord, won: SQL): Statement[] {
  if (r.claimId === undefined) return [];
  return [
    db.run(sql`UPDATE guarantee_claims SET status = 'approved', updated_at = ${r.now.getTime()}
      WHERE id = ${r.claimId} AND status = 'open' AND EXISTS (SELECT 1 FROM purchase_refunds rf WHERE ${won})`),
    db.run(sql`INSERT INTO guarantee_claim_decisions (claim_id, decision, reason, refund_id, actor_email, created_at)
      SELECT ${r.claimId}, 'approved', ${r.reason}, rf.id, ${r.actor.email}, ${r.now.getTime()}
      FROM purchase_refunds rf WHERE ${won}
        AND NOT EXISTS (SELECT 1 FROM guarantee_claim_decisions WHERE claim_id = ${r.claimId})`),
  ];
}

export async function recordRefund(db: Database, r: RefundRecord): Promise<RecordedRefund> {
  const claim = randomToken(16);
  const at = r.now.getTime();
  const won = sql`rf.idempotency_key = ${r.idempotencyKey} AND rf.claim = ${claim}`;
  const insert = db.run(sql`INSERT INTO purchase_refunds (purchase_id, amount_cents, provider_refund_id,
      idempotency_key, claim, source, reason, tier_before, tier_after, actor_email, created_at)
    SELECT p.id, ${r.amountCents}, ${r.providerRefundId}, ${r.idempotencyKey}, ${claim}, ${r.source}, ${r.reason},
      u.access_level, u.access_level, ${r.actor.email}, ${at}
    FROM purchases p LEFT JOIN users u ON u.id = p.user_id
    WHERE p.id = ${r.purchaseId} AND p.refunded_cents + ${r.amountCents} <= p.amount_cents
      AND NOT EXISTS (SELECT 1 FROM purchase_refunds WHERE idempotency_key = ${r.idempotencyKey})
      AND (${r.providerRefundId} IS NULL
        OR NOT EXISTS (SELECT 1 FROM purchase_refunds WHERE provider_refund_id = ${r.providerRefundId}))`);
  const ours = sql`EXISTS (SELECT 1 FROM purchase_refunds rf WHERE ${won})`;
  const total = db.run(sql`UPDATE purchases SET refunded_cents = refunded_cents + ${r.amountCents}
    WHERE id = ${r.purchaseId} AND ${ours}`);
  const member = sql`(SELECT user_id FROM purchases WHERE id = ${r.purchaseId})`;
  // The level follows from the purchases left standing, whichever of them was refunded first.
  const level = syncEntitlementStatement(db, member, r.now, ours);
  const tierAfter = db.run(sql`UPDATE purchase_refunds SET tier_after = (SELECT access_level FROM users WHERE id = ${member})
    WHERE idempotency_key = ${r.idempotencyKey} AND claim = ${claim}`);
  const notice = noticeStatement(db, {
    kind: "refund",
    refId: sql`rf.id`,
    key: sql`'refund:' || rf.id`,
    now: r.now,
    guard: won,
    from: sql`purchase_refunds rf`,
  });
  await atomically(db, [
    insert,
    total,
    level,
    tierAfter,
    auditStatement(db, r, won),
    ...cancelUnusablePostsStatements(db, member, r.now, ours, `posts_cancelled:refund:${r.idempotencyKey}`),
    notice,
    ...claimStatements(db, r, won),
  ]);
  return readBack(db, r, claim);
}

/** The refund as it stands: ours if our claim won, otherwise the earlier record of the same refund. */
async function readBack(db: Database, r: RefundRecord, claim: string): Promise<RecordedRefund> {
  const byKey = eq(purchaseRefunds.idempotencyKey, r.idempotencyKey);
  const byProvider = r.providerRefundId ? eq(purchaseRefunds.providerRefundId, r.providerRefundId) : undefined;
  const [refund] = (await db.select().from(purchaseRefunds).where(byKey)).concat(
    byProvider ? await db.select().from(purchaseRefunds).where(byProvider) : [],
  );
  const [purchase] = await db.select().from(purchases).where(eq(purchases.id, r.purchaseId));
  if (!purchase) throw new Error(`purchase ${r.purchaseId} vanished`);
  if (!refund) throw new RefundNotRecorded();
  return { recordedNow: refund.claim === claim, refund, purchase };
}

/** The provider refunded, but the purchase could not hold the refund (more than it was paid). */
export class RefundNotRecorded extends Error {
  constructor() {
    super("The refund exceeds what is left on the purchase");
    this.name = "RefundNotRecorded";
  }
}
