// Discount codes on D1: the code's unique index, the override rule, expiry and a use limit that holds
// under parallel checkouts, each through the Worker's admin and checkout routes.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, discountCodes, paymentOrders, purchases } from "../db/schema.ts";
import { createIntent, payCard, prepare } from "../testing/checkout-client.ts";
import { clientAt } from "./addresses.ts";
import { browserAs } from "./fixtures.ts";
import { workerDb } from "./worker-client.ts";

/** A code no other test uses, stored as the admin's form would store it (upper-cased). */
function uniqueCode(prefix: string): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 6)}`.toUpperCase();
}

async function addCode(values: Partial<typeof discountCodes.$inferInsert> & { code: string }) {
  await workerDb()
    .insert(discountCodes)
    .values({ name: "Acme Realty", ...values });
}

async function ordersWithCode(code: string) {
  return workerDb().select().from(paymentOrders).where(eq(paymentOrders.discountCode, code));
}

/** A new visitor's checkout carrying `code`, up to the intent (the order is made there). */
async function checkoutWithCode(code: string, status = 200) {
  const browser = clientAt();
  const { person, token } = await prepare(browser, "spark");
  const intent = await createIntent(
    browser,
    { ...person, registrationToken: token, plan: "spark", isUpgrade: false, discountCode: code },
    status,
  );
  return { browser, token, intent };
}

describe("discount codes on the Worker", () => {
  it("creates a code upper-cased and refuses the same code in another case: one row", async () => {
    const { browser: admin } = await browserAs("none", "admin");
    const code = uniqueCode("acme");
    const created = await admin.post("/api/admin/discount-codes", {
      name: "Acme Realty",
      code: code.toLowerCase(),
      discountPercent: 20,
    });
    expect(created.status, await created.clone().text()).toBe(201);
    expect(((await created.json()) as { discountCode: { code: string } }).discountCode.code).toBe(code);
    const duplicate = await admin.post("/api/admin/discount-codes", { name: "Other", code, discountPercent: 5 });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toMatchObject({ message: "A discount code with this code already exists" });
    expect(await workerDb().select().from(discountCodes).where(eq(discountCodes.code, code))).toHaveLength(1);
  });

  it("refuses a percent over 100 with a 400 and stores nothing", async () => {
    const { browser: admin } = await browserAs("none", "admin");
    const code = uniqueCode("too-much");
    const res = await admin.post("/api/admin/discount-codes", { name: "Acme Realty", code, discountPercent: 150 });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBeTruthy();
    expect(await workerDb().select().from(discountCodes).where(eq(discountCodes.code, code))).toHaveLength(0);
  });

  it("answers a tier's own percent over the general one, whatever the code's case and spaces", async () => {
    const code = uniqueCode("tier");
    await addCode({ code, discountPercent: 10, dominationPercent: 25 });
    const check = async (plan: string) =>
      (await clientAt().post("/api/discount/validate", { code: ` ${code.toLowerCase()} `, plan })).json();
    expect(await check("spark")).toEqual({ valid: true, discount: 10, name: "Acme Realty", tierSpecific: false, error: null });
    expect(await check("domination")).toMatchObject({ valid: true, discount: 25, tierSpecific: true });
  });

  it("refuses an inactive code at validation and at payment, making no order", async () => {
    const code = uniqueCode("old");
    await addCode({ code, discountPercent: 10, isActive: false });
    const res = await clientAt().post("/api/discount/validate", { code, plan: "spark" });
    expect(await res.json()).toMatchObject({ valid: false, discount: 0 });
    const { intent } = await checkoutWithCode(code, 400);
    expect(intent.message).toBe("Invalid discount code");
    expect(await ordersWithCode(code)).toHaveLength(0);
  });

  it("refuses an expired code, naming the day it expired", async () => {
    const code = uniqueCode("spring");
    await addCode({ code, discountPercent: 10, expiresAt: new Date("2026-04-30T23:59:59Z") });
    const res = await clientAt().post("/api/discount/validate", { code, plan: "spark" });
    expect(await res.json()).toMatchObject({ valid: false, error: "This code expired on 2026-04-30." });
    const { intent } = await checkoutWithCode(code, 400);
    expect(intent.message).toBe("This code expired on 2026-04-30.");
    expect(await ordersWithCode(code)).toHaveLength(0);
  });

  it("a maximum-1 code under six parallel checkouts: one order, the others refused before any charge", async () => {
    const code = uniqueCode("once");
    await addCode({ code, discountPercent: 10, maxUses: 1 });
    const attempts = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const browser = clientAt();
        const { person, token } = await prepare(browser, "spark");
        const res = await browser.post("/api/create-payment-intent", {
          ...person,
          registrationToken: token,
          plan: "spark",
          isUpgrade: false,
          discountCode: code,
        });
        return {
          browser,
          token,
          res,
          body: (await res.json()) as { paymentIntentId: string; clientSecret: string; message?: string },
        };
      }),
    );
    const made = attempts.filter((a) => a.res.status === 200);
    expect(made).toHaveLength(1);
    for (const refused of attempts.filter((a) => a.res.status !== 200)) {
      expect(refused.res.status).toBe(400);
      expect(refused.body.message).toBe("This code has reached its maximum number of uses.");
    }
    expect(await ordersWithCode(code)).toHaveLength(1);
    const [one] = made;
    if (!one) throw new Error("no order was made");
    expect((await payCard(one.browser, one.body.clientSecret)).status).toBe(200);
    const confirmed = await one.browser.post("/api/confirm-payment", {
      paymentIntentId: one.body.paymentIntentId,
      registrationToken: one.token,
    });
    expect(confirmed.status).toBe(200);
    expect(await workerDb().select().from(purchases).where(eq(purchases.discountCode, code))).toHaveLength(1);
  });

  it("a 100% code records a $0 purchase and fulfils without a card", async () => {
    const code = uniqueCode("partner");
    await addCode({ code, discountPercent: 100 });
    const { browser, token, intent } = await checkoutWithCode(code);
    expect(intent).toMatchObject({ clientSecret: null, amountCents: 0 });
    const confirmed = await browser.post("/api/confirm-payment", {
      paymentIntentId: intent.paymentIntentId,
      registrationToken: token,
    });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    const [purchase] = await workerDb().select().from(purchases).where(eq(purchases.discountCode, code));
    expect(purchase?.amountCents).toBe(0);
  });

  it("edits and deletes a code, each with its audit row; deleting it again is a 404", async () => {
    const { browser: admin } = await browserAs("none", "admin");
    const code = uniqueCode("edit");
    const body = { name: "Acme Realty", code, discountPercent: 20 };
    const { discountCode } = (await (await admin.post("/api/admin/discount-codes", body)).json()) as {
      discountCode: { id: number };
    };
    expect(
      (await admin.put(`/api/admin/discount-codes/${discountCode.id}`, { ...body, sparkPercent: 30, isActive: false })).status,
    ).toBe(200);
    const [row] = await workerDb().select().from(discountCodes).where(eq(discountCodes.id, discountCode.id));
    expect(row).toMatchObject({ sparkPercent: 30, isActive: false });
    expect((await admin.del(`/api/admin/discount-codes/${discountCode.id}`)).status).toBe(200);
    expect((await admin.del(`/api/admin/discount-codes/${discountCode.id}`)).status).toBe(404);
    const audit = await workerDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(discountCode.id)));
    expect(audit.filter((a) => a.targetType === "discount_code").map((a) => a.action)).toEqual([
      "discount_code.create",
      "discount_code.update",
      "discount_code.delete",
    ]);
  });
});
