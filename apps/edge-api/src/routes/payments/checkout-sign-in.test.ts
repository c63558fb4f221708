// The checkout's two tokens (payment intent id and registration token) sign the buyer in once, at
// fulfilment, within the order's lifetime: never again from any browser, after a logout, a password
// change, or a month later.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CHECKOUT_SIGN_IN_USED } from "../../services/payments/checkout-sign-in.ts";
import { ORDER_LIFETIME_MS } from "../../services/payments/orders.ts";
import { buyAsNewVisitor, createIntent, payCard, prepare } from "../../testing/checkout-client.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

function replay(body: { paymentIntentId: string; registrationToken: string }) {
  return t.client().post("/api/confirm-payment", body);
}

describe("the checkout's sign-in", () => {
  it("a replayed registration token from a fresh client is refused with 401 and signs nobody in", async () => {
    const { intent, token } = await buyAsNewVisitor(t, "spark");
    const attacker = t.client();
    const res = await attacker.post("/api/confirm-payment", {
      paymentIntentId: intent.paymentIntentId,
      registrationToken: token,
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: CHECKOUT_SIGN_IN_USED });
    expect((await attacker.get("/api/auth/user")).status).toBe(401);
  });

  it("after the buyer logs out, or changes the password, the tokens sign nobody in", async () => {
    const { browser, intent, token, person } = await buyAsNewVisitor(t, "spark");
    const changed = await browser.put("/api/user/password", {
      currentPassword: person.password,
      newPassword: "a-new-password-9",
    });
    expect(changed.status).toBe(200);
    expect((await replay({ paymentIntentId: intent.paymentIntentId, registrationToken: token })).status).toBe(401);
    await browser.post("/api/auth/logout", {});
    expect((await browser.get("/api/auth/user")).status).toBe(401);
    expect((await replay({ paymentIntentId: intent.paymentIntentId, registrationToken: token })).status).toBe(401);
  });

  it("a confirm after the order's lifetime does not sign in, even the first time", async () => {
    const browser = t.client();
    const { person, token } = await prepare(browser, "momentum");
    const intent = await createIntent(browser, { ...person, registrationToken: token, plan: "momentum", isUpgrade: false });
    await payCard(browser, intent.clientSecret ?? "");
    t.advance(ORDER_LIFETIME_MS + 1);
    const late = await browser.post("/api/confirm-payment", {
      paymentIntentId: intent.paymentIntentId,
      registrationToken: token,
    });
    expect(late.status).toBe(401);
    // The purchase itself stands: the buyer logs in with the password they chose.
    const login = await t.client().post("/api/auth/login", { email: person.email, password: person.password });
    expect(login.status).toBe(200);
  });

  it("thirty days later the tokens are dead", async () => {
    const { intent, token } = await buyAsNewVisitor(t, "sampler");
    t.advance(30 * 86_400_000);
    expect((await replay({ paymentIntentId: intent.paymentIntentId, registrationToken: token })).status).toBe(401);
  });
});
