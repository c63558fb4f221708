// Finding 7: someone who registered the buyer's e-mail between prepare-payment and fulfilment
// received the purchase, and the buyer's password was dropped. The checkout now reserves its e-mail
// until the registration is used or expires: a registration in between is refused with a 409, and
// so is a second checkout for the same e-mail from another browser.
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { paymentOrders, pendingRegistrations, purchases, users } from "../../apps/edge-api/src/db/schema.ts";
import { REGISTRATION_TTL_MS } from "../../apps/edge-api/src/services/payments/registrations.ts";
import { createIntent, payCard, prepare } from "../../apps/edge-api/src/testing/checkout-client.ts";
import { createTestApp, type TestApp } from "../../apps/edge-api/src/testing/test-app.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

const bea = { firstName: "Bea", lastName: "Buyer", email: "bea@example.com", password: "bea-chose-this-1" };
const mallory = { firstName: "Mallory", lastName: "Other", email: "bea@example.com", password: "mallory-knows-1" };
const RESERVED = "A purchase with this email is in progress. Please finish that purchase, or try again in two hours.";
const IN_PROGRESS =
  "A purchase with this email is already in progress in another browser. Please finish it there, or try again in two hours.";

async function payAndConfirm(browser: ReturnType<TestApp["client"]>, token: string) {
  const intent = await createIntent(browser, { ...bea, registrationToken: token, plan: "spark", isUpgrade: false });
  expect((await payCard(browser, intent.clientSecret ?? "")).status).toBe(200);
  return browser.post("/api/confirm-payment", { paymentIntentId: intent.paymentIntentId, registrationToken: token });
}

describe("the e-mail of a checkout in progress", () => {
  it("cannot be registered by someone else; the purchase lands in the buyer's account with the buyer's password", async () => {
    const buyer = t.client();
    const { token } = await prepare(buyer, "spark", bea);

    const intruder = await t.client().post("/api/auth/register", mallory);
    expect(intruder.status).toBe(409);
    expect(await intruder.json()).toMatchObject({ message: RESERVED });
    expect(await t.db.select().from(users)).toHaveLength(0);

    expect((await payAndConfirm(buyer, token)).status).toBe(200);
    expect((await t.client().post("/api/auth/login", { email: bea.email, password: bea.password })).status).toBe(200);
    expect((await t.client().post("/api/auth/login", { email: bea.email, password: mallory.password })).status).toBe(401);
  });

  it("cannot start a second checkout from another browser, which would take over the first", async () => {
    const buyer = t.client();
    const { token } = await prepare(buyer, "spark", bea);
    const other = await t.client().post("/api/prepare-payment", { ...mallory, plan: "domination" });
    expect(other.status).toBe(409);
    expect(await other.json()).toMatchObject({ message: IN_PROGRESS });
    // Guessing a token does not help either.
    const guessed = await t.client().post("/api/prepare-payment", { ...mallory, plan: "spark", replaceToken: "guess" });
    expect(guessed.status).toBe(409);
    expect(await t.db.select().from(pendingRegistrations)).toHaveLength(1);

    expect((await payAndConfirm(buyer, token)).status).toBe(200);
    const [account] = await t.db.select().from(users).where(eq(users.email, bea.email));
    expect(account?.firstName).toBe("Bea");
  });

  it("goes to exactly one of two browsers preparing at the same moment", async () => {
    const answers = await Promise.all([
      t.client().post("/api/prepare-payment", { ...bea, plan: "spark" }),
      t.client().post("/api/prepare-payment", { ...mallory, plan: "spark" }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(pendingRegistrations)).toHaveLength(1);
  });

  it("can be renewed by the browser holding the reservation; its older token stops working", async () => {
    const buyer = t.client();
    const first = await prepare(buyer, "spark", bea);
    const again = await buyer.post("/api/prepare-payment", {
      ...bea,
      firstName: "Beatrice",
      plan: "spark",
      replaceToken: first.token,
    });
    expect(again.status).toBe(200);
    const { registrationToken } = (await again.json()) as { registrationToken: string };
    await createIntent(buyer, { ...bea, registrationToken: first.token, plan: "spark", isUpgrade: false }, 400);
    expect((await payAndConfirm(buyer, registrationToken)).status).toBe(200);
    const [account] = await t.db.select().from(users).where(eq(users.email, bea.email));
    expect(account?.firstName).toBe("Beatrice");
  });

  it("is freed when the same browser corrects it to another e-mail", async () => {
    const buyer = t.client();
    const typo = await prepare(buyer, "spark", { ...bea, email: "bea@exmaple.com" });
    const fixed = await buyer.post("/api/prepare-payment", { ...bea, plan: "spark", replaceToken: typo.token });
    expect(fixed.status).toBe(200);
    const someone = { ...mallory, email: "bea@exmaple.com" };
    expect((await t.client().post("/api/auth/register", someone)).status).toBe(201);
  });

  it("is free again once the reservation expires", async () => {
    await prepare(t.client(), "spark", bea);
    t.advance(REGISTRATION_TTL_MS + 1);
    expect((await t.client().post("/api/auth/register", mallory)).status).toBe(201);
  });

  it("is never handed to an account that appeared meanwhile by another way: fulfilment refuses", async () => {
    const buyer = t.client();
    const { token } = await prepare(buyer, "spark", bea);
    const intent = await createIntent(buyer, { ...bea, registrationToken: token, plan: "spark", isUpgrade: false });
    await payCard(buyer, intent.clientSecret ?? "");
    // An account created behind the reservation's back (an admin, another process).
    await t.db.insert(users).values({ email: bea.email, firstName: "Mallory", passwordHash: "scrypt$other" });
    const res = await buyer.post("/api/confirm-payment", { paymentIntentId: intent.paymentIntentId, registrationToken: token });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      message: "This purchase could not be added to an account. Your payment is safe; please contact support.",
    });
    expect(await t.db.select().from(purchases)).toHaveLength(0);
    const [order] = await t.db.select().from(paymentOrders);
    expect(order?.fulfilledAt).toBeNull();
    expect((await buyer.get("/api/auth/user")).status).toBe(401);
  });
});
