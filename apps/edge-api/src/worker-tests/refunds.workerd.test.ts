// Refunds on the Worker (D1): a refund is one guarded batch of raw statements with parameters,
// which D1 must accept; a double click refunds once; deleting the buyer keeps the money history.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, paymentOrders, purchaseRefunds, purchases, users } from "../db/schema.ts";
import { buyer, createIntent, payCard, prepare } from "../testing/checkout-client.ts";
import { browserAs } from "./fixtures.ts";
import { client, workerDb } from "./worker-client.ts";

/** A new visitor buys Spark with a test card; returns the order and the buyer's e-mail. */
async function paidOrder() {
  const browser = client();
  const { person, token } = await prepare(browser, "spark", buyer());
  const intent = await createIntent(browser, {
    ...person,
    registrationToken: token,
    plan: "spark",
    isUpgrade: false,
    discountCode: null,
  });
  expect((await payCard(browser, intent.clientSecret ?? "")).status).toBe(200);
  const confirm = await browser.post("/api/confirm-payment", {
    paymentIntentId: intent.paymentIntentId,
    userId: null,
    registrationToken: token,
  });
  expect(confirm.status).toBe(200);
  const [order] = await workerDb().select().from(paymentOrders).where(eq(paymentOrders.paymentIntentId, intent.paymentIntentId));
  if (!order) throw new Error("no order");
  return { order, email: person.email };
}

describe("refunds on the Worker (D1)", () => {
  it("a double click refunds once: one refund row, one audit row, the member back to no access", async () => {
    const { order, email } = await paidOrder();
    const { browser: admin } = await browserAs("none", "admin");
    const body = { idempotencyKey: `workerd${crypto.randomUUID().replaceAll("-", "")}`, reason: "Double click" };
    const answers = await Promise.all([1, 2].map(() => admin.post(`/api/admin/orders/${order.id}/refund`, body)));
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const db = workerDb();
    const [purchase] = await db.select().from(purchases).where(eq(purchases.paymentIntentId, order.paymentIntentId));
    expect(purchase?.refundedCents).toBe(purchase?.amountCents);
    expect(
      await db
        .select()
        .from(purchaseRefunds)
        .where(eq(purchaseRefunds.purchaseId, purchase?.id ?? 0)),
    ).toHaveLength(1);
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, "purchase.refund"));
    expect(audits.filter((a) => a.targetId === String(purchase?.id))).toHaveLength(1);
    const [member] = await db.select().from(users).where(eq(users.email, email));
    expect(member?.accessLevel).toBe("none");
  });

  it("deleting the buyer keeps the order and its revenue, anonymised", async () => {
    const { order, email } = await paidOrder();
    const { browser: admin } = await browserAs("none", "admin");
    const before = (await (await admin.get("/api/admin/stats")).json()) as { totalRevenue: number; totalPurchases: number };
    const [member] = await workerDb().select().from(users).where(eq(users.email, email));
    expect((await admin.del(`/api/admin/users/${member?.id}`)).status).toBe(200);
    const after = (await (await admin.get("/api/admin/stats")).json()) as { totalRevenue: number; totalPurchases: number };
    expect(after).toMatchObject({ totalRevenue: before.totalRevenue, totalPurchases: before.totalPurchases });
    const [kept] = await workerDb().select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
    expect(kept).toMatchObject({ userId: null, buyerAnonymisedAt: expect.any(Date) });
  });
});
