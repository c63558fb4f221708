// Access follows money on the Worker (D1): the entitlement rule, the order's basis re-checked in the
// fulfilment batch (discount code uses and expiry, the tier an upgrade starts from) and the
// checkout's single sign-in, through worker.ts's own composition.

import { REFUSED_CODE_EXPIRED, REFUSED_TIER_CHANGED } from "@realty/contracts/payments";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { discountCodes, paymentOrders, purchases, testPaymentRefunds, users } from "../db/schema.ts";
import { buyer, createIntent, payCard, prepare } from "../testing/checkout-client.ts";
import { browserAs } from "./fixtures.ts";
import { client, type WorkerBrowser, workerDb } from "./worker-client.ts";

const key = () => `workerd${crypto.randomUUID().replaceAll("-", "")}`;

async function newBuyer(plan: "sampler" | "momentum", discountCode: string | null = null) {
  const browser = client();
  const { person, token } = await prepare(browser, plan, buyer());
  const res = await browser.post("/api/create-payment-intent", {
    ...person,
    registrationToken: token,
    plan,
    isUpgrade: false,
    discountCode,
  });
  const intent = (await res.json()) as { paymentIntentId: string; clientSecret: string | null; message?: string };
  return { browser, person, token, res, intent };
}

async function confirm(browser: WorkerBrowser, paymentIntentId: string, registrationToken?: string) {
  return browser.post("/api/confirm-payment", { paymentIntentId, ...(registrationToken ? { registrationToken } : {}) });
}

async function orderId(paymentIntentId: string): Promise<number> {
  const [order] = await workerDb().select().from(paymentOrders).where(eq(paymentOrders.paymentIntentId, paymentIntentId));
  return order?.id ?? 0;
}

/** A Sampler buyer who upgraded to Domination: both orders' ids and the e-mail. */
async function samplerThenDomination() {
  const b = await newBuyer("sampler");
  await payCard(b.browser, b.intent.clientSecret ?? "");
  expect((await confirm(b.browser, b.intent.paymentIntentId, b.token)).status).toBe(200);
  const up = await createIntent(b.browser, { plan: "domination", isUpgrade: true, fromPlan: "sampler" });
  await payCard(b.browser, up.clientSecret ?? "");
  expect((await confirm(b.browser, up.paymentIntentId)).status).toBe(200);
  return { ...b, sampler: await orderId(b.intent.paymentIntentId), upgrade: await orderId(up.paymentIntentId) };
}

async function levelOf(email: string) {
  const [row] = await workerDb().select().from(users).where(eq(users.email, email));
  return row?.accessLevel;
}

describe("access follows money on D1", () => {
  it("refunding a purchase and its upgrade ends at no access, in either order", async () => {
    const { browser: admin } = await browserAs("none", "admin");
    for (const order of [
      ["sampler", "upgrade"],
      ["upgrade", "sampler"],
    ] as const) {
      const m = await samplerThenDomination();
      for (const which of order) {
        const res = await admin.post(`/api/admin/orders/${m[which]}/refund`, { idempotencyKey: key() });
        expect(res.status).toBe(200);
      }
      expect(await levelOf(m.person.email)).toBe("none");
    }
  });

  it("a code that expired before payment: refused and refunded in full", async () => {
    const code = `EXP${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
    await workerDb().insert(discountCodes).values({ name: "Expiring", code, discountPercent: 50 });
    const b = await newBuyer("momentum", code);
    expect(b.res.status).toBe(200);
    await payCard(b.browser, b.intent.clientSecret ?? "");
    await workerDb()
      .update(discountCodes)
      .set({ expiresAt: new Date(Date.now() - 4_000) })
      .where(eq(discountCodes.code, code));
    const res = await confirm(b.browser, b.intent.paymentIntentId, b.token);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toContain(REFUSED_CODE_EXPIRED);
    expect(await workerDb().select().from(purchases).where(eq(purchases.paymentIntentId, b.intent.paymentIntentId))).toHaveLength(
      0,
    );
    const refunds = await workerDb()
      .select()
      .from(testPaymentRefunds)
      .where(eq(testPaymentRefunds.intentId, b.intent.paymentIntentId));
    expect(refunds.map((r) => r.amountCents)).toEqual([4450]);
  });

  it("a maximum-1 code under 10 parallel checkouts: exactly one order is made", async () => {
    const code = `ONE${crypto.randomUUID().slice(0, 6).toUpperCase()}`;
    await workerDb().insert(discountCodes).values({ name: "Once", code, discountPercent: 10, maxUses: 1 });
    // Signed-in members without a plan, so the test spends no sign-up budget of this address.
    const members = await Promise.all(Array.from({ length: 10 }, () => browserAs("none")));
    const tries = await Promise.all(
      members.map(({ browser }) =>
        browser.post("/api/create-payment-intent", { plan: "sampler", isUpgrade: false, discountCode: code }),
      ),
    );
    expect(tries.filter((r) => r.status === 200)).toHaveLength(1);
    expect(tries.filter((r) => r.status === 400)).toHaveLength(9);
  });

  it("a stale upgrade is refused: its Sampler was refunded before it was paid", async () => {
    const { browser: admin } = await browserAs("none", "admin");
    const b = await newBuyer("sampler");
    await payCard(b.browser, b.intent.clientSecret ?? "");
    expect((await confirm(b.browser, b.intent.paymentIntentId, b.token)).status).toBe(200);
    const up = await createIntent(b.browser, { plan: "domination", isUpgrade: true, fromPlan: "sampler" });
    const sampler = await orderId(b.intent.paymentIntentId);
    expect((await admin.post(`/api/admin/orders/${sampler}/refund`, { idempotencyKey: key() })).status).toBe(200);
    await payCard(b.browser, up.clientSecret ?? "");
    const res = await confirm(b.browser, up.paymentIntentId);
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toContain(REFUSED_TIER_CHANGED);
    expect(await levelOf(b.person.email)).toBe("none");
  });

  it("a replayed registration token is refused with 401", async () => {
    const b = await newBuyer("sampler");
    await payCard(b.browser, b.intent.clientSecret ?? "");
    expect((await confirm(b.browser, b.intent.paymentIntentId, b.token)).status).toBe(200);
    const replay = await confirm(client(), b.intent.paymentIntentId, b.token);
    expect(replay.status).toBe(401);
  });
});
