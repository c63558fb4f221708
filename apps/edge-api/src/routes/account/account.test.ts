import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buyAsNewVisitor } from "../../testing/checkout-client.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

describe("GET /api/user/purchases", () => {
  it("lists the member's own purchases newest first, amounts in cents", async () => {
    await buyAsNewVisitor(t, "domination");
    const { browser } = await buyAsNewVisitor(t, "sampler");
    t.advance(60_000);
    const intent = (await (
      await browser.post("/api/create-payment-intent", { plan: "spark", isUpgrade: true, fromPlan: "sampler" })
    ).json()) as { clientSecret: string; paymentIntentId: string };
    await browser.post("/api/test-payments/confirm", {
      clientSecret: intent.clientSecret,
      cardNumber: "4242424242424242",
      expiry: "12/34",
      cvc: "123",
    });
    await browser.post("/api/confirm-payment", { paymentIntentId: intent.paymentIntentId });
    const list = (await (await browser.get("/api/user/purchases")).json()) as { productType: string; amount: number }[];
    expect(list.map((p) => [p.productType, p.amount])).toEqual([
      ["spark", 1000],
      ["sampler", 6900],
    ]);
  });

  it("answers an empty list for a member without purchases and 401 when signed out", async () => {
    const browser = t.client();
    await browser.post("/api/auth/register", {
      firstName: "No",
      lastName: "Buys",
      email: "none@example.com",
      password: "long-password-1",
    });
    expect(await (await browser.get("/api/user/purchases")).json()).toEqual([]);
    expect((await t.client().get("/api/user/purchases")).status).toBe(401);
  });
});

describe("PUT /api/user/profile", () => {
  it("updates names and e-mail (lower-cased) with the current password", async () => {
    const { browser, person } = await buyAsNewVisitor(t, "spark");
    const res = await browser.put("/api/user/profile", {
      firstName: "Dana",
      lastName: "Broker",
      email: "New.Address@Example.com",
      currentPassword: person.password,
    });
    expect(res.status).toBe(200);
    expect(await (await browser.get("/api/auth/user")).json()).toMatchObject({
      lastName: "Broker",
      email: "new.address@example.com",
    });
  });

  it("refuses an e-mail another account uses, changing nothing", async () => {
    const other = await buyAsNewVisitor(t, "spark");
    const { browser, person } = await buyAsNewVisitor(t, "spark");
    const res = await browser.put("/api/user/profile", {
      firstName: "Dana",
      lastName: "Realtor",
      email: other.person.email.toUpperCase(),
      currentPassword: person.password,
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ message: "Another account already uses this email address." });
    expect(await (await browser.get("/api/auth/user")).json()).toMatchObject({ email: person.email });
  });

  it("changes names alone without the password", async () => {
    const { browser, person } = await buyAsNewVisitor(t, "spark");
    const res = await browser.put("/api/user/profile", { firstName: "Dora", lastName: "Realtor", email: person.email });
    expect(res.status).toBe(200);
    expect(await (await browser.get("/api/auth/user")).json()).toMatchObject({ firstName: "Dora", email: person.email });
  });

  it("validates with the spec's messages", async () => {
    const { browser } = await buyAsNewVisitor(t, "spark");
    const res = await browser.put("/api/user/profile", { firstName: "D", lastName: "Realtor", email: "x@example.com" });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: "First name must be at least 2 characters" });
  });

  it("needs a signed-in member", async () => {
    const res = await t.client().put("/api/user/profile", { firstName: "Dana", lastName: "Realtor", email: "x@example.com" });
    expect(res.status).toBe(401);
  });
});
