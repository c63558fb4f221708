// The Stripe webhook on the Worker: the real SDK inside workerd against the local fake Stripe,
// events signed as Stripe signs them, and the browser's confirm racing the webhook on D1.
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, mailOutbox, paymentEvents, purchases, users } from "../db/schema.ts";
import { buyer } from "../testing/checkout-client.ts";
import { cookieClient } from "../testing/cookie-client.ts";
import worker from "../worker.ts";
import { ORIGIN, workerDb } from "./worker-client.ts";

const WEBHOOK_SECRET = "whsec_workerd_test";
// A separate env object: worker-deps builds (and memoizes) a Stripe-backed app for it.
const stripeEnv = {
  ...env,
  STRIPE_SECRET_KEY: env.FAKE_STRIPE_KEY,
  STRIPE_PUBLISHABLE_KEY: "pk_test_workerd",
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: env.FAKE_STRIPE_BASE,
};

/** The Stripe-backed Worker's fetch handler, called as the runtime calls it. */
const stripeWorker = async (url: string, init: RequestInit) =>
  worker.fetch(new Request(url, init), stripeEnv, createExecutionContext());

/** A browser over the Stripe-backed Worker (the shared cookie client, same-origin headers). */
function stripeBrowser() {
  const browser = cookieClient({ fetch: stripeWorker, origin: ORIGIN, sameOrigin: true });
  return (method: string, path: string, body?: unknown) => browser.call(method, path, body);
}

/** Stripe's delivery of a signed event: the raw payload as Stripe sent it. */
function webhook(payload: string, stripeSignature: string) {
  return stripeWorker(`${ORIGIN}/api/stripe/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": stripeSignature },
    body: payload,
  });
}

async function hmacHex(secret: string, text: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(text)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Stripe's signature header: `t=<seconds>,v1=HMAC-SHA256(secret, "<t>.<payload>")`. */
async function signature(payload: string, secret = WEBHOOK_SECRET): Promise<string> {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${await hmacHex(secret, `${t}.${payload}`)}`;
}

/** A new visitor's Momentum intent, paid at the fake Stripe with its test card. */
async function paidIntent() {
  const call = stripeBrowser();
  const person = buyer();
  const prepared = (await (await call("POST", "/api/prepare-payment", { ...person, plan: "momentum" })).json()) as {
    registrationToken: string;
  };
  const token = prepared.registrationToken;
  const res = await call("POST", "/api/create-payment-intent", {
    ...person,
    registrationToken: token,
    plan: "momentum",
    isUpgrade: false,
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const { paymentIntentId } = (await res.json()) as { paymentIntentId: string };
  const paid = await fetch(`${env.FAKE_STRIPE_BASE}/v1/payment_intents/${paymentIntentId}/confirm`, {
    method: "POST",
    headers: { authorization: `Bearer ${env.FAKE_STRIPE_KEY}`, "content-type": "application/x-www-form-urlencoded" },
    body: "payment_method=pm_card_visa",
  });
  const intent = (await paid.json()) as { status: string };
  expect(intent.status).toBe("succeeded");
  const payload = JSON.stringify({
    id: `evt_${crypto.randomUUID()}`,
    object: "event",
    type: "payment_intent.succeeded",
    data: { object: intent },
  });
  return { call, person, token, paymentIntentId, payload };
}

describe("the Stripe webhook on the Worker (D1)", () => {
  it("answers 400 to a bad signature and changes nothing", async () => {
    const { paymentIntentId, payload } = await paidIntent();
    const res = await webhook(payload, await signature(payload, "whsec_wrong"));
    expect(res.status).toBe(400);
    expect(await workerDb().select().from(purchases).where(eq(purchases.paymentIntentId, paymentIntentId))).toHaveLength(0);
  });

  it("confirm and webhook, concurrent and each sent 5 times: one account, purchase, audit row and receipt", async () => {
    const { call, person, token, paymentIntentId, payload } = await paidIntent();
    const signed = await signature(payload);
    const calls = Array.from({ length: 5 }, () => [
      call("POST", "/api/confirm-payment", { paymentIntentId, registrationToken: token }),
      webhook(payload, signed),
    ]).flat();
    const statuses = (await Promise.all(calls)).map((r) => r.status);
    expect(statuses.filter((_, i) => i % 2 === 1)).toEqual(Array(5).fill(200));
    // The confirms: one signs the browser in; the rest found it signed in (200) or replayed a used token (401).
    const confirms = statuses.filter((_, i) => i % 2 === 0);
    expect(confirms).toContain(200);
    expect(confirms.every((s) => s === 200 || s === 401)).toBe(true);
    const db = workerDb();
    const accounts = await db.select().from(users).where(eq(users.email, person.email));
    expect(accounts.map((u) => u.accessLevel)).toEqual(["momentum"]);
    const bought = await db.select().from(purchases).where(eq(purchases.paymentIntentId, paymentIntentId));
    expect(bought).toMatchObject([{ amountCents: 8900, provider: "stripe" }]);
    const audit = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(accounts[0]?.id)));
    expect(audit).toHaveLength(1);
    // One receipt, and one welcome with the first-week steps (a first purchase).
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, person.email));
    expect(mails.map((m) => m.subject).sort()).toEqual([
      expect.stringContaining("Welcome to"),
      expect.stringContaining("receipt"),
    ]);
    expect(await db.select().from(paymentEvents).where(eq(paymentEvents.paymentIntentId, paymentIntentId))).toHaveLength(1);
  });
});
