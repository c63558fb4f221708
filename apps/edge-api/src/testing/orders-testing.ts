// Shared steps of the orders and refunds tests: real purchases through the checkout API.
import { expect } from "vitest";
import { paymentOrders } from "../db/schema.ts";
import { buyAsNewVisitor, createIntent, payCard } from "./checkout-client.ts";
import type { TestApp } from "./test-app.ts";

type Browser = ReturnType<TestApp["client"]>;

export async function upgrade(browser: Browser, plan: string, fromPlan: string) {
  const intent = await createIntent(browser, { isUpgrade: true, registrationToken: null, plan, fromPlan });
  if (intent.clientSecret) expect((await payCard(browser, intent.clientSecret)).status).toBe(200);
  const res = await browser.post("/api/confirm-payment", { paymentIntentId: intent.paymentIntentId, userId: intent.userId });
  expect(res.status).toBe(200);
  return intent;
}

/** A member who bought Sampler ($69) and then upgraded to Domination ($30): two orders. */
export async function samplerThenDomination(t: TestApp) {
  const first = await buyAsNewVisitor(t, "sampler");
  const second = await upgrade(first.browser, "domination", "sampler");
  const orders = await t.db.select().from(paymentOrders).orderBy(paymentOrders.id);
  const ids = orders.filter((o) => o.status === "succeeded").map((o) => o.id);
  return { ...first, upgradeIntent: second, samplerOrderId: ids.at(-2) ?? 0, upgradeOrderId: ids.at(-1) ?? 0 };
}

export function refundKey(): string {
  return `k${Math.random().toString(36).slice(2, 12)}${Date.now().toString(36)}`;
}
