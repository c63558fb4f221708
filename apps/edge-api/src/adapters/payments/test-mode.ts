// The built-in test-mode provider, used when no Stripe key is set: intents live in the
// test_payment_intents table (so they survive restarts and work on every runtime), and the card
// form posts a test card number to POST /api/test-payments/confirm instead of Stripe.js.
import { and, eq } from "drizzle-orm";
import { testPaymentIntents } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { constantTimeEqual, randomToken, sha256Hex } from "../../lib/tokens.ts";
import {
  type PaymentIntentInfo,
  type PaymentsPort,
  type TestCardAttempt,
  type TestCardResult,
  WebhookSignatureError,
} from "../../ports/payments.ts";
import { cardOutcome } from "./test-cards.ts";
import { testModeRefunds } from "./test-mode-refunds.ts";

export const TEST_INTENT_PREFIX = "pi_test_";

/** "pi_test_abc_secret_xyz" → "pi_test_abc", as Stripe's client secrets embed their intent id. */
export function intentIdFromSecret(clientSecret: string): string | null {
  const at = clientSecret.indexOf("_secret_");
  const id = at > 0 ? clientSecret.slice(0, at) : "";
  return id.startsWith(TEST_INTENT_PREFIX) ? id : null;
}

function toInfo(row: typeof testPaymentIntents.$inferSelect): PaymentIntentInfo {
  return {
    id: row.id,
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
    lastError: row.lastError,
  };
}

export function testModePayments(db: Database): PaymentsPort {
  async function confirm(attempt: TestCardAttempt, now: Date): Promise<TestCardResult> {
    const id = intentIdFromSecret(attempt.clientSecret);
    const [row] = id ? await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)) : [];
    if (!row || !constantTimeEqual(await sha256Hex(attempt.clientSecret), row.secretHash)) {
      return { ok: false, code: "resource_missing", message: "No such payment_intent" };
    }
    if (row.status === "succeeded") return { ok: true, paymentIntentId: row.id };
    const outcome = cardOutcome(attempt.cardNumber, attempt.expiry, now);
    const digits = attempt.cardNumber.replace(/\D/g, "");
    if (!outcome.ok) {
      await db
        .update(testPaymentIntents)
        .set({ lastError: outcome.message, updatedAt: now })
        .where(eq(testPaymentIntents.id, row.id));
      return { ok: false, code: outcome.code, message: outcome.message, paymentIntentId: row.id };
    }
    // Only a pending intent moves to succeeded, so a double click charges once.
    await db
      .update(testPaymentIntents)
      .set({ status: "succeeded", lastError: null, cardLast4: digits.slice(-4), updatedAt: now })
      .where(and(eq(testPaymentIntents.id, row.id), eq(testPaymentIntents.status, "requires_payment_method")));
    return { ok: true, paymentIntentId: row.id };
  }

  return {
    provider: "test",
    publishableKey: null,
    ...testModeRefunds(db),
    async createIntent(input) {
      const id = `${TEST_INTENT_PREFIX}${randomToken(18)}`;
      const clientSecret = `${id}_secret_${randomToken(24)}`;
      await db.insert(testPaymentIntents).values({
        id,
        secretHash: await sha256Hex(clientSecret),
        amountCents: input.amountCents,
        currency: input.currency,
      });
      return { id, clientSecret };
    },
    async retrieveIntent(id) {
      if (!id.startsWith(TEST_INTENT_PREFIX)) return null;
      const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id));
      return row ? toInfo(row) : null;
    },
    async verifyWebhook() {
      // Test mode has no provider to send webhooks: the confirm call is the only path.
      throw new WebhookSignatureError("Webhooks are not configured in test mode");
    },
    testCards: { confirm },
  };
}
