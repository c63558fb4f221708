// Discount codes gain expiry, maximum uses, uses so far and revenue; an expired
// or used-up code is refused with its reason at validation and at payment, creating nothing.
import type { AdminDiscountCode } from "@realty/contracts/admin";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { paymentOrders } from "../../db/schema.ts";
import { type AdminFixture, adminFixture } from "../../testing/admin-testing.ts";
import { addCode, buyAsNewVisitor, createIntent, prepare } from "../../testing/checkout-client.ts";

let f: AdminFixture;
beforeEach(async () => {
  f = await adminFixture();
});
afterEach(() => f.t.cleanup());

async function refusedAtCheckout(code: string) {
  const validation = await (await f.t.client().post("/api/discount/validate", { code, plan: "spark" })).json();
  const browser = f.t.client();
  const { person, token } = await prepare(browser, "spark");
  const ordersBefore = (await f.t.db.select().from(paymentOrders)).length;
  const answer = await createIntent(
    browser,
    { ...person, registrationToken: token, plan: "spark", isUpgrade: false, discountCode: code },
    400,
  );
  expect((await f.t.db.select().from(paymentOrders)).length).toBe(ordersBefore);
  return { validation, message: answer.message };
}

describe("discount code limits", () => {
  it("an expired code is refused with its expiry date", async () => {
    await addCode(f.t, { code: "SPRING", discountPercent: 10, expiresAt: new Date("2020-04-30T23:59:00Z") });
    const { validation, message } = await refusedAtCheckout("spring");
    expect(validation).toMatchObject({ valid: false, error: "This code expired on 2020-04-30." });
    expect(message).toBe("This code expired on 2020-04-30.");
  });

  it("a code with one use works once, then is refused as used up; the admin sees uses and revenue", async () => {
    await addCode(f.t, { code: "ONCE", discountPercent: 10, maxUses: 1, expiresAt: new Date("2099-01-01T00:00:00Z") });
    await buyAsNewVisitor(f.t, "spark", "ONCE");
    const { validation, message } = await refusedAtCheckout("ONCE");
    expect(validation).toMatchObject({ valid: false, error: "This code has reached its maximum number of uses." });
    expect(message).toBe("This code has reached its maximum number of uses.");
    const codes = (await (await f.asAdmin.get("/api/admin/discount-codes")).json()) as AdminDiscountCode[];
    expect(codes[0]).toMatchObject({ code: "ONCE", maxUses: 1, usesSoFar: 1, expiresAt: "2099-01-01T00:00:00.000Z" });
    expect(codes[0]?.revenueCents).toBeGreaterThan(0);
  });

  it("the admin sets expiry and maximum uses; bad values are refused and change nothing", async () => {
    const base = { name: "Acme", code: "ACME", discountPercent: 15 };
    const bad = await f.asAdmin.post("/api/admin/discount-codes", { ...base, maxUses: 0 });
    expect(bad.status).toBe(400);
    expect((await f.asAdmin.post("/api/admin/discount-codes", { ...base, expiresAt: "next week" })).status).toBe(400);
    expect(await (await f.asAdmin.get("/api/admin/discount-codes")).json()).toEqual([]);
    const ok = await f.asAdmin.post("/api/admin/discount-codes", { ...base, maxUses: 50, expiresAt: "2026-12-31T23:59:00.000Z" });
    expect(ok.status).toBe(201);
    expect(((await ok.json()) as { discountCode: AdminDiscountCode }).discountCode).toMatchObject({
      maxUses: 50,
      expiresAt: "2026-12-31T23:59:00.000Z",
      usesSoFar: 0,
      revenueCents: 0,
    });
  });
});
