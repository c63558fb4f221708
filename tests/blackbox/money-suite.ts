// Access follows money, checked from outside over HTTP on every target: a refund cancels the queued
// post and closes the share page; a code's limit and expiry and an upgrade's tier are decided when
// the payment lands; a checkout token signs in once; refunds in either order end at no access.
import { expect, it } from "vitest";
import type { CookieClient } from "../../apps/edge-api/src/testing/cookie-client.ts";
import { walkOAuth } from "../../apps/edge-api/src/testing/social-kit.ts";
import { newOrder, payAtStripe, stripeRefunds } from "./stripe-checkout.ts";
import type { Target } from "./targets.ts";

interface Context {
  target: Target;
  browser: () => CookieClient;
  admin: () => Promise<CookieClient>;
  paidMember: (plan: string) => Promise<{ browser: CookieClient; paymentIntentId: string; registrationToken: string }>;
}

interface Order {
  id: number;
  status: string;
  refusedReason: string | null;
}

export function moneySuite(context: () => Context): void {
  async function orderOf(paymentIntentId: string): Promise<Order> {
    const res = await (await context().admin()).get(`/api/admin/orders?q=${paymentIntentId}`);
    const [order] = ((await res.json()) as { items: Order[] }).items;
    if (!order) throw new Error(`no order ${paymentIntentId}`);
    return order;
  }

  async function refund(paymentIntentId: string) {
    const { id } = await orderOf(paymentIntentId);
    const key = `bb${Math.random().toString(36).slice(2, 14)}`;
    const res = await (await context().admin()).post(`/api/admin/orders/${id}/refund`, { idempotencyKey: key });
    expect(res.status, await res.clone().text()).toBe(200);
  }

  async function upgrade(b: CookieClient, plan: string, fromPlan: string) {
    const res = await b.post("/api/create-payment-intent", { plan, isUpgrade: true, fromPlan });
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { paymentIntentId: string }).paymentIntentId;
  }

  async function level(b: CookieClient) {
    return ((await (await b.get("/api/user/access-level")).json()) as { accessLevel: string }).accessLevel;
  }

  async function addCode(values: Record<string, unknown>) {
    const code = `BB${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    const res = await (await context().admin()).post("/api/admin/discount-codes", { name: "Black box", code, ...values });
    expect(res.status, await res.clone().text()).toBeLessThan(300);
    return code;
  }

  it("a refund cancels the member's queued post and their share page answers 404", async () => {
    const { browser } = context();
    const m = await context().paidMember("sampler");
    expect((await walkOAuth(m.browser, "facebook")).callback.status).toBe(200);
    const queued = await m.browser.post("/api/social/schedule", {
      content: "Rates moved this week",
      platforms: ["facebook"],
      scheduledFor: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(queued.status, await queued.clone().text()).toBe(201);
    const scripts = (await (await m.browser.get("/api/scripts")).json()) as { id: number; hasAccess: boolean }[];
    const open = scripts.find((s) => s.hasAccess);
    const link = (await (await m.browser.get(`/api/share-links?type=script&id=${open?.id}`)).json()) as { url: string };
    const page = new URL(link.url);
    const visitor = browser();
    expect((await visitor.get(`${page.pathname}${page.search}`)).status).toBe(200);

    await refund(m.paymentIntentId);
    const posts = (await (await m.browser.get("/api/social/posts")).json()) as { status: string; content: string }[];
    expect(posts.find((p) => p.content === "Rates moved this week")?.status).toBe("cancelled");
    expect((await visitor.get(`${page.pathname}${page.search}`)).status).toBe(404);
  });

  it("a maximum-1 code under 10 parallel checkouts: exactly one purchase, nine refused before any charge", async () => {
    const { target, browser } = context();
    const code = await addCode({ discountPercent: 10, maxUses: 1 });
    const tries = await Promise.all(Array.from({ length: 10 }, () => newOrder(browser(), "sampler", code)));
    const made = tries.filter((t) => t.created.status === 200);
    expect(made).toHaveLength(1);
    expect(tries.filter((t) => t.created.status === 400)).toHaveLength(9);
    const [one] = made;
    if (!one) throw new Error("no order");
    const { paymentIntentId } = (await one.created.json()) as { paymentIntentId: string };
    await payAtStripe(target, paymentIntentId);
    const b = browser();
    expect((await b.post("/api/confirm-payment", { paymentIntentId, registrationToken: one.registrationToken })).status).toBe(
      200,
    );
    expect((await orderOf(paymentIntentId)).status).toBe("paid");
  });

  it("a code that expired before payment: not fulfilled, refunded in full", async () => {
    const { target, browser } = context();
    const expiresAt = new Date(Date.now() + 5_000);
    const code = await addCode({ discountPercent: 50, expiresAt: expiresAt.toISOString() });
    const b = browser();
    const order = await newOrder(b, "momentum", code);
    expect(order.created.status, await order.created.clone().text()).toBe(200);
    const { paymentIntentId } = (await order.created.json()) as { paymentIntentId: string };
    await payAtStripe(target, paymentIntentId);
    // The buyer is slow: the code's expiry passes while the card form is open.
    while (Date.now() <= expiresAt.getTime() + 500) await new Promise((r) => setTimeout(r, 250));
    const res = await b.post("/api/confirm-payment", { paymentIntentId, registrationToken: order.registrationToken });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toContain("expired");
    expect(await orderOf(paymentIntentId)).toMatchObject({ status: "refused" });
    expect(await stripeRefunds(target, paymentIntentId)).toEqual([4450]);
  });

  it("a stale upgrade (its Sampler refunded before it was paid) is not fulfilled and is refunded", async () => {
    const { target } = context();
    const m = await context().paidMember("sampler");
    const upgradeId = await upgrade(m.browser, "domination", "sampler");
    await refund(m.paymentIntentId);
    await payAtStripe(target, upgradeId);
    const res = await m.browser.post("/api/confirm-payment", { paymentIntentId: upgradeId });
    expect(res.status).toBe(409);
    expect(await level(m.browser)).toBe("none");
    expect(await stripeRefunds(target, upgradeId)).toEqual([3000]);
  });

  it("a replayed registration token is refused with 401", async () => {
    const { browser } = context();
    const m = await context().paidMember("sampler");
    const stranger = browser();
    const res = await stranger.post("/api/confirm-payment", {
      paymentIntentId: m.paymentIntentId,
      registrationToken: m.registrationToken,
    });
    expect(res.status).toBe(401);
    expect((await stranger.get("/api/auth/user")).status).toBe(401);
  });

  it("refunding a purchase and its upgrade ends at no access, in either order", async () => {
    const { target } = context();
    for (const first of ["purchase", "upgrade"] as const) {
      const m = await context().paidMember("sampler");
      const upgradeId = await upgrade(m.browser, "domination", "sampler");
      await payAtStripe(target, upgradeId);
      expect((await m.browser.post("/api/confirm-payment", { paymentIntentId: upgradeId })).status).toBe(200);
      expect(await level(m.browser)).toBe("domination");
      const order = first === "purchase" ? [m.paymentIntentId, upgradeId] : [upgradeId, m.paymentIntentId];
      for (const id of order) await refund(id);
      expect(await level(m.browser)).toBe("none");
    }
  });
}
