import type { AnalyticsSummary } from "@realty/contracts/admin";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { leads, purchases, scriptCustomizations, scripts } from "../../db/schema.ts";
import { type AdminFixture, adminFixture, insertUser } from "../../testing/admin-testing.ts";

let f: AdminFixture;
beforeEach(async () => {
  f = await adminFixture({ now: new Date("2026-03-10T15:00:00Z") });
});
afterEach(() => f.t.cleanup());

const DAY = 24 * 60 * 60_000;

async function buy(
  userId: number,
  productType: string,
  amountCents: number,
  daysAgo: number,
  fromTier: string | null = null,
  refundedCents = 0,
) {
  await f.t.db.insert(purchases).values({
    refundedCents,
    userId,
    productType,
    fromTier,
    amountCents,
    paymentIntentId: `pi_${Math.random()}`,
    provider: "test",
    createdAt: new Date(f.t.deps.now().getTime() - daysAgo * DAY),
  });
}

describe("admin stats", () => {
  it("counts users, scripts, revenue in cents and purchases", async () => {
    await f.t.db.insert(scripts).values([
      { title: "A", content: "a", category: "buyer" },
      { title: "B", content: "b", category: "seller" },
    ]);
    await buy(f.member.id, "sampler", 6900, 1);
    await buy(f.member.id, "spark", 1000, 0, "sampler");
    expect(await (await f.asAdmin.get("/api/admin/stats")).json()).toEqual({
      totalUsers: 2,
      totalScripts: 2,
      totalRevenue: 7900,
      totalPurchases: 2,
      grossRevenue: 7900,
      refundedRevenue: 0,
    });
  });
});

describe("admin analytics", () => {
  it("reports sales by tier and by day, upgrades, traffic and the top scripts", async () => {
    const other = await insertUser(f.t, { email: "o@example.com" });
    await buy(f.member.id, "sampler", 6900, 3);
    await buy(f.member.id, "momentum", 2000, 1, "sampler");
    await buy(other.id, "momentum", 8900, 1, null, 3000); // partly refunded
    await buy(other.id, "domination", 9900, 40); // outside a 30-day window

    const [s1, s2] = await f.t.db
      .insert(scripts)
      .values([
        { title: "Most customized", content: "a", category: "buyer" },
        { title: "Most shared", content: "b", category: "seller" },
      ])
      .returning();
    if (!s1 || !s2) throw new Error("no scripts");
    await f.t.db.insert(scriptCustomizations).values([
      { userId: f.member.id, scriptId: s1.id, content: "x", updatedAt: f.t.deps.now() },
      { userId: other.id, scriptId: s1.id, content: "y", updatedAt: f.t.deps.now() },
      { userId: other.id, scriptId: s2.id, content: "z", updatedAt: f.t.deps.now() },
    ]);
    const send = (event: string, data: Record<string, unknown>) => f.anonymous.post("/api/analytics", { event, data });
    await send("page_view", { page: "home" });
    await send("page_view", { page: "home" });
    await send("page_view", { page: "pricing" });
    await send("cta_click", { location: "hero" });
    for (let i = 0; i < 3; i++) await send("script_share", { scriptId: s2.id, platform: "facebook" });
    await send("script_share", { scriptId: s1.id, platform: "x" });
    await send("script_view", { scriptId: s1.id });
    await send("share_visit", { type: "script", id: s2.id });
    await send("share_visit", { type: "video", id: s2.id });
    // Leads are lead-form submissions: two in the window, one before it; share visits are not leads.
    const lead = (daysAgo: number) => ({
      userId: f.member.id,
      itemType: "script" as const,
      itemId: s2.id,
      itemTitle: "Most shared",
      name: "Visitor",
      email: "v@example.com",
      consentText: "I agree to be contacted.",
      createdAt: new Date(f.t.deps.now().getTime() - daysAgo * DAY),
    });
    await f.t.db.insert(leads).values([lead(0), lead(2), lead(45)]);

    const res = await f.asAdmin.get("/api/admin/analytics?days=30");
    expect(res.status).toBe(200);
    const a = (await res.json()) as AnalyticsSummary;
    expect(a.days).toBe(30);
    expect(a.revenueByTier).toEqual(
      expect.arrayContaining([
        { tier: "sampler", revenue: 6900, netRevenue: 6900, purchases: 1 },
        { tier: "momentum", revenue: 10900, netRevenue: 7900, purchases: 2 },
      ]),
    );
    expect(a.revenueByTier).toHaveLength(2);
    expect(a.overTime).toHaveLength(30);
    expect(a.overTime.at(-1)).toEqual({ date: "2026-03-10", revenue: 0, netRevenue: 0, purchases: 0 });
    expect(a.overTime.find((d) => d.date === "2026-03-09")).toEqual({
      date: "2026-03-09",
      revenue: 10900,
      netRevenue: 7900,
      purchases: 2,
    });
    expect(a.overTime.find((d) => d.date === "2026-03-07")).toEqual({
      date: "2026-03-07",
      revenue: 6900,
      netRevenue: 6900,
      purchases: 1,
    });
    expect(a.upgrades).toEqual({ count: 1, revenue: 2000, paths: [{ from: "sampler", to: "momentum", count: 1 }] });
    expect(a.pageViews).toEqual({
      total: 3,
      byPage: [
        { page: "home", count: 2 },
        { page: "pricing", count: 1 },
      ],
    });
    expect(a.ctaClicks).toEqual({ total: 1, byLocation: [{ location: "hero", count: 1 }] });
    expect(a.scriptViews).toBe(1);
    expect(a.leads).toBe(2);
    expect(a.mostCustomized).toEqual([
      { scriptId: s1.id, title: "Most customized", count: 2 },
      { scriptId: s2.id, title: "Most shared", count: 1 },
    ]);
    expect(a.mostShared).toEqual([
      { scriptId: s2.id, title: "Most shared", count: 3 },
      { scriptId: s1.id, title: "Most customized", count: 1 },
    ]);

    const year = (await (await f.asAdmin.get("/api/admin/analytics?days=365")).json()) as AnalyticsSummary;
    expect(year.revenueByTier.find((r) => r.tier === "domination")).toEqual({
      tier: "domination",
      revenue: 9900,
      netRevenue: 9900,
      purchases: 1,
    });
    expect(year.leads).toBe(3);
  });

  it("refuses a window outside 1-366 days", async () => {
    expect((await f.asAdmin.get("/api/admin/analytics?days=0")).status).toBe(400);
    expect((await f.asAdmin.get("/api/admin/analytics?days=abc")).status).toBe(400);
  });
});

describe("audit log", () => {
  it("lists admin actions newest first, paged by id", async () => {
    for (const name of ["One", "Two", "Three"]) {
      await f.asAdmin.post("/api/admin/discount-codes", { name, code: name });
      f.t.advance(1000);
    }
    const page = (await (await f.asAdmin.get("/api/admin/audit-log?limit=2")).json()) as {
      id: number;
      details: { name: string };
    }[];
    expect(page.map((e) => e.details.name)).toEqual(["Three", "Two"]);
    const next = (await (await f.asAdmin.get(`/api/admin/audit-log?limit=2&before=${page[1]?.id}`)).json()) as {
      actorEmail: string;
      action: string;
      createdAt: string;
    }[];
    expect(next).toEqual([
      expect.objectContaining({
        actorEmail: "boss@example.com",
        action: "discount_code.create",
        createdAt: "2026-03-10T15:00:00.000Z",
      }),
    ]);
  });
});
