// Refunds with the Stripe adapter (the real SDK against the local fake): the admin's refund and
// Stripe's charge.refunded webhook, in either order, raced and replayed, record one refund.

import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { stripePayments } from "../../adapters/payments/stripe.ts";
import { auditLog, mailOutbox, paymentOrders, purchaseRefunds, purchases, users } from "../../db/schema.ts";
import type { PaymentsPort } from "../../ports/payments.ts";
import { type AdminFixture, adminFixture } from "../../testing/admin-testing.ts";
import { createIntent, prepare } from "../../testing/checkout-client.ts";
import { type FakeStripe, startFakeStripe } from "../../testing/fake-stripe.ts";
import { refundKey } from "../../testing/orders-testing.ts";

const WEBHOOK_SECRET = "whsec_refund_test";
let fake: FakeStripe;
let f: AdminFixture;
let sdk: Stripe;
/** Runs after Stripe answered a refund and before the admin's batch: the webhook's moment to win. */
let afterStripeRefund: ((intentId: string) => Promise<unknown>) | null = null;

beforeEach(async () => {
  fake = await startFakeStripe();
  afterStripeRefund = null;
  const stripe = stripePayments({
    secretKey: fake.secretKey,
    publishableKey: "pk_test",
    webhookSecret: WEBHOOK_SECRET,
    apiBase: fake.apiBase,
  });
  const payments: PaymentsPort = {
    ...stripe,
    async refund(input) {
      const refund = await stripe.refund(input);
      await afterStripeRefund?.(input.paymentIntentId);
      return refund;
    },
  };
  f = await adminFixture({ deps: { payments } });
  sdk = new Stripe(fake.secretKey, { host: "127.0.0.1", port: new URL(fake.apiBase).port, protocol: "http" });
});
afterEach(async () => {
  f.t.cleanup();
  await fake.close();
});

/** A new visitor buys Momentum through Stripe; returns the order id and the intent. */
async function boughtMomentum() {
  const browser = f.t.client();
  const { person, token } = await prepare(browser, "momentum");
  const intent = await createIntent(browser, { ...person, registrationToken: token, plan: "momentum", isUpgrade: false });
  await sdk.paymentIntents.confirm(intent.paymentIntentId, { payment_method: "pm_card_visa" });
  const confirm = await browser.post("/api/confirm-payment", {
    paymentIntentId: intent.paymentIntentId,
    userId: null,
    registrationToken: token,
  });
  expect(confirm.status).toBe(200);
  const [order] = await f.t.db.select().from(paymentOrders).where(eq(paymentOrders.paymentIntentId, intent.paymentIntentId));
  const [purchase] = await f.t.db.select().from(purchases).where(eq(purchases.paymentIntentId, intent.paymentIntentId));
  if (!order || !purchase) throw new Error("not fulfilled");
  return { person, intentId: intent.paymentIntentId, orderId: order.id, purchaseId: purchase.id };
}

function chargeRefunded(intentId: string) {
  const payload = fake.chargeRefundedPayload(intentId);
  return f.t.app.request("http://localhost/api/stripe/webhook", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    body: payload,
  });
}

async function counts(email: string) {
  const [user] = await f.t.db.select().from(users).where(eq(users.email, email));
  const mails = await f.t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  return {
    refunds: (await f.t.db.select().from(purchaseRefunds)).length,
    atStripe: fake.refunds.length,
    audits: (await f.t.db.select().from(auditLog).where(eq(auditLog.action, "purchase.refund"))).length,
    mails: mails.filter((m) => m.subject.includes("refund")).length,
    level: user?.accessLevel,
  };
}

describe("refunds through Stripe", () => {
  it("the admin refunds in full; the webhook that follows, and its replay, change nothing", async () => {
    const b = await boughtMomentum();
    const res = await f.asAdmin.post(`/api/admin/orders/${b.orderId}/refund`, { idempotencyKey: refundKey() });
    expect(res.status).toBe(200);
    const request = fake.requests.findLast((r) => r.path === "/v1/refunds" && r.method === "POST");
    expect(request?.body.payment_intent).toBe(b.intentId);
    expect(Number(request?.body.amount)).toBeGreaterThan(0);
    expect(typeof request?.headers["idempotency-key"]).toBe("string");
    expect((await chargeRefunded(b.intentId)).status).toBe(200);
    expect((await chargeRefunded(b.intentId)).status).toBe(200);
    expect(await counts(b.person.email)).toEqual({ refunds: 1, atStripe: 1, audits: 1, mails: 1, level: "none" });
  });

  it("the webhook lands between Stripe's answer and the admin's batch: one refund, one tier change", async () => {
    const b = await boughtMomentum();
    afterStripeRefund = async (intentId) =>
      expect(await (await chargeRefunded(intentId)).json()).toMatchObject({ outcome: "refunded" });
    const res = await f.asAdmin.post(`/api/admin/orders/${b.orderId}/refund`, { idempotencyKey: refundKey() });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe("This refund was already recorded");
    expect(await counts(b.person.email)).toEqual({ refunds: 1, atStripe: 1, audits: 1, mails: 1, level: "none" });
    const [row] = await f.t.db.select().from(purchaseRefunds);
    expect(row).toMatchObject({ source: "provider", tierBefore: "momentum", tierAfter: "none" });
  });

  it("admin double click and webhooks raced together: one refund", async () => {
    const b = await boughtMomentum();
    const key = refundKey();
    const click = () => f.asAdmin.post(`/api/admin/orders/${b.orderId}/refund`, { idempotencyKey: key, amountCents: 5000 });
    const answers = await Promise.all([click(), click(), chargeRefunded(b.intentId)]);
    await chargeRefunded(b.intentId);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await counts(b.person.email)).toEqual({ refunds: 1, atStripe: 1, audits: 1, mails: 1, level: "momentum" });
    const [purchase] = await f.t.db.select().from(purchases);
    expect(purchase?.refundedCents).toBe(5000);
  });

  it("a partial refund made in Stripe's dashboard is learnt from the webhook and keeps the tier", async () => {
    const b = await boughtMomentum();
    await sdk.refunds.create({ payment_intent: b.intentId, amount: 1234 });
    await Promise.all([chargeRefunded(b.intentId), chargeRefunded(b.intentId)]);
    expect(await counts(b.person.email)).toEqual({ refunds: 1, atStripe: 1, audits: 1, mails: 1, level: "momentum" });
    const over = await f.asAdmin.post(`/api/admin/orders/${b.orderId}/refund`, {
      idempotencyKey: refundKey(),
      amountCents: 10_000_000,
    });
    expect(over.status).toBe(400);
    expect(fake.refunds).toHaveLength(1);
  });

  it("a refund Stripe refuses answers 400 and records nothing", async () => {
    const b = await boughtMomentum();
    // Someone refunded it all at Stripe, and the webhook has not arrived yet.
    await sdk.refunds.create({ payment_intent: b.intentId });
    const res = await f.asAdmin.post(`/api/admin/orders/${b.orderId}/refund`, { idempotencyKey: refundKey() });
    expect(res.status).toBe(400);
    expect((await f.t.db.select().from(purchaseRefunds)).length).toBe(0);
  });
});
