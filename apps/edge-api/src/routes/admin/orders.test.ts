// Orders and refunds through the admin with the built-in test-mode provider.
import type { AdminStats } from "@realty/contracts/admin";
import type { AdminOrder, AdminOrderDetail, Paged } from "@realty/contracts/admin-business";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  auditLog,
  brandProfiles,
  guaranteeClaims,
  leads,
  mailOutbox,
  paymentOrders,
  pendingRegistrations,
  purchaseRefunds,
  purchases,
  socialConnections,
  testPaymentRefunds,
  users,
} from "../../db/schema.ts";
import { adminFixtureEachTest } from "../../testing/admin-each-test.ts";
import { refundKey, samplerThenDomination } from "../../testing/orders-testing.ts";

const f = adminFixtureEachTest();

async function orders(query: string) {
  const res = await f.asAdmin.get(`/api/admin/orders${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Paged<AdminOrder>;
}

function refund(orderId: number, body: Record<string, unknown>) {
  return f.asAdmin.post(`/api/admin/orders/${orderId}/refund`, body);
}

async function levelOf(email: string) {
  const [row] = await f.t.db.select().from(users).where(eq(users.email, email));
  return row?.accessLevel;
}

describe("admin orders list and view", () => {
  it("finds an order by payment reference, e-mail, name and plan, pages, and shows the full order", async () => {
    const bought = await samplerThenDomination(f.t);
    const all = await orders("?pageSize=1");
    expect(all.total).toBe(2);
    expect(all.items).toHaveLength(1);
    const byRef = await orders(`?q=${bought.upgradeIntent.paymentIntentId.toUpperCase()}`);
    expect(byRef.items.map((o) => o.id)).toEqual([bought.upgradeOrderId]);
    expect((await orders(`?q=${encodeURIComponent(bought.person.email)}`)).total).toBe(2);
    expect((await orders("?q=dana%20realtor&plan=sampler")).items.map((o) => o.plan)).toEqual(["sampler"]);
    expect((await orders("?status=refunded")).total).toBe(0);
    expect((await orders("?from=2026-01-15&to=2026-01-15")).total).toBe(2);
    expect((await orders("?to=2026-01-14")).total).toBe(0);

    const detail = (await (await f.asAdmin.get(`/api/admin/orders/${bought.upgradeOrderId}`)).json()) as AdminOrderDetail;
    expect(detail).toMatchObject({
      plan: "domination",
      fromTier: "sampler",
      amountCents: 3000,
      paymentReference: bought.upgradeIntent.paymentIntentId,
      provider: "test",
      providerStatus: "succeeded",
      status: "paid",
      buyerEmail: bought.person.email,
      refunds: [],
    });
    expect(detail.listPriceCents).toBeGreaterThan(3000);
    expect(detail.receipt?.sentTo).toBe(bought.person.email);
  });

  it("refuses bad filters with a 400 and members with a 403", async () => {
    expect((await f.asAdmin.get("/api/admin/orders?status=lost")).status).toBe(400);
    expect((await f.asAdmin.get("/api/admin/orders?from=15-01-2026")).status).toBe(400);
    expect((await f.asAdmin.get("/api/admin/orders?pageSize=1000")).status).toBe(400);
    expect((await f.asMember.get("/api/admin/orders")).status).toBe(403);
    expect((await f.asMember.post("/api/admin/orders/1/refund", { idempotencyKey: refundKey() })).status).toBe(403);
  });
});

describe("admin refunds (test mode)", () => {
  it("a full refund of the upgrade puts the member back on Sampler, e-mails, audits, and shows in stats", async () => {
    const bought = await samplerThenDomination(f.t);
    expect(await levelOf(bought.person.email)).toBe("domination");
    const res = await refund(bought.upgradeOrderId, { idempotencyKey: refundKey(), reason: "Changed mind" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { order: AdminOrderDetail };
    expect(body.order).toMatchObject({ status: "refunded", refundedCents: 3000 });
    expect(body.order.refunds).toMatchObject([
      { amountCents: 3000, tierBefore: "domination", tierAfter: "sampler", source: "admin" },
    ]);
    expect(await levelOf(bought.person.email)).toBe("sampler");
    expect(await f.t.db.select().from(testPaymentRefunds)).toHaveLength(1);
    const mails = await f.t.db.select().from(mailOutbox).where(eq(mailOutbox.to, bought.person.email));
    expect(mails.filter((m) => m.subject.includes("refund"))).toHaveLength(1);
    const audits = await f.t.db.select().from(auditLog).where(eq(auditLog.action, "purchase.refund"));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toMatchObject({ amountCents: 3000, from: "domination", to: "sampler", source: "admin" });
    const stats = (await (await f.asAdmin.get("/api/admin/stats")).json()) as AdminStats;
    expect(stats).toMatchObject({ grossRevenue: 9900, refundedRevenue: 3000, totalRevenue: 6900, totalPurchases: 2 });
  });

  it("a partial refund keeps the tier; the rest can follow; more than is left is refused and changes nothing", async () => {
    const bought = await samplerThenDomination(f.t);
    expect((await refund(bought.samplerOrderId, { idempotencyKey: refundKey(), amountCents: 1000 })).status).toBe(200);
    expect(await levelOf(bought.person.email)).toBe("domination");
    const tooMuch = await refund(bought.samplerOrderId, { idempotencyKey: refundKey(), amountCents: 6000 });
    expect(tooMuch.status).toBe(400);
    expect(((await tooMuch.json()) as { message: string }).message).toBe("You can refund at most $59.00 on this order.");
    expect((await refund(bought.samplerOrderId, { idempotencyKey: refundKey(), amountCents: 0 })).status).toBe(400);
    expect((await refund(bought.samplerOrderId, { idempotencyKey: "bad key!" })).status).toBe(400);
    // The rest of the Sampler order: the Domination upgrade stood on it, so nothing is left.
    expect((await refund(bought.samplerOrderId, { idempotencyKey: refundKey() })).status).toBe(200);
    expect(await levelOf(bought.person.email)).toBe("none");
    const [row] = await f.t.db.select().from(purchases).where(eq(purchases.productType, "sampler"));
    expect(row?.refundedCents).toBe(6900);
    const nothingLeft = await refund(bought.samplerOrderId, { idempotencyKey: refundKey() });
    expect(nothingLeft.status).toBe(400);
    expect(await f.t.db.select().from(purchaseRefunds)).toHaveLength(2);
  });

  it("a double click (same key, raced and replayed) refunds once and changes the tier once", async () => {
    const bought = await samplerThenDomination(f.t);
    const key = refundKey();
    const answers = await Promise.all([1, 2, 3].map(() => refund(bought.upgradeOrderId, { idempotencyKey: key })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await refund(bought.upgradeOrderId, { idempotencyKey: key })).status).toBe(200);
    expect(await f.t.db.select().from(purchaseRefunds)).toHaveLength(1);
    expect(await f.t.db.select().from(testPaymentRefunds)).toHaveLength(1);
    expect(await f.t.db.select().from(auditLog).where(eq(auditLog.action, "purchase.refund"))).toHaveLength(1);
    const mails = await f.t.db.select().from(mailOutbox).where(eq(mailOutbox.to, bought.person.email));
    expect(mails.filter((m) => m.subject.includes("refund"))).toHaveLength(1);
    expect(await levelOf(bought.person.email)).toBe("sampler");
  });

  it("two admins refunding the whole order at once with different keys: one refund", async () => {
    const bought = await samplerThenDomination(f.t);
    const answers = await Promise.all(
      [refundKey(), refundKey()].map((k) => refund(bought.upgradeOrderId, { idempotencyKey: k })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await f.t.db.select().from(purchaseRefunds)).toHaveLength(1);
    expect(await f.t.db.select().from(testPaymentRefunds)).toHaveLength(1);
  });
});

describe("deleting a member keeps money history", () => {
  it("revenue and purchase counts do not change; the orders show an anonymised buyer", async () => {
    const bought = await samplerThenDomination(f.t);
    const before = (await (await f.asAdmin.get("/api/admin/stats")).json()) as AdminStats;
    const [member] = await f.t.db.select().from(users).where(eq(users.email, bought.person.email));
    expect((await f.asAdmin.del(`/api/admin/users/${member?.id}`)).status).toBe(200);
    const after = (await (await f.asAdmin.get("/api/admin/stats")).json()) as AdminStats;
    expect(after.totalRevenue).toBe(before.totalRevenue);
    expect(after.totalPurchases).toBe(before.totalPurchases);
    expect(after.totalUsers).toBe(before.totalUsers - 1);
    const list = await orders("");
    expect(list.items.map((o) => [o.buyerName, o.buyerEmail, o.userId])).toEqual([
      ["Deleted member", null, null],
      ["Deleted member", null, null],
    ]);
    expect((await orders(`?q=${encodeURIComponent(bought.person.email)}`)).total).toBe(0);
    // The money can still be refunded after the account is gone.
    expect((await refund(bought.upgradeOrderId, { idempotencyKey: refundKey() })).status).toBe(200);
  });

  it("personal data and content go: leads, brand profile, connections, registrations, claims", async () => {
    const bought = await samplerThenDomination(f.t);
    const [member] = await f.t.db.select().from(users).where(eq(users.email, bought.person.email));
    if (!member) throw new Error("no member");
    const userId = member.id;
    await f.t.db
      .insert(leads)
      .values({ userId, itemType: "script", itemId: 1, itemTitle: "T", name: "Lead Person", consentText: "ok" });
    await f.t.db.insert(brandProfiles).values({ userId, displayName: "Morgan Realty" });
    await f.t.db.insert(socialConnections).values({ userId, platform: "facebook" });
    await f.t.db.insert(guaranteeClaims).values({ userId, evidence: {} });
    expect((await f.asAdmin.del(`/api/admin/users/${userId}`)).status).toBe(200);
    for (const table of [leads, brandProfiles, socialConnections, guaranteeClaims, pendingRegistrations]) {
      expect(await f.t.db.select().from(table)).toEqual([]);
    }
    // Nothing in the orders still names the person.
    const stored =
      JSON.stringify(await f.t.db.select().from(paymentOrders)) + JSON.stringify(await f.t.db.select().from(purchases));
    expect(stored).not.toContain(bought.person.email);
    expect(stored).not.toContain("Realtor");
    const ownAudit = await f.t.db.select().from(auditLog).where(eq(auditLog.action, "purchase.fulfilled"));
    expect(ownAudit.map((a) => a.actorEmail)).toEqual([`deleted member #${userId}`, `deleted member #${userId}`]);
  });
});
