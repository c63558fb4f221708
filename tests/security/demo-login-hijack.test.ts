// Regression guard (demo-login side): demo access with an e-mail nobody owned yet, then a real purchase
// with that e-mail, turned the demo session into the paid account, which could then change its
// e-mail without a password and lock the buyer out. Demo access now makes a fresh demo-only
// account that no e-mail ties to a real or future account.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buyAsNewVisitor, createIntent, payCard, prepare } from "../../apps/edge-api/src/testing/checkout-client.ts";
import { createTestApp, type TestApp } from "../../apps/edge-api/src/testing/test-app.ts";
import { registerMember, userByEmail, whoAmI } from "./account-kit.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const buyerPerson = { firstName: "Bea", lastName: "Buyer", email: "bea@example.com", password: "bea-chose-this-1" };

describe("demo access cannot become someone's account", () => {
  it("a demo session opened with the buyer's e-mail gets nothing from the buyer's purchase", async () => {
    const attacker = t.client();
    const demo = await attacker.post("/api/login", { email: buyerPerson.email, name: "Not Bea" });
    expect(demo.status).toBe(200);

    // The real buyer purchases with that e-mail in their own browser.
    const buyer = t.client();
    const { token } = await prepare(buyer, "domination", buyerPerson);
    const intent = await createIntent(buyer, { ...buyerPerson, registrationToken: token, plan: "domination", isUpgrade: false });
    if (intent.clientSecret) expect((await payCard(buyer, intent.clientSecret)).status).toBe(200);
    expect(
      (await buyer.post("/api/confirm-payment", { paymentIntentId: intent.paymentIntentId, registrationToken: token })).status,
    ).toBe(200);

    const attackerView = await whoAmI(attacker);
    expect(attackerView).toMatchObject({ isDemo: true, accessLevel: "none" });
    expect(attackerView?.email).not.toBe(buyerPerson.email);
    const paid = await userByEmail(t, buyerPerson.email);
    expect(paid?.accessLevel).toBe("domination");
    expect(paid?.id).not.toBe(attackerView?.id);

    // The demo session cannot move itself onto any address, nor set a password.
    const move = await attacker.put("/api/user/profile", { firstName: "Not", lastName: "Bea", email: "mine@evil.example" });
    expect(move.status).toBe(400);
    const pw = await attacker.put("/api/user/password", { currentPassword: "x", newPassword: "attacker-pass-1" });
    expect(pw.status).toBe(400);
    // The buyer signs in with the password they chose.
    expect((await t.client().post("/api/auth/login", { email: buyerPerson.email, password: buyerPerson.password })).status).toBe(
      200,
    );
  });

  it("demo access with a member's e-mail opens a separate demo account, never the member's", async () => {
    await registerMember(t);
    const demo = t.client();
    expect((await demo.post("/api/login", { email: "mia@example.com", name: "Mia" })).status).toBe(200);
    const view = await whoAmI(demo);
    expect(view).toMatchObject({ isDemo: true, accessLevel: "none" });
    expect(view?.id).not.toBe((await userByEmail(t, "mia@example.com"))?.id);
  });

  it("demo access after a purchase does not open the paid account", async () => {
    const { person } = await buyAsNewVisitor(t, "spark");
    const demo = t.client();
    expect((await demo.post("/api/login", { email: person.email, name: "Dana Realtor" })).status).toBe(200);
    expect(await whoAmI(demo)).toMatchObject({ isDemo: true, accessLevel: "none" });
  });
});
