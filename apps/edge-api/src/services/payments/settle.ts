// The two ways a payment reaches the server, the browser's confirm and the provider's webhook,
// both end here: verify, fulfil (or refuse) once, then send what the batch put in the outbox.
import { PAYMENT_ERROR, PAYMENT_SESSION_EXPIRED } from "@realty/contracts/payments";
import { eq } from "drizzle-orm";
import { paymentEvents, paymentOrders } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import type { Log } from "../../lib/log.ts";
import type { MailPort } from "../../ports/mail.ts";
import type { PaymentEvent, PaymentsPort } from "../../ports/payments.ts";
import { sendDueNotices } from "../mail/notice-outbox.ts";
import { type Fulfilment, fulfilPayment, markPaymentFailed, OrderRefused, type VerifiedPayment } from "./fulfil.ts";
import { FREE_PROVIDER } from "./orders.ts";

export interface SettleDeps {
  db: Database;
  payments: PaymentsPort;
  mail: MailPort;
  now: Date;
  origin: string;
  log: Log;
}

/** The receipt, sale notice and welcome (or the refusal's refund and notice) of this order, sent now; the outbox retries. */
async function sendOrderNotices(deps: SettleDeps, orderId: number): Promise<void> {
  const [order] = await deps.db.select({ userId: paymentOrders.userId }).from(paymentOrders).where(eq(paymentOrders.id, orderId));
  const keys = [`receipt:${orderId}`, `sale:${orderId}`, `order_refused:${orderId}`];
  // The welcome goes with the member's first purchase only (fulfil-statements.ts); asking for it later is harmless.
  if (order?.userId) keys.push(`welcome:${order.userId}`);
  await sendDueNotices({ ...deps, now: () => deps.now }, keys);
}

/** Fulfils, then sends the order's notices whatever the outcome (a refused order is refunded by them). */
async function fulfilAndNotify(deps: SettleDeps, orderId: number, paymentIntentId: string, paid: VerifiedPayment) {
  try {
    return await fulfilPayment(deps, paymentIntentId, paid);
  } finally {
    await sendOrderNotices(deps, orderId);
  }
}

/** POST /api/confirm-payment: asks the provider, never the browser, whether the payment succeeded. */
export async function confirmPayment(deps: SettleDeps, paymentIntentId: string): Promise<Fulfilment> {
  const [order] = await deps.db.select().from(paymentOrders).where(eq(paymentOrders.paymentIntentId, paymentIntentId));
  if (!order) throw new AppError("NOT_FOUND", PAYMENT_SESSION_EXPIRED);
  if (order.status === "refused") throw new OrderRefused(order);
  let paid: VerifiedPayment;
  if (order.provider === FREE_PROVIDER) {
    // Nothing to charge: the server computed $0 when it created the order.
    paid = { status: "succeeded", amountCents: 0, currency: "usd" };
  } else {
    if (order.provider !== deps.payments.provider) throw new AppError("NOT_FOUND", PAYMENT_SESSION_EXPIRED);
    const intent = await deps.payments.retrieveIntent(paymentIntentId);
    if (!intent) throw new AppError("NOT_FOUND", PAYMENT_SESSION_EXPIRED);
    if (intent.status !== "succeeded" && !order.fulfilledAt) {
      throw new AppError("PAYMENT_FAILED", intent.lastError ?? PAYMENT_ERROR);
    }
    paid = intent;
  }
  return fulfilAndNotify(deps, order.id, paymentIntentId, paid);
}

/** A verified webhook event: fulfils on success, marks failures; replays are acknowledged. */
export async function handlePaymentEvent(deps: SettleDeps, event: PaymentEvent): Promise<"fulfilled" | "refused" | "ignored"> {
  const intent = event.intent;
  if (!intent) return "ignored";
  const [order] = await deps.db.select().from(paymentOrders).where(eq(paymentOrders.paymentIntentId, intent.id));
  // Payments this product did not start (other uses of the Stripe account) are not ours to handle.
  if (!order) return "ignored";
  await deps.db
    .insert(paymentEvents)
    .values({
      eventId: event.id,
      provider: deps.payments.provider,
      type: event.type,
      paymentIntentId: intent.id,
      receivedAt: deps.now,
    })
    .onConflictDoNothing();
  if (event.type === "payment_intent.succeeded") {
    try {
      await fulfilAndNotify(deps, order.id, intent.id, intent);
    } catch (err) {
      // Acknowledged: the decision is stored and the buyer is being refunded; a retry changes nothing.
      if (err instanceof OrderRefused) return "refused";
      throw err;
    }
    return "fulfilled";
  }
  if (event.type === "payment_intent.payment_failed" || event.type === "payment_intent.canceled") {
    await markPaymentFailed(deps.db, intent.id);
  }
  return "ignored";
}
