// Prices and limits are decided at fulfilment: a discount code's uses are reserved when the order is
// made and re-checked (with its expiry) in the batch that grants access, as is the member's tier for
// an upgrade. An order whose basis changed is refused and refunded in full, never fulfilled.

import { REFUSED_CODE_EXPIRED, REFUSED_TIER_CHANGED } from "@realty/contracts/payments";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { auditLog, mailOutbox, paymentOrders, purchases, testPaymentRefunds, users } from "../../db/schema.ts";
import { markPaymentFailed } from "../../services/payments/fulfil.ts";
import { ORDER_LIFETIME_MS } from "../../services/payments/orders.ts";
import { adminFixture } from "../../testing/admin-testing.ts";
import { addCode, buyAsNewVisitor, buyer, createIntent, payCard, prepare } from "../../testing/checkout-client.ts";
import { refundKey } from "../../testing/orders-testing.ts";
import type { TestApp } from "../../testing/test-app.ts";

let t: TestApp;
let asAdmin: Awaited<ReturnType<typeof adminFixture>>["asAdmin"];
beforeEach(async () => {
  const f = await adminFixture();
  t = f.t;
  asAdmin = f.asAdmin;
});
afterEach(() => t.cleanup());

/** A new visitor's order with `code`, not yet paid; answers the intent or the refusal's status. */
async function orderWithCode(plan: "spark" | "momentum", code: string) {
  const browser = t.client();
  const { person, token } = await prepare(browser, plan, buyer());
  const res = await browser.post("/api/create-payment-intent", {
    ...person,
    registrationToken: token,
    plan,
    isUpgrade: false,
    discountCode: code,
  });
  const body = (await res.json()) as { paymentIntentId: string; clientSecret: string | null; message?: string };
  return { browser, token, res, body };
}

async function confirm(browser: ReturnType<TestApp["client"]>, paymentIntentId: string, token: string) {
  return browser.post("/api/confirm-payment", { paymentIntentId, registrationToken: token });
}

describe("discount code uses are reserved when the order is made", () => {
  it("a maximum-1 code under 10 parallel checkouts: one order, one purchase, nine refused before any charge", async () => {
    await addCode(t, { code: "ONCE", discountPercent: 10, maxUses: 1 });
    const orders = await Promise.all(Array.from({ length: 10 }, () => orderWithCode("spark", "ONCE")));
    const made = orders.filter((o) => o.res.status === 200);
    expect(made).toHaveLength(1);
    for (const refused of orders.filter((o) => o.res.status !== 200)) {
      expect(refused.res.status).toBe(400);
      expect(refused.body.message).toBe("This code has reached its maximum number of uses.");
    }
    const [one] = made;
    if (!one) throw new Error("no order");
    await payCard(one.browser, one.body.clientSecret ?? "");
    expect((await confirm(one.browser, one.body.paymentIntentId, one.token)).status).toBe(200);
    expect(await t.db.select().from(purchases)).toHaveLength(1);
  });

  it("a maximum-3 code with 10 orders made, then paid: three purchases", async () => {
    await addCode(t, { code: "THREE", discountPercent: 10, maxUses: 3 });
    const orders = [];
    for (let i = 0; i < 10; i++) orders.push(await orderWithCode("spark", "THREE"));
    const made = orders.filter((o) => o.res.status === 200);
    expect(made).toHaveLength(3);
    for (const o of made) {
      await payCard(o.browser, o.body.clientSecret ?? "");
      expect((await confirm(o.browser, o.body.paymentIntentId, o.token)).status).toBe(200);
    }
    expect(await t.db.select().from(purchases)).toHaveLength(3);
  });

  it("a reservation is released when its order fails or outlives its lifetime", async () => {
    await addCode(t, { code: "SOLO", discountPercent: 10, maxUses: 1 });
    const first = await orderWithCode("spark", "SOLO");
    expect(first.res.status).toBe(200);
    expect((await orderWithCode("spark", "SOLO")).res.status).toBe(400);
    // The provider reports the payment failed (its webhook): the order fails and its use is free again.
    await markPaymentFailed(t.db, first.body.paymentIntentId);
    const second = await orderWithCode("spark", "SOLO");
    expect(second.res.status).toBe(200);
    // An abandoned order: after its lifetime its use is offered again.
    t.advance(ORDER_LIFETIME_MS + 1);
    expect((await orderWithCode("spark", "SOLO")).res.status).toBe(200);
  });
});

describe("an order whose basis changed is refused and refunded", () => {
  it("a code that expired 4 s before payment: not fulfilled, refunded in full, the buyer told why", async () => {
    const expiresAt = new Date(t.deps.now().getTime() + 60_000);
    await addCode(t, { code: "HALF", discountPercent: 50, expiresAt });
    const o = await orderWithCode("momentum", "HALF");
    expect(o.res.status).toBe(200);
    await payCard(o.browser, o.body.clientSecret ?? "");
    t.advance(64_000);
    const res = await confirm(o.browser, o.body.paymentIntentId, o.token);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toContain(REFUSED_CODE_EXPIRED);
    // The same answer again, and nothing granted.
    expect((await confirm(o.browser, o.body.paymentIntentId, o.token)).status).toBe(409);
    expect(await t.db.select().from(purchases)).toHaveLength(0);
    expect(await t.db.select().from(testPaymentRefunds)).toEqual([expect.objectContaining({ amountCents: 4450 })]);
    const mails = await t.db.select().from(mailOutbox);
    expect(mails.some((m) => m.subject.includes("refunded") && m.text.includes(REFUSED_CODE_EXPIRED))).toBe(true);
    // The admin sees it in the list, with the reason, and in the audit log.
    const list = (await (await asAdmin.get("/api/admin/orders?status=refused")).json()) as {
      items: { refusedReason: string }[];
    };
    expect(list.items.map((i) => i.refusedReason)).toEqual([REFUSED_CODE_EXPIRED]);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, "order.refused"))).toHaveLength(1);
  });

  it("a stale upgrade: the Sampler it started from was refunded, so the $30 order is refused, not Domination", async () => {
    const { browser, person } = await buyAsNewVisitor(t, "sampler");
    const intent = await createIntent(browser, { plan: "domination", isUpgrade: true, fromPlan: "sampler" });
    expect(intent.amountCents).toBe(3000);
    const [sampler] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.status, "succeeded"));
    const refund = await asAdmin.post(`/api/admin/orders/${sampler?.id}/refund`, { idempotencyKey: refundKey() });
    expect(refund.status).toBe(200);
    await payCard(browser, intent.clientSecret ?? "");
    const res = await browser.post("/api/confirm-payment", { paymentIntentId: intent.paymentIntentId });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toContain(REFUSED_TIER_CHANGED);
    const [member] = await t.db.select().from(users).where(eq(users.email, person.email));
    expect(member?.accessLevel).toBe("none");
    expect(await t.db.select().from(purchases).where(eq(purchases.productType, "domination"))).toHaveLength(0);
    const refunds = await t.db.select().from(testPaymentRefunds);
    expect(refunds.map((r) => r.amountCents).sort()).toEqual([3000, 6900]);
  });
});
