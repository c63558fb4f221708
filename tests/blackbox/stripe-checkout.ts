// The purchase as a browser and Stripe walk it against a running server: prepare, create the
// intent, the card paid at (fake) Stripe, and Stripe's signed webhook.
import { createHmac } from "node:crypto";
import { expect } from "vitest";
import type { CookieClient } from "../../apps/edge-api/src/testing/cookie-client.ts";
import { type Target, WEBHOOK_SECRET } from "./targets.ts";

export function person(tag: string) {
  const id = `${tag}-${Math.random().toString(36).slice(2, 8)}`;
  return { firstName: "Dana", lastName: "Realtor", email: `dana.${id}@example.com`, password: "open-house-2026" };
}

/** The card paid at the fake Stripe with its test card, as Stripe.js does in the buyer's browser. */
export async function payAtStripe(target: Target, paymentIntentId: string): Promise<void> {
  const paid = await fetch(`${target.stripe.apiBase}/v1/payment_intents/${paymentIntentId}/confirm`, {
    method: "POST",
    headers: { authorization: `Bearer ${target.stripe.secretKey}`, "content-type": "application/x-www-form-urlencoded" },
    body: "payment_method=pm_card_visa",
  });
  expect(((await paid.json()) as { status: string }).status).toBe("succeeded");
}

/** The refunds Stripe holds for an intent, in cents. */
export async function stripeRefunds(target: Target, paymentIntentId: string): Promise<number[]> {
  const res = await fetch(`${target.stripe.apiBase}/v1/refunds?payment_intent=${paymentIntentId}`, {
    headers: { authorization: `Bearer ${target.stripe.secretKey}` },
  });
  return ((await res.json()) as { data: { amount: number }[] }).data.map((r) => r.amount);
}

/** A new visitor's order for `plan` (with `discountCode`): the create-intent answer, not yet paid. */
export async function newOrder(browser: CookieClient, plan = "momentum", discountCode: string | null = null) {
  const buyer = person(plan);
  const prepared = await browser.post("/api/prepare-payment", { ...buyer, plan });
  expect(prepared.status, await prepared.clone().text()).toBe(200);
  const { registrationToken } = (await prepared.json()) as { registrationToken: string };
  const created = await browser.post("/api/create-payment-intent", {
    ...buyer,
    registrationToken,
    plan,
    isUpgrade: false,
    discountCode,
  });
  return { buyer, registrationToken, created };
}

/** A new visitor's intent for `plan`, paid at the fake Stripe with its test card (nothing confirmed yet). */
export async function paidIntent(target: Target, browser: CookieClient, plan = "momentum") {
  const { buyer, registrationToken, created } = await newOrder(browser, plan);
  expect(created.status, await created.clone().text()).toBe(200);
  const { paymentIntentId, clientSecret } = (await created.json()) as { paymentIntentId: string; clientSecret: string };
  expect(clientSecret).toMatch(/^pi_/);
  await payAtStripe(target, paymentIntentId);
  return { buyer, registrationToken, paymentIntentId };
}

/** Stripe's signature header: `t=<seconds>,v1=HMAC-SHA256(secret, "<t>.<payload>")`. */
export function stripeSignature(payload: string, secret = WEBHOOK_SECRET): string {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac("sha256", secret).update(`${t}.${payload}`).digest("hex")}`;
}

export function postWebhook(target: Target, payload: string, signature = stripeSignature(payload)) {
  return fetch(`${target.origin}/api/stripe/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
}
