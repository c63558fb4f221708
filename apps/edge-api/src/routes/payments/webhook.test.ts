// The Stripe adapter end to end: the real SDK against the local fake, webhooks signed by the SDK's
// test helper, and the browser's confirm racing the webhook.

import { REFUSED_CODE_EXPIRED } from "@realty/contracts/payments";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { stripePayments } from "../../adapters/payments/stripe.ts";
import { auditLog, mailOutbox, paymentEvents, paymentOrders, purchases, users } from "../../db/schema.ts";
import { addCode, createIntent, prepare } from "../../testing/checkout-client.ts";
import { type FakeStripe, startFakeStripe } from "../../testing/fake-stripe.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

const WEBHOOK_SECRET = "whsec_contract_test";
let fake: FakeStripe;
let t: TestApp;
let sdk: Stripe;

beforeEach(async () => {
  fake = await startFakeStripe();
  const payments = stripePayments({
    secretKey: fake.secretKey,
    publishableKey: "pk_test_contract",
    webhookSecret: WEBHOOK_SECRET,
    apiBase: fake.apiBase,
  });
  t = await createTestApp({ deps: { payments } });
  sdk = new Stripe(fake.secretKey, { host: "127.0.0.1", port: new URL(fake.apiBase).port, protocol: "http" });
});
afterEach(async () => {
  t.cleanup();
  await fake.close();
});

/** A new visitor's Momentum intent, paid in "the browser" with Stripe's test card. */
async function paidIntent() {
  const browser = t.client();
  const { person, token } = await prepare(browser, "momentum");
  const intent = await createIntent(browser, { ...person, registrationToken: token, plan: "momentum", isUpgrade: false });
  await sdk.paymentIntents.confirm(intent.paymentIntentId, { payment_method: "pm_card_visa" });
  return { browser, person, token, intent };
}

function webhook(payload: string, signature: string) {
  return t.app.request("http://localhost/api/stripe/webhook", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
}

function signed(payload: string) {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
}

describe("Stripe webhook", () => {
  it("exposes the publishable key to the client", async () => {
    expect(await (await t.client().get("/api/payments/config")).json()).toEqual({
      mode: "stripe",
      publishableKey: "pk_test_contract",
    });
  });

  it("fulfils a payment_intent.succeeded event on its own", async () => {
    const { intent, person } = await paidIntent();
    const payload = fake.eventPayload(intent.paymentIntentId);
    const res = await webhook(payload, signed(payload));
    expect(res.status).toBe(200);
    const [user] = await t.db.select().from(users);
    expect(user).toMatchObject({ email: person.email, accessLevel: "momentum" });
    expect(await t.db.select().from(paymentEvents)).toHaveLength(1);
  });

  it("answers 400 to a bad signature and changes nothing", async () => {
    const { intent } = await paidIntent();
    const payload = fake.eventPayload(intent.paymentIntentId);
    for (const signature of ["t=1,v1=deadbeef", Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_wrong" })]) {
      const res = await webhook(payload, signature);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: "Invalid webhook signature" });
    }
    const missing = await t.app.request("http://localhost/api/stripe/webhook", { method: "POST", body: payload });
    expect(missing.status).toBe(400);
    expect(await t.db.select().from(users)).toHaveLength(0);
    expect(await t.db.select().from(purchases)).toHaveLength(0);
    expect(await t.db.select().from(paymentEvents)).toHaveLength(0);
  });

  it("does not fulfil an intent whose amount differs from the order", async () => {
    const { intent } = await paidIntent();
    const changed = fake.intents.get(intent.paymentIntentId);
    if (changed) changed.amount = 100;
    const payload = fake.eventPayload(intent.paymentIntentId);
    const res = await webhook(payload, signed(payload));
    expect(res.status).toBe(402);
    expect(await t.db.select().from(purchases)).toHaveLength(0);
  });

  it("marks the order failed on payment_intent.payment_failed", async () => {
    const browser = t.client();
    const { person, token } = await prepare(browser, "spark");
    const intent = await createIntent(browser, { ...person, registrationToken: token, plan: "spark", isUpgrade: false });
    await sdk.paymentIntents.confirm(intent.paymentIntentId, { payment_method: "pm_card_chargeDeclined" }).catch(() => undefined);
    const payload = fake.eventPayload(intent.paymentIntentId, "payment_intent.payment_failed");
    expect((await webhook(payload, signed(payload))).status).toBe(200);
    const [order] = await t.db.select().from(paymentOrders);
    expect(order?.status).toBe("failed");
    const confirm = await browser.post("/api/confirm-payment", {
      paymentIntentId: intent.paymentIntentId,
      registrationToken: token,
    });
    expect(confirm.status).toBe(402);
    expect(await confirm.json()).toEqual({ message: "Your card was declined." });
  });

  it("ignores events for payments this product did not start", async () => {
    const other = await sdk.paymentIntents.create({ amount: 5000, currency: "usd" });
    const payload = fake.eventPayload(other.id);
    const res = await webhook(payload, signed(payload));
    expect(await res.json()).toEqual({ received: true, outcome: "ignored" });
  });
});

describe("an order whose basis changed, through Stripe", () => {
  it("webhook first or confirm first: the same refusal, one full refund at Stripe, nothing granted", async () => {
    for (const first of ["webhook", "confirm"] as const) {
      const code = `EXP${first.toUpperCase()}`;
      await addCode(t, { code, discountPercent: 50, expiresAt: new Date(t.deps.now().getTime() + 60_000) });
      const browser = t.client();
      const { person, token } = await prepare(browser, "momentum");
      const intent = await createIntent(browser, {
        ...person,
        registrationToken: token,
        plan: "momentum",
        isUpgrade: false,
        discountCode: code,
      });
      await sdk.paymentIntents.confirm(intent.paymentIntentId, { payment_method: "pm_card_visa" });
      t.advance(61_000);
      const payload = fake.eventPayload(intent.paymentIntentId);
      const viaWebhook = () => webhook(payload, signed(payload));
      const viaConfirm = () =>
        browser.post("/api/confirm-payment", { paymentIntentId: intent.paymentIntentId, registrationToken: token });
      let hook: Response;
      let confirm: Response;
      if (first === "webhook") {
        hook = await viaWebhook();
        confirm = await viaConfirm();
      } else {
        confirm = await viaConfirm();
        hook = await viaWebhook();
      }
      expect(await hook.json()).toEqual({ received: true, outcome: "refused" });
      expect(confirm.status).toBe(409);
      expect(((await confirm.json()) as { message: string }).message).toContain(REFUSED_CODE_EXPIRED);
      const refunds = await sdk.refunds.list({ payment_intent: intent.paymentIntentId });
      expect(refunds.data.map((r) => r.amount)).toEqual([4450]);
      expect(await t.db.select().from(users).where(eq(users.email, person.email))).toHaveLength(0);
    }
  });
});

describe("confirm and webhook racing", () => {
  it("run concurrently and each replayed 10 times: one account, one purchase, one access change, one receipt and one welcome", async () => {
    const { browser, intent, token, person } = await paidIntent();
    const payload = fake.eventPayload(intent.paymentIntentId);
    const signature = signed(payload);
    const confirmBody = { paymentIntentId: intent.paymentIntentId, registrationToken: token };
    const calls = Array.from({ length: 10 }, () => [
      browser.post("/api/confirm-payment", confirmBody),
      webhook(payload, signature),
    ]).flat();
    const answers = await Promise.all(calls);
    const webhooks = answers.filter((_, i) => i % 2 === 1).map((r) => r.status);
    expect(webhooks).toEqual(Array(10).fill(200));
    // The token signs the browser in once: each confirm either did that, found the browser signed in
    // already (its cookie arrived first), or was a replay of a used token (401).
    const confirms = await Promise.all(answers.filter((_, i) => i % 2 === 0).map(async (r) => [r.status, await r.json()]));
    expect(confirms.filter(([, body]) => (body as { signedIn?: boolean }).signedIn === true).length).toBeGreaterThanOrEqual(1);
    expect(confirms.every(([status]) => status === 200 || status === 401)).toBe(true);

    expect(await t.db.select().from(users)).toHaveLength(1);
    const rows = await t.db.select().from(purchases);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amountCents: 8900, provider: "stripe", paymentIntentId: intent.paymentIntentId });
    expect(await t.db.select().from(auditLog)).toHaveLength(1);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, person.email));
    expect(mails.map((m) => m.subject).sort()).toEqual([
      expect.stringContaining("Welcome to"),
      expect.stringContaining("receipt"),
    ]);
    expect(await t.db.select().from(paymentEvents)).toHaveLength(1);
    const me = (await (await browser.get("/api/auth/user")).json()) as { email: string; accessLevel: string };
    expect(me).toMatchObject({ email: person.email, accessLevel: "momentum" });
  });

  it("the browser's confirm before Stripe reports success is refused and fulfils nothing", async () => {
    const browser = t.client();
    const { person, token } = await prepare(browser, "spark");
    const intent = await createIntent(browser, { ...person, registrationToken: token, plan: "spark", isUpgrade: false });
    const res = await browser.post("/api/confirm-payment", { paymentIntentId: intent.paymentIntentId, registrationToken: token });
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({ message: "There was an error processing your payment." });
    expect(await t.db.select().from(purchases)).toHaveLength(0);
  });
});
