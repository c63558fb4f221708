// Refunds of the built-in test-mode provider's charges, kept in test_payment_refunds the way Stripe
// keeps Refund objects: keyed by the caller's idempotency key, never more than the charge.
import { asc, eq, sql } from "drizzle-orm";
import { testPaymentIntents, testPaymentRefunds } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import { randomToken } from "../../lib/tokens.ts";
import type { RefundInfo, RefundInput } from "../../ports/payments.ts";
import { NOT_CHARGED, REFUND_TOO_LARGE } from "./refund-messages.ts";

function toRefund(row: typeof testPaymentRefunds.$inferSelect): RefundInfo {
  return { id: row.id, paymentIntentId: row.intentId, amountCents: row.amountCents, status: "succeeded" };
}

export function testModeRefunds(db: Database) {
  async function byKey(key: string) {
    const [row] = await db.select().from(testPaymentRefunds).where(eq(testPaymentRefunds.idempotencyKey, key));
    return row;
  }
  return {
    async refund(input: RefundInput): Promise<RefundInfo> {
      const replay = await byKey(input.idempotencyKey);
      if (replay) return toRefund(replay);
      const [intent] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, input.paymentIntentId));
      if (intent?.status !== "succeeded") throw new AppError("BAD_REQUEST", NOT_CHARGED);
      if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) throw new AppError("BAD_REQUEST", REFUND_TOO_LARGE);
      // One guarded statement: a refund is written only while the charge still covers it.
      const id = `re_test_${randomToken(18)}`;
      await db.run(sql`INSERT INTO test_payment_refunds (id, intent_id, amount_cents, idempotency_key, created_at)
        SELECT ${id}, ${intent.id}, ${input.amountCents}, ${input.idempotencyKey}, ${Date.now()}
        WHERE (SELECT COALESCE(SUM(amount_cents), 0) FROM test_payment_refunds WHERE intent_id = ${intent.id})
          + ${input.amountCents} <= ${intent.amountCents}
        ON CONFLICT (idempotency_key) DO NOTHING`);
      const row = await byKey(input.idempotencyKey);
      if (!row) throw new AppError("BAD_REQUEST", REFUND_TOO_LARGE);
      return toRefund(row);
    },
    async listRefunds(paymentIntentId: string): Promise<RefundInfo[]> {
      const rows = await db
        .select()
        .from(testPaymentRefunds)
        .where(eq(testPaymentRefunds.intentId, paymentIntentId))
        .orderBy(asc(testPaymentRefunds.createdAt), asc(testPaymentRefunds.id));
      return rows.map(toRefund);
    },
  };
}
