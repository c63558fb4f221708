// Regression guard: discount codes could be guessed without limit through create-payment-intent (only
// the validate route was limited). A code sent there now spends the same budget as validate.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { paymentOrders } from "../../apps/edge-api/src/db/schema.ts";
import { DEFAULT_RATE_LIMITS } from "../../apps/edge-api/src/lib/app-config.ts";
import { addCode, createIntent, prepare } from "../../apps/edge-api/src/testing/checkout-client.ts";
import { createTestApp, type TestApp } from "../../apps/edge-api/src/testing/test-app.ts";

const BUDGET = 4;
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({
    config: { rateLimits: { ...DEFAULT_RATE_LIMITS, discount: { limit: BUDGET, windowMs: 15 * 60_000 } } },
  });
  await addCode(t, { code: "SECRET50", discountPercent: 50 });
});
afterEach(() => t.cleanup());

const TOO_MANY = { message: "Too many attempts. Please wait a few minutes and try again." };

describe("guessing discount codes through create-payment-intent", () => {
  it("stops at the validate route's budget, shared between the two routes, even for the right code", async () => {
    const browser = t.client();
    const { person, token } = await prepare(browser, "spark");
    const intent = (code: string | null) =>
      browser.post("/api/create-payment-intent", { ...person, registrationToken: token, plan: "spark", discountCode: code });

    expect((await browser.post("/api/discount/validate", { code: "GUESS1", plan: "spark" })).status).toBe(200);
    for (const guess of ["GUESS2", "GUESS3", "GUESS4"]) expect((await intent(guess)).status).toBe(400);
    const limited = await intent("SECRET50");
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual(TOO_MANY);
    expect((await browser.post("/api/discount/validate", { code: "SECRET50", plan: "spark" })).status).toBe(429);
    expect(await t.db.select().from(paymentOrders)).toHaveLength(0);

    // Paying without a code is not a guess: it still works.
    const plain = await createIntent(browser, { ...person, registrationToken: token, plan: "spark", discountCode: null });
    expect(plain.amountCents).toBe(7900);

    // The budget refills after its window.
    t.advance(15 * 60_000 + 1);
    expect((await intent("SECRET50")).status).toBe(200);
  });
});
