import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { paymentOrders, purchases, testPaymentRefunds, users } from "../../db/schema.ts";
import { addCode, buyAsNewVisitor, createIntent, payCard } from "../../testing/checkout-client.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

async function upgrade(browser: ReturnType<TestApp["client"]>, body: Record<string, unknown>) {
  const intent = await createIntent(browser, { isUpgrade: true, registrationToken: null, ...body });
  if (intent.clientSecret) expect((await payCard(browser, intent.clientSecret)).status).toBe(200);
  const res = await browser.post("/api/confirm-payment", { paymentIntentId: intent.paymentIntentId, userId: intent.userId });
  expect(res.status).toBe(200);
  return { intent, answer: (await res.json()) as { accessLevel: string; redirectTo: string } };
}

describe("upgrades", () => {
  it("a Sampler member upgrades to Domination for $30.00", async () => {
    const { browser } = await buyAsNewVisitor(t, "sampler");
    const { intent, answer } = await upgrade(browser, { plan: "domination", fromPlan: "sampler" });
    expect(intent.amountCents).toBe(3000);
    expect(answer).toMatchObject({ accessLevel: "domination", redirectTo: "/dashboard" });
    const rows = await t.db.select().from(purchases).orderBy(purchases.id);
    expect(rows.map((r) => [r.productType, r.fromTier, r.amountCents])).toEqual([
      ["sampler", null, 6900],
      ["domination", "sampler", 3000],
    ]);
  });

  it("with a 10% code the same upgrade costs $27.00", async () => {
    await addCode(t, { code: "TEAM10", discountPercent: 10 });
    const { browser } = await buyAsNewVisitor(t, "sampler");
    const { intent } = await upgrade(browser, { plan: "domination", fromPlan: "sampler", discountCode: "team10" });
    expect(intent.amountCents).toBe(2700);
  });

  it("is refused from a tier the member does not hold, creating nothing", async () => {
    const { browser } = await buyAsNewVisitor(t, "sampler");
    const res = await createIntent(browser, { plan: "domination", isUpgrade: true, fromPlan: "momentum" }, 409);
    expect(res.message).toMatch(/only upgrade from the plan you hold/);
    expect(await t.db.select().from(paymentOrders)).toHaveLength(1);
  });

  it("is refused to the same or a lower tier", async () => {
    const { browser } = await buyAsNewVisitor(t, "momentum");
    await createIntent(browser, { plan: "spark", isUpgrade: true, fromPlan: "momentum" }, 400);
    await createIntent(browser, { plan: "momentum", isUpgrade: true, fromPlan: "momentum" }, 400);
  });

  it("needs a signed-in member", async () => {
    await createIntent(t.client(), { plan: "domination", isUpgrade: true, fromPlan: "sampler" }, 401);
  });

  it("refuses a userId that is not the signed-in member", async () => {
    const { browser } = await buyAsNewVisitor(t, "sampler");
    await createIntent(browser, { plan: "spark", isUpgrade: true, fromPlan: "sampler", userId: 9999 }, 403);
  });

  it("a registered member with no plan buys at full price while signed in", async () => {
    const browser = t.client();
    await browser.post("/api/auth/register", {
      firstName: "Reg",
      lastName: "User",
      email: "reg@example.com",
      password: "long-password-1",
    });
    const { intent, answer } = await upgrade(browser, { plan: "spark", isUpgrade: false });
    expect(intent.amountCents).toBe(7900);
    expect(answer.accessLevel).toBe("spark");
  });

  it("an upgrade whose starting tier changed before the payment landed is refused and refunded, never lowering access", async () => {
    const { browser, person } = await buyAsNewVisitor(t, "sampler");
    const intent = await createIntent(browser, { plan: "spark", isUpgrade: true, fromPlan: "sampler" });
    // An admin grants Domination meanwhile: the $10 Sampler-to-Spark price no longer applies.
    await t.db.update(users).set({ accessLevel: "domination", accessGrant: "domination" }).where(eq(users.email, person.email));
    await payCard(browser, intent.clientSecret ?? "");
    const res = await browser.post("/api/confirm-payment", { paymentIntentId: intent.paymentIntentId });
    expect(res.status).toBe(409);
    const [user] = await t.db.select().from(users).where(eq(users.email, person.email));
    expect(user?.accessLevel).toBe("domination");
    expect(await t.db.select().from(testPaymentRefunds)).toEqual([expect.objectContaining({ amountCents: 1000 })]);
  });
});
