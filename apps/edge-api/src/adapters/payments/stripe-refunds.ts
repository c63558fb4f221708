// Stripe's Refunds API behind the payments port. The idempotency key goes to Stripe itself, so a
// retried or doubled call returns the same refund instead of sending the money back twice.
import Stripe from "stripe";
import { AppError } from "../../lib/errors.ts";
import type { RefundInfo, RefundInput } from "../../ports/payments.ts";
import { NOT_CHARGED, REFUND_TOO_LARGE } from "./refund-messages.ts";

function toRefund(refund: Stripe.Refund, fallbackIntent: string): RefundInfo {
  const intent = typeof refund.payment_intent === "string" ? refund.payment_intent : refund.payment_intent?.id;
  return {
    id: refund.id,
    paymentIntentId: intent ?? fallbackIntent,
    amountCents: refund.amount,
    status: refund.status ?? "pending",
  };
}

/** Over-refunds are the admin's mistake (400); anything else is the provider's trouble (502). */
function isOverRefund(err: unknown): boolean {
  return (
    err instanceof Stripe.errors.StripeInvalidRequestError &&
    (err.code === "charge_already_refunded" || err.code === "amount_too_large")
  );
}

export function stripeRefunds(stripe: Stripe, upstream: (err: unknown, what: string) => AppError) {
  return {
    async refund(input: RefundInput): Promise<RefundInfo> {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: input.paymentIntentId, amount: input.amountCents, reason: "requested_by_customer" },
          { idempotencyKey: input.idempotencyKey },
        );
        return toRefund(refund, input.paymentIntentId);
      } catch (err) {
        if (isOverRefund(err)) throw new AppError("BAD_REQUEST", REFUND_TOO_LARGE);
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === "charge_not_refundable") {
          throw new AppError("BAD_REQUEST", NOT_CHARGED);
        }
        throw upstream(err, `refund ${input.paymentIntentId}`);
      }
    },
    async listRefunds(paymentIntentId: string): Promise<RefundInfo[]> {
      try {
        const out: RefundInfo[] = [];
        for await (const refund of stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 })) {
          out.push(toRefund(refund, paymentIntentId));
        }
        return out.reverse();
      } catch (err) {
        throw upstream(err, `list refunds of ${paymentIntentId}`);
      }
    },
  };
}
