// The payments port's contract, run against the built-in test-mode provider and against the Stripe
// adapter (the real `stripe` SDK) pointed at a local fake of Stripe's API.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openNodeDatabase } from "../../db/node-client.ts";
import type { PaymentsPort } from "../../ports/payments.ts";
import { type FakeStripe, startFakeStripe } from "../../testing/fake-stripe.ts";
import { NOT_CHARGED, REFUND_TOO_LARGE } from "./refund-messages.ts";
import { PROVIDER_REFUSED, stripePayments } from "./stripe.ts";
import { testModePayments } from "./test-mode.ts";

interface Subject {
  port: PaymentsPort;
  /** What the browser does with the client secret: Stripe.js, or the test-mode card form. */
  pay(intent: { id: string; clientSecret: string }, outcome: "success" | "decline"): Promise<void>;
  close(): Promise<void>;
}

const NOW = new Date("2026-01-15T12:00:00Z");
const intentInput = {
  amountCents: 3000,
  currency: "usd" as const,
  description: "Domination Bundle (upgrade from Script Sampler)",
  metadata: { plan: "domination", from: "sampler" },
  receiptEmail: "dana@example.com",
};

async function testModeSubject(): Promise<Subject> {
  const dir = mkdtempSync(join(tmpdir(), "realty-payments-"));
  const { db, close } = await openNodeDatabase(`file:${join(dir, "test.db")}`);
  const port = testModePayments(db);
  return {
    port,
    async pay(intent, outcome) {
      const cardNumber = outcome === "success" ? "4242424242424242" : "4000000000000002";
      await port.testCards?.confirm({ clientSecret: intent.clientSecret, cardNumber, expiry: "12/34", cvc: "123" }, NOW);
    },
    close: async () => {
      close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function stripeSubject(): Promise<Subject & { fake: FakeStripe }> {
  const fake = await startFakeStripe();
  const port = stripePayments({
    secretKey: fake.secretKey,
    publishableKey: "pk_test_x",
    webhookSecret: "whsec_test",
    apiBase: fake.apiBase,
  });
  const sdk = new Stripe(fake.secretKey, { host: "127.0.0.1", port: new URL(fake.apiBase).port, protocol: "http" });
  return {
    fake,
    port,
    async pay(intent, outcome) {
      const method = outcome === "success" ? "pm_card_visa" : "pm_card_chargeDeclined";
      await sdk.paymentIntents.confirm(intent.id, { payment_method: method }).catch((err: unknown) => {
        if (!(err instanceof Stripe.errors.StripeCardError)) throw err;
      });
    },
    close: fake.close,
  };
}

describe.each([
  ["test mode", testModeSubject],
  ["Stripe (fake API)", stripeSubject],
])("payments port contract: %s", (_name, make) => {
  let s: Subject;
  beforeAll(async () => {
    s = await make();
  });
  afterAll(() => s.close());

  it("creates an intent whose client secret names it", async () => {
    const intent = await s.port.createIntent(intentInput);
    expect(intent.clientSecret.startsWith(`${intent.id}_secret_`)).toBe(true);
    expect(await s.port.retrieveIntent(intent.id)).toEqual({
      id: intent.id,
      status: "requires_payment_method",
      amountCents: 3000,
      currency: "usd",
      lastError: null,
    });
  });

  it("reports success only after the card was charged", async () => {
    const intent = await s.port.createIntent(intentInput);
    await s.pay(intent, "success");
    expect(await s.port.retrieveIntent(intent.id)).toMatchObject({ status: "succeeded", amountCents: 3000 });
  });

  it("reports a decline with the provider's message", async () => {
    const intent = await s.port.createIntent(intentInput);
    await s.pay(intent, "decline");
    expect(await s.port.retrieveIntent(intent.id)).toMatchObject({
      status: "requires_payment_method",
      lastError: "Your card was declined.",
    });
  });

  it("answers null for an intent it does not know", async () => {
    expect(await s.port.retrieveIntent("pi_does_not_exist")).toBeNull();
  });

  it("refunds part then the rest of a charge, replays a key as the same refund, refuses more", async () => {
    const intent = await s.port.createIntent(intentInput);
    await s.pay(intent, "success");
    const first = await s.port.refund({ paymentIntentId: intent.id, amountCents: 1000, idempotencyKey: "key-a" });
    expect(first).toMatchObject({ paymentIntentId: intent.id, amountCents: 1000 });
    expect(await s.port.refund({ paymentIntentId: intent.id, amountCents: 1000, idempotencyKey: "key-a" })).toEqual(first);
    await expect(s.port.refund({ paymentIntentId: intent.id, amountCents: 2001, idempotencyKey: "key-b" })).rejects.toThrow(
      REFUND_TOO_LARGE,
    );
    const rest = await s.port.refund({ paymentIntentId: intent.id, amountCents: 2000, idempotencyKey: "key-c" });
    expect((await s.port.listRefunds(intent.id)).map((r) => [r.id, r.amountCents])).toEqual([
      [first.id, 1000],
      [rest.id, 2000],
    ]);
  });

  it("refuses to refund an intent that was never charged", async () => {
    const intent = await s.port.createIntent(intentInput);
    await expect(s.port.refund({ paymentIntentId: intent.id, amountCents: 100, idempotencyKey: "key-x" })).rejects.toThrow(
      NOT_CHARGED,
    );
    expect(await s.port.listRefunds(intent.id)).toEqual([]);
  });

  it("refuses a webhook without a valid signature", async () => {
    await expect(s.port.verifyWebhook('{"id":"evt_1"}', "t=1,v1=bad")).rejects.toThrow();
    await expect(s.port.verifyWebhook('{"id":"evt_1"}', undefined)).rejects.toThrow();
  });
});

describe("Stripe adapter specifics", () => {
  let s: Awaited<ReturnType<typeof stripeSubject>>;
  beforeAll(async () => {
    s = await stripeSubject();
  });
  afterAll(() => s.close());

  it("sends amount, currency, metadata and receipt e-mail with the secret key", async () => {
    await s.port.createIntent(intentInput);
    const request = s.fake.requests.findLast((r) => r.method === "POST" && r.path === "/v1/payment_intents");
    expect(request?.headers.authorization).toBe(`Bearer ${s.fake.secretKey}`);
    expect(request?.body).toMatchObject({
      amount: "3000",
      currency: "usd",
      "metadata[plan]": "domination",
      "metadata[from]": "sampler",
      receipt_email: "dana@example.com",
      "automatic_payment_methods[enabled]": "true",
    });
  });

  it("verifies a webhook signed by the SDK's test helper and reads its intent", async () => {
    const intent = await s.port.createIntent(intentInput);
    await s.pay(intent, "success");
    const payload = s.fake.eventPayload(intent.id);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_test" });
    const event = await s.port.verifyWebhook(payload, signature);
    expect(event).toMatchObject({
      type: "payment_intent.succeeded",
      intent: { id: intent.id, status: "succeeded", amountCents: 3000 },
    });
  });

  it("reads charge.refunded as the refunded intent, and sends the refund's idempotency key to Stripe", async () => {
    const intent = await s.port.createIntent(intentInput);
    await s.pay(intent, "success");
    await s.port.refund({ paymentIntentId: intent.id, amountCents: 3000, idempotencyKey: "refund-key-1" });
    const request = s.fake.requests.findLast((r) => r.method === "POST" && r.path === "/v1/refunds");
    expect(request?.headers["idempotency-key"]).toBe("refund-key-1");
    expect(request?.body).toMatchObject({ payment_intent: intent.id, amount: "3000" });
    const payload = s.fake.chargeRefundedPayload(intent.id);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_test" });
    expect(await s.port.verifyWebhook(payload, signature)).toMatchObject({
      type: "charge.refunded",
      intent: null,
      refundedIntentId: intent.id,
    });
  });

  it("refuses a signed webhook whose body was changed, or one signed with another secret", async () => {
    const intent = await s.port.createIntent(intentInput);
    const payload = s.fake.eventPayload(intent.id);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_test" });
    await expect(s.port.verifyWebhook(payload.replace("3000", "1"), signature)).rejects.toThrow();
    const wrong = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_other" });
    await expect(s.port.verifyWebhook(payload, wrong)).rejects.toThrow();
  });

  it("refuses a stale signature (older than Stripe's 5-minute tolerance)", async () => {
    const intent = await s.port.createIntent(intentInput);
    const payload = s.fake.eventPayload(intent.id);
    const timestamp = Math.floor(Date.now() / 1000) - 600;
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_test", timestamp });
    await expect(s.port.verifyWebhook(payload, signature)).rejects.toThrow();
  });

  it("turns Stripe's refusal of an amount under $0.50 into an UPSTREAM error for the buyer", async () => {
    await expect(s.port.createIntent({ ...intentInput, amountCents: 10 })).rejects.toMatchObject({
      code: "UPSTREAM",
      message: PROVIDER_REFUSED,
    });
  });
});
