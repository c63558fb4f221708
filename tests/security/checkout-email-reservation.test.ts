// An earlier review found that someone who registered the buyer's e-mail between prepare-payment
// and fulfilment received the purchase, and the buyer's password was dropped. A reservation that
// blocked the e-mail fixed that but locked people out (anyone could hold any address for two hours
// with one unauthenticated request). Now nothing is reserved: a purchase never lands in an account
// its buyer does not hold (such an order is refused and refunded in full), and the buyer resumes a
// checkout from any browser through a link e-mailed to the address.

import { REFUSED_EMAIL_TAKEN } from "@realty/contracts/payments";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  mailOutbox,
  paymentOrders,
  pendingRegistrations,
  purchases,
  testPaymentRefunds,
  users,
} from "../../apps/edge-api/src/db/schema.ts";
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

async function payAndConfirm(browser: ReturnType<TestApp["client"]>, token: string) {
  const intent = await createIntent(browser, { ...bea, registrationToken: token, plan: "spark", isUpgrade: false });
  expect((await payCard(browser, intent.clientSecret ?? "")).status).toBe(200);
  return browser.post("/api/confirm-payment", { paymentIntentId: intent.paymentIntentId, registrationToken: token });
}

/** The link the resume e-mail carries, as the owner of the address reads it. */
async function resumeCode(): Promise<string> {
  const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, bea.email));
  const link = mails.reverse().find((m) => m.subject.includes("continue your checkout"))?.links[0] ?? "";
  return new URL(link).searchParams.get("checkout") ?? "";
}

describe("the e-mail of a checkout in progress", () => {
  it("a stranger's checkout neither blocks the owner nor tells the stranger anything", async () => {
    const stranger = await t.client().post("/api/prepare-payment", { ...mallory, plan: "domination" });
    const owner = await t.client().post("/api/prepare-payment", { ...bea, plan: "spark" });
    expect([stranger.status, owner.status]).toEqual([200, 200]);
    const shape = async (r: Response) => Object.keys((await r.json()) as object).sort();
    expect(await shape(stranger)).toEqual(await shape(owner));
    // The owner may also simply register.
    expect((await t.client().post("/api/auth/register", bea)).status).toBe(201);
  });

  it("a purchase never lands in an account that appeared meanwhile: refused and refunded in full", async () => {
    const buyer = t.client();
    const { token } = await prepare(buyer, "spark", bea);
    const intent = await createIntent(buyer, { ...bea, registrationToken: token, plan: "spark", isUpgrade: false });
    await payCard(buyer, intent.clientSecret ?? "");
    expect((await t.client().post("/api/auth/register", mallory)).status).toBe(201);
    const res = await buyer.post("/api/confirm-payment", { paymentIntentId: intent.paymentIntentId, registrationToken: token });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { message: string }).message).toContain(REFUSED_EMAIL_TAKEN);
    expect(await t.db.select().from(purchases)).toHaveLength(0);
    expect(await t.db.select().from(testPaymentRefunds)).toEqual([expect.objectContaining({ amountCents: 7900 })]);
    const [account] = await t.db.select().from(users).where(eq(users.email, bea.email));
    expect(account).toMatchObject({ firstName: "Mallory", accessLevel: "none" });
    expect((await buyer.get("/api/auth/user")).status).toBe(401);
  });

  it("two checkouts of one e-mail, both paid: the first makes the account, the second is refunded", async () => {
    const first = t.client();
    const second = t.client();
    const a = await prepare(first, "spark", bea);
    const b = await prepare(second, "spark", mallory);
    expect((await payAndConfirm(first, a.token)).status).toBe(200);
    expect((await payAndConfirm(second, b.token)).status).toBe(409);
    expect(await t.db.select().from(users)).toHaveLength(1);
    expect((await t.client().post("/api/auth/login", { email: bea.email, password: bea.password })).status).toBe(200);
    expect((await t.client().post("/api/auth/login", { email: bea.email, password: mallory.password })).status).toBe(401);
  });

  it("the buyer resumes the checkout from another browser with an e-mailed link, once; the old tab's token dies", async () => {
    const oldTab = t.client();
    const { token } = await prepare(oldTab, "momentum", bea);
    const newBrowser = t.client();
    const asked = await newBrowser.post("/api/checkout/resume-link", { email: bea.email });
    expect(asked.status).toBe(200);
    const code = await resumeCode();
    const resumed = await newBrowser.post("/api/checkout/resume", { code });
    expect(resumed.status).toBe(200);
    const held = (await resumed.json()) as { registrationToken: string; plan: string; firstName: string };
    expect(held).toMatchObject({ plan: "momentum", firstName: "Bea" });
    // The link works once.
    expect((await t.client().post("/api/checkout/resume", { code })).status).toBe(400);
    // The old tab's token no longer starts a payment; the new browser pays and is signed in.
    await createIntent(oldTab, { ...bea, registrationToken: token, plan: "momentum", isUpgrade: false }, 400);
    expect((await payAndConfirm(newBrowser, held.registrationToken)).status).toBe(200);
    expect(((await (await newBrowser.get("/api/auth/user")).json()) as { email: string }).email).toBe(bea.email);
  });

  it("asking for a resume link answers the same whether or not a checkout waits, and mails only the owner", async () => {
    const none = await t.client().post("/api/checkout/resume-link", { email: "nobody@example.com" });
    await prepare(t.client(), "spark", bea);
    const some = await t.client().post("/api/checkout/resume-link", { email: bea.email });
    expect([none.status, some.status]).toEqual([200, 200]);
    expect(await none.json()).toEqual(await some.json());
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, "nobody@example.com"))).toHaveLength(0);
    expect(await resumeCode()).not.toBe("");
    expect((await t.client().post("/api/checkout/resume-link", { email: "not-an-email" })).status).toBe(400);
  });

  it("can be renewed by the browser holding it; its older token stops working", async () => {
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
    expect(await t.db.select().from(pendingRegistrations)).toHaveLength(2);
  });

  it("a checkout whose registration expired cannot start a payment", async () => {
    const buyer = t.client();
    const { token } = await prepare(buyer, "spark", bea);
    t.advance(REGISTRATION_TTL_MS + 1);
    await createIntent(buyer, { ...bea, registrationToken: token, plan: "spark", isUpgrade: false }, 400);
    expect(await t.db.select().from(paymentOrders)).toHaveLength(0);
  });
});
