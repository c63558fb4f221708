// Regression guard: confirming someone else's payment intent answered with a login link carrying the
// owner's e-mail. Anyone but the buyer's own browser now learns only that the call was taken.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createIntent, payCard, prepare } from "../../apps/edge-api/src/testing/checkout-client.ts";
import { createTestApp, type TestApp } from "../../apps/edge-api/src/testing/test-app.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

describe("POST /api/confirm-payment for another person's intent", () => {
  it("answers without the owner's e-mail, name or access level, and signs nobody in", async () => {
    const owner = t.client();
    const person = { firstName: "Olive", lastName: "Owner", email: "olive.owner@example.com", password: "olive-pass-123" };
    const { token } = await prepare(owner, "momentum", person);
    const intent = await createIntent(owner, { ...person, registrationToken: token, plan: "momentum", isUpgrade: false });
    await payCard(owner, intent.clientSecret ?? "");

    for (const stranger of [t.client(), t.client()]) {
      const res = await stranger.post("/api/confirm-payment", { paymentIntentId: intent.paymentIntentId, userId: 1 });
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).not.toContain("olive");
      expect(text).not.toContain("Olive");
      expect(text).not.toContain("momentum");
      expect(JSON.parse(text)).toEqual({ success: true, signedIn: false, redirectTo: "/login" });
      expect((await stranger.get("/api/auth/user")).status).toBe(401);
    }

    // The owner's own browser still gets its answer and its session.
    const mine = await owner.post("/api/confirm-payment", { paymentIntentId: intent.paymentIntentId, registrationToken: token });
    expect(await mine.json()).toEqual({ success: true, signedIn: true, redirectTo: "/dashboard", accessLevel: "momentum" });
  });
});
