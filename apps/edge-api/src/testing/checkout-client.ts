// Test helpers that walk the purchase API the way the member app does (prepare → intent → card →
// confirm), over the real routes of a createTestApp() app with the test-mode provider.
import type { PaidTier } from "@realty/plans";
import { expect } from "vitest";
import { discountCodes } from "../db/schema.ts";
import type { TestApp } from "./test-app.ts";

type Browser = ReturnType<TestApp["client"]>;

export const GOOD_CARD = "4242 4242 4242 4242";
export const DECLINED_CARD = "4000 0000 0000 0002";

export function buyer(suffix = Math.random().toString(36).slice(2, 8)) {
  return { firstName: "Dana", lastName: "Realtor", email: `dana.${suffix}@example.com`, password: "open-house-2026" };
}

export async function prepare(browser: Browser, plan: PaidTier, person = buyer()) {
  const res = await browser.post("/api/prepare-payment", { ...person, plan });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { registrationToken: string };
  return { person, token: body.registrationToken };
}

export interface IntentAnswer {
  clientSecret: string | null;
  paymentIntentId: string;
  amountCents: number;
  userId: number | null;
  appliedDiscount: { discountPercent: number; code: string } | null;
}

export async function createIntent(browser: Browser, body: Record<string, unknown>, status = 200) {
  const res = await browser.post("/api/create-payment-intent", body);
  const json = (await res.json()) as IntentAnswer & { message?: string };
  expect(res.status, json.message).toBe(status);
  return json;
}

export function payCard(browser: Browser, clientSecret: string, cardNumber = GOOD_CARD) {
  return browser.post("/api/test-payments/confirm", { clientSecret, cardNumber, expiry: "12 / 34", cvc: "123" });
}

/** A new visitor buys `plan` with a good card and is signed in; returns the browser and intent. */
export async function buyAsNewVisitor(t: TestApp, plan: PaidTier, discountCode: string | null = null) {
  const browser = t.client();
  const { person, token } = await prepare(browser, plan);
  const intent = await createIntent(browser, { ...person, registrationToken: token, plan, isUpgrade: false, discountCode });
  if (intent.clientSecret) expect((await payCard(browser, intent.clientSecret)).status).toBe(200);
  const confirm = await browser.post("/api/confirm-payment", {
    paymentIntentId: intent.paymentIntentId,
    userId: null,
    registrationToken: token,
  });
  expect(confirm.status).toBe(200);
  return { browser, person, token, intent };
}

export async function addCode(t: TestApp, values: Partial<typeof discountCodes.$inferInsert> & { code: string }) {
  await t.db.insert(discountCodes).values({ name: "Acme Realty", ...values });
}
