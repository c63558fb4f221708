// The owner's tools: the orders CSV (the list's own filters), "resend receipt", and the customer
// view (orders, refunds, lifetime value, leads, last sign-in) linked both ways with the orders.
import type { AdminCustomer, AdminOrder, Paged } from "@realty/contracts/admin-business";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, mailOutbox, paymentOrders, users } from "../../db/schema.ts";
import { NO_RECEIPT } from "../../services/admin/resend-receipt.ts";
import { adminFixtureEachTest } from "../../testing/admin-each-test.ts";
import { createIntent, prepare } from "../../testing/checkout-client.ts";
import { refundKey, samplerThenDomination } from "../../testing/orders-testing.ts";

const f = adminFixtureEachTest();

describe("the owner's tools", () => {
  it("exports the orders the list shows, with the same filters, as CSV; members are refused", async () => {
    const bought = await samplerThenDomination(f.t);
    const all = await f.asAdmin.get("/api/admin/orders.csv");
    expect(all.status).toBe(200);
    expect(all.headers.get("content-type")).toContain("text/csv");
    const lines = (await all.text()).trim().split("\r\n");
    expect(lines[0]).toBe(
      "id,created_at,status,plan,from_tier,amount_usd,refunded_usd,discount_code,discount_percent,buyer_name,buyer_email,payment_reference,provider,refused_reason",
    );
    expect(lines).toHaveLength(3);
    const listed = (await (await f.asAdmin.get("/api/admin/orders?plan=domination")).json()) as Paged<AdminOrder>;
    const filtered = (await (await f.asAdmin.get("/api/admin/orders.csv?plan=domination")).text()).trim().split("\r\n");
    expect(filtered.slice(1).map((l) => Number(l.split(",")[0]))).toEqual(listed.items.map((o) => o.id));
    expect(filtered[1]).toContain(`,30.00,0.00,`);
    expect(filtered[1]).toContain(bought.person.email);
    expect((await f.asAdmin.get("/api/admin/orders.csv?status=gold")).status).toBe(400);
    expect((await f.asMember.get("/api/admin/orders.csv")).status).toBe(403);
  });

  it("resends a paid order's receipt to the buyer, with an audit row; an unpaid order has none", async () => {
    const bought = await samplerThenDomination(f.t);
    const res = await f.asAdmin.post(`/api/admin/orders/${bought.upgradeOrderId}/resend-receipt`, {});
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: `Receipt sent to ${bought.person.email}` });
    const receipts = (await f.t.db.select().from(mailOutbox).where(eq(mailOutbox.to, bought.person.email))).filter((m) =>
      m.subject.includes("receipt"),
    );
    expect(receipts).toHaveLength(3);
    expect(await f.t.db.select().from(auditLog).where(eq(auditLog.action, "order.receipt_resent"))).toHaveLength(1);
    const visitor = f.t.client();
    const { person, token } = await prepare(visitor, "spark");
    const open = await createIntent(visitor, { ...person, registrationToken: token, plan: "spark", isUpgrade: false });
    const [unpaid] = await f.t.db.select().from(paymentOrders).where(eq(paymentOrders.paymentIntentId, open.paymentIntentId));
    const none = await f.asAdmin.post(`/api/admin/orders/${unpaid?.id}/resend-receipt`, {});
    expect(none.status).toBe(400);
    expect(await none.json()).toEqual({ message: NO_RECEIPT });
    expect((await f.asAdmin.post("/api/admin/orders/99999/resend-receipt", {})).status).toBe(404);
  });

  it("shows a customer's orders, refunds, lifetime value, leads and last sign-in, and each order names them", async () => {
    const bought = await samplerThenDomination(f.t);
    await f.asAdmin.post(`/api/admin/orders/${bought.upgradeOrderId}/refund`, { idempotencyKey: refundKey(), amountCents: 1000 });
    const [member] = await f.t.db.select().from(users).where(eq(users.email, bought.person.email));
    const order = (await (await f.asAdmin.get(`/api/admin/orders/${bought.samplerOrderId}`)).json()) as AdminOrder;
    expect(order.userId).toBe(member?.id);
    const res = await f.asAdmin.get(`/api/admin/customers/${order.userId}`);
    expect(res.status).toBe(200);
    const customer = (await res.json()) as AdminCustomer;
    expect(customer).toMatchObject({
      email: bought.person.email,
      accessLevel: "domination",
      paidCents: 9900,
      refundedCents: 1000,
      lifetimeValueCents: 8900,
      leadsCount: 0,
      lastSignInAt: expect.any(String),
    });
    expect(customer.orders.map((o) => o.id).sort()).toEqual([bought.samplerOrderId, bought.upgradeOrderId].sort());
    expect(customer.refunds.map((r) => r.amountCents)).toEqual([1000]);
    expect((await f.asAdmin.get("/api/admin/customers/99999")).status).toBe(404);
    expect((await f.asMember.get(`/api/admin/customers/${order.userId}`)).status).toBe(403);
  });
});
