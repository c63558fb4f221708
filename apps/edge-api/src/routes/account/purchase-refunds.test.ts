// The member sees a refund: purchase history marks refunded and partially refunded orders with the
// amounts and dates, as the admin recorded them.
import type { PurchaseRecord } from "@realty/contracts/account";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { adminFixture } from "../../testing/admin-testing.ts";
import { refundKey, samplerThenDomination } from "../../testing/orders-testing.ts";
import type { TestApp } from "../../testing/test-app.ts";

let t: TestApp;
let asAdmin: Awaited<ReturnType<typeof adminFixture>>["asAdmin"];
beforeEach(async () => {
  const f = await adminFixture();
  t = f.t;
  asAdmin = f.asAdmin;
});
afterEach(() => t.cleanup());

describe("GET /api/user/purchases after refunds", () => {
  it("marks a full and a partial refund with amounts and dates", async () => {
    const bought = await samplerThenDomination(t);
    t.advance(3_600_000);
    const refund = (orderId: number, amountCents?: number) =>
      asAdmin.post(`/api/admin/orders/${orderId}/refund`, { idempotencyKey: refundKey(), amountCents });
    expect((await refund(bought.upgradeOrderId)).status).toBe(200);
    expect((await refund(bought.samplerOrderId, 900)).status).toBe(200);
    const list = (await (await bought.browser.get("/api/user/purchases")).json()) as PurchaseRecord[];
    const when = new Date(t.deps.now()).toISOString();
    expect(list.map((p) => [p.productType, p.amount, p.refundStatus, p.refundedAmount, p.refunds])).toEqual([
      ["domination", 3000, "full", 3000, [{ amount: 3000, createdAt: when }]],
      ["sampler", 6900, "partial", 900, [{ amount: 900, createdAt: when }]],
    ]);
  });

  it("a purchase never refunded says so", async () => {
    const bought = await samplerThenDomination(t);
    const list = (await (await bought.browser.get("/api/user/purchases")).json()) as PurchaseRecord[];
    expect(list.map((p) => [p.refundStatus, p.refundedAmount, p.refunds])).toEqual([
      ["none", 0, []],
      ["none", 0, []],
    ]);
  });
});
