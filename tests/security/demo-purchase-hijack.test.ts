// Regression guard (purchase side): a demo account (no password, opened by its e-mail alone) became the
// paid account when someone bought with its e-mail, and a signed-in demo session could buy for
// itself. Buying now always ends in a new account with the purchase form's password, signed in
// only in the buyer's browser; a demo session is never the paid account.
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { paymentOrders, purchases, sessions, users } from "../../apps/edge-api/src/db/schema.ts";
import { createSession } from "../../apps/edge-api/src/services/auth/sessions.ts";
import { createIntent, payCard, prepare } from "../../apps/edge-api/src/testing/checkout-client.ts";
import { createTestApp, type TestApp } from "../../apps/edge-api/src/testing/test-app.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const bea = { firstName: "Bea", lastName: "Buyer", email: "bea@example.com", password: "bea-chose-this-1" };

/** A passwordless demo account with `email` and a browser signed into it (as demo access made them). */
async function demoSession(email: string) {
  const [demo] = await t.db
    .insert(users)
    .values({ email, firstName: "Demo", lastName: "", isDemo: true, accessLevel: "none" })
    .returning();
  if (!demo) throw new Error("insert failed");
  const { token } = await createSession(t.db, demo, t.deps.now());
  const browser = t.client();
  browser.cookie = `sid=${token}`;
  return { demo, browser };
}

async function me(browser: ReturnType<TestApp["client"]>) {
  const res = await browser.get("/api/auth/user");
  return res.status === 200 ? ((await res.json()) as { id: number; email: string; accessLevel: string }) : null;
}

async function buyThroughForm(browser: ReturnType<TestApp["client"]>) {
  const { token } = await prepare(browser, "domination", bea);
  const intent = await createIntent(browser, { ...bea, registrationToken: token, plan: "domination", isUpgrade: false });
  expect((await payCard(browser, intent.clientSecret ?? "")).status).toBe(200);
  const res = await browser.post("/api/confirm-payment", { paymentIntentId: intent.paymentIntentId, registrationToken: token });
  expect(res.status).toBe(200);
  return res.json() as Promise<{ signedIn: boolean }>;
}

describe("a demo account is never the paid account", () => {
  it("someone else's demo session on the buyer's e-mail ends, and the paid account is new, with the buyer's password", async () => {
    const { demo, browser: attacker } = await demoSession(bea.email);
    const buyer = t.client();
    expect(await buyThroughForm(buyer)).toMatchObject({ signedIn: true });

    const paid = (await t.db.select().from(users).where(eq(users.email, bea.email)))[0];
    expect(paid?.id).not.toBe(demo.id);
    expect(paid?.accessLevel).toBe("domination");
    expect(await me(attacker)).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, demo.id))).toHaveLength(0);
    expect(await me(buyer)).toMatchObject({ email: bea.email, accessLevel: "domination" });
    const login = await t.client().post("/api/auth/login", { email: bea.email, password: bea.password });
    expect(login.status).toBe(200);
  });

  it("a signed-in demo session buying through the form signs in the buyer's own new account", async () => {
    const { demo, browser } = await demoSession("someone-else@example.com");
    expect(await buyThroughForm(browser)).toMatchObject({ signedIn: true });
    const now = await me(browser);
    expect(now).toMatchObject({ email: bea.email, accessLevel: "domination" });
    expect(now?.id).not.toBe(demo.id);
    const [stillDemo] = await t.db.select().from(users).where(eq(users.id, demo.id));
    expect(stillDemo).toMatchObject({ accessLevel: "none", passwordHash: null });
    const [purchase] = await t.db.select().from(purchases);
    expect(purchase?.userId).toBe(now?.id);
  });

  it("a demo session cannot buy for itself without the purchase form's account", async () => {
    const { browser } = await demoSession("demo@example.com");
    const res = await browser.post("/api/create-payment-intent", { plan: "spark", isUpgrade: false });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Please enter your information before paying." });
    const upgrade = await browser.post("/api/create-payment-intent", { plan: "spark", isUpgrade: true, fromPlan: "sampler" });
    expect(upgrade.status).toBe(401);
    expect(await t.db.select().from(paymentOrders)).toHaveLength(0);
  });
});
