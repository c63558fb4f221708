import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, paymentOrders, pendingRegistrations, purchases, testPaymentIntents, users } from "../../db/schema.ts";
import { addCode, buyAsNewVisitor, buyer, createIntent, DECLINED_CARD, payCard, prepare } from "../../testing/checkout-client.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

describe("a new visitor buys a plan (test-mode provider)", () => {
  it("creates the account, signs it in, records $89.00 and sends one receipt", async () => {
    const { browser, person } = await buyAsNewVisitor(t, "momentum");
    const me = (await (await browser.get("/api/auth/user")).json()) as { email: string; accessLevel: string };
    expect(me).toMatchObject({ email: person.email, accessLevel: "momentum" });
    const rows = await t.db.select().from(purchases);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ productType: "momentum", amountCents: 8900, provider: "test" });
    const mail = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, person.email));
    // The receipt, and the welcome with the first-week steps that follows a first purchase.
    expect(mail.map((m) => m.subject)).toEqual([expect.stringContaining("receipt"), expect.stringContaining("Welcome to")]);
    expect(mail[0]?.text).toContain("$89.00");
    // The new account signs in with the password typed on the purchase form.
    const login = await t.client().post("/api/auth/login", { email: person.email, password: person.password });
    expect(login.status).toBe(200);
  });

  it("ignores an amount sent by the client", async () => {
    const browser = t.client();
    const { person, token } = await prepare(browser, "domination");
    const intent = await createIntent(browser, {
      ...person,
      registrationToken: token,
      plan: "domination",
      isUpgrade: false,
      amount: 1,
      amountCents: 1,
    });
    expect(intent.amountCents).toBe(9900);
    const [stored] = await t.db.select().from(testPaymentIntents);
    expect(stored?.amountCents).toBe(9900);
    const [order] = await t.db.select().from(paymentOrders);
    expect(order?.amountCents).toBe(9900);
  });

  it("a declined card shows the provider's message and charges nothing", async () => {
    const browser = t.client();
    const { person, token } = await prepare(browser, "momentum");
    const intent = await createIntent(browser, { ...person, registrationToken: token, plan: "momentum", isUpgrade: false });
    const pay = await payCard(browser, intent.clientSecret ?? "", DECLINED_CARD);
    expect(pay.status).toBe(402);
    expect(await pay.json()).toEqual({ message: "Your card was declined." });
    // Even if the browser claims success, the server asks the provider.
    const confirm = await browser.post("/api/confirm-payment", {
      paymentIntentId: intent.paymentIntentId,
      registrationToken: token,
    });
    expect(confirm.status).toBe(402);
    expect(await confirm.json()).toEqual({ message: "Your card was declined." });
    expect(await t.db.select().from(purchases)).toHaveLength(0);
    expect(await t.db.select().from(users)).toHaveLength(0);
  });

  it("refuses an unknown payment intent with the expired-session message", async () => {
    const res = await t.client().post("/api/confirm-payment", { paymentIntentId: "pi_test_unknown" });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Payment session expired. Please try again with a fresh payment." });
  });

  it("confirming ten more times changes nothing and sends no second receipt", async () => {
    const { browser, intent, token } = await buyAsNewVisitor(t, "spark");
    for (let i = 0; i < 10; i++) {
      const res = await browser.post("/api/confirm-payment", {
        paymentIntentId: intent.paymentIntentId,
        registrationToken: token,
      });
      expect(res.status).toBe(200);
    }
    expect(await t.db.select().from(purchases)).toHaveLength(1);
    // One receipt to the buyer (and one sale notice to the owner).
    expect((await t.db.select().from(mailOutbox)).filter((m) => m.subject.includes("receipt"))).toHaveLength(1);
  });

  it("another browser's confirm fulfils but neither signs in nor tells anything of the account", async () => {
    const browser = t.client();
    const { person, token } = await prepare(browser, "sampler");
    const intent = await createIntent(browser, { ...person, registrationToken: token, plan: "sampler", isUpgrade: false });
    await payCard(browser, intent.clientSecret ?? "");
    const stranger = t.client();
    const res = await stranger.post("/api/confirm-payment", { paymentIntentId: intent.paymentIntentId });
    expect(await res.json()).toEqual({ success: true, signedIn: false, redirectTo: "/login" });
    expect((await stranger.get("/api/auth/user")).status).toBe(401);
  });
});

describe("prepare-payment", () => {
  it.each([
    [{ firstName: "D" }, "First name must be at least 2 characters"],
    [{ lastName: "R" }, "Last name must be at least 2 characters"],
    [{ email: "nope" }, "Please enter a valid email address"],
    [{ password: "short" }, "Password must be at least 8 characters"],
    [{ password: "password123" }, "This password is too common and easy to guess. Please choose a different one."],
    [{ plan: "gold" }, "Please choose a plan"],
  ])("refuses %o with the spec's message and stores nothing", async (change, message) => {
    const res = await t.client().post("/api/prepare-payment", { ...buyer(), plan: "spark", ...change });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message });
    expect(await t.db.select().from(pendingRegistrations)).toHaveLength(0);
  });

  it("stores the password hashed, never in plain text", async () => {
    const person = buyer();
    await prepare(t.client(), "spark", person);
    const [row] = await t.db.select().from(pendingRegistrations);
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(row)).not.toContain(person.password);
  });

  it("sends an e-mail that already has an account to log in", async () => {
    const { person } = await buyAsNewVisitor(t, "sampler");
    const res = await t.client().post("/api/prepare-payment", { ...person, plan: "spark" });
    expect(res.status).toBe(409);
  });
});

describe("a pending registration", () => {
  it("cannot start a second payment once it created its account", async () => {
    const { browser, person, token } = await buyAsNewVisitor(t, "sampler");
    const again = await createIntent(browser, { ...person, registrationToken: token, plan: "domination", isUpgrade: false }, 400);
    expect(again.message).toMatch(/expired or was already used/);
    expect(await t.db.select().from(users)).toHaveLength(1);
  });

  it("creates one account even when two of its payments both succeed", async () => {
    const browser = t.client();
    const { person, token } = await prepare(browser, "spark");
    const first = await createIntent(browser, { ...person, registrationToken: token, plan: "spark", isUpgrade: false });
    const second = await createIntent(browser, { ...person, registrationToken: token, plan: "momentum", isUpgrade: false });
    for (const intent of [first, second]) {
      await payCard(browser, intent.clientSecret ?? "");
      const res = await browser.post("/api/confirm-payment", {
        paymentIntentId: intent.paymentIntentId,
        registrationToken: token,
      });
      expect(res.status).toBe(200);
    }
    const accounts = await t.db.select().from(users);
    expect(accounts).toHaveLength(1);
    expect(accounts[0]?.accessLevel).toBe("momentum");
    expect(await t.db.select().from(purchases)).toHaveLength(2);
  });

  it("expires after two hours", async () => {
    const browser = t.client();
    const { person, token } = await prepare(browser, "spark");
    t.advance(2 * 60 * 60_000 + 1);
    await createIntent(browser, { ...person, registrationToken: token, plan: "spark", isUpgrade: false }, 400);
  });
});

describe("discount codes", () => {
  it("upper-cases the code and answers the tier's own percent over the general one", async () => {
    await addCode(t, { code: "ACME", discountPercent: 10, dominationPercent: 25 });
    const check = async (plan: string) => (await t.client().post("/api/discount/validate", { code: " acme ", plan })).json();
    expect(await check("spark")).toEqual({ valid: true, discount: 10, name: "Acme Realty", tierSpecific: false, error: null });
    expect(await check("domination")).toMatchObject({ valid: true, discount: 25, tierSpecific: true });
  });

  it("refuses an unknown or inactive code, at validation and at payment, creating nothing", async () => {
    await addCode(t, { code: "OLD10", discountPercent: 10, isActive: false });
    for (const code of ["OLD10", "NOPE"]) {
      const res = await t.client().post("/api/discount/validate", { code, plan: "spark" });
      expect(await res.json()).toMatchObject({ valid: false, discount: 0 });
      const browser = t.client();
      const { person, token } = await prepare(browser, "spark");
      const intent = await createIntent(
        browser,
        { ...person, registrationToken: token, plan: "spark", isUpgrade: false, discountCode: code },
        400,
      );
      expect(intent.message).toBe("Invalid discount code");
    }
    expect(await t.db.select().from(paymentOrders)).toHaveLength(0);
    expect(await t.db.select().from(testPaymentIntents)).toHaveLength(0);
  });

  it("charges the discounted amount, rounded to cents", async () => {
    await addCode(t, { code: "SAVE15", discountPercent: 15 });
    const { intent } = await buyAsNewVisitor(t, "momentum", "save15");
    expect(intent.amountCents).toBe(7565);
    expect(intent.appliedDiscount).toMatchObject({ code: "SAVE15", discountPercent: 15 });
    const [row] = await t.db.select().from(purchases);
    expect(row).toMatchObject({ amountCents: 7565, discountCode: "SAVE15" });
  });

  it("a 100% code records a $0 purchase and fulfils without a card", async () => {
    await addCode(t, { code: "PARTNER", discountPercent: 100 });
    const { browser, intent } = await buyAsNewVisitor(t, "domination", "PARTNER");
    expect(intent).toMatchObject({ clientSecret: null, amountCents: 0 });
    expect(await t.db.select().from(testPaymentIntents)).toHaveLength(0);
    const [row] = await t.db.select().from(purchases);
    expect(row).toMatchObject({ amountCents: 0, productType: "domination", provider: "free" });
    expect(await (await browser.get("/api/user/access-level")).json()).toEqual({ accessLevel: "domination" });
  });
});
