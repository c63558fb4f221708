// Purchase and fulfilment inside workerd against D1: the path that once failed after the card
// was charged (D1 refuses BEGIN), now one guarded batch.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, mailOutbox, paymentOrders, purchases, users } from "../db/schema.ts";
import { buyer, createIntent, payCard, prepare } from "../testing/checkout-client.ts";
import { client, workerDb } from "./worker-client.ts";

async function paidIntent(plan: "momentum" | "domination") {
  const browser = client();
  const { person, token } = await prepare(browser, plan, buyer());
  const intent = await createIntent(browser, { ...person, registrationToken: token, plan, isUpgrade: false, discountCode: null });
  expect((await payCard(browser, intent.clientSecret ?? "")).status).toBe(200);
  return { browser, person, token, intent };
}

describe("purchase on the Worker (D1)", () => {
  it("a new visitor buys a plan: account, purchase, access, audit row and one receipt", async () => {
    const { browser, person, token, intent } = await paidIntent("momentum");
    const confirm = await browser.post("/api/confirm-payment", {
      paymentIntentId: intent.paymentIntentId,
      userId: null,
      registrationToken: token,
    });
    expect(confirm.status, await confirm.clone().text()).toBe(200);
    const me = (await (await browser.get("/api/auth/user")).json()) as { email: string; accessLevel: string };
    expect(me).toMatchObject({ email: person.email, accessLevel: "momentum" });
    const db = workerDb();
    const [user] = await db.select().from(users).where(eq(users.email, person.email));
    expect(await db.select().from(purchases).where(eq(purchases.paymentIntentId, intent.paymentIntentId))).toHaveLength(1);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, "purchase.fulfilled"));
    expect(audit.filter((a) => a.targetId === String(user?.id))).toHaveLength(1);
    const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.paymentIntentId, intent.paymentIntentId));
    expect(order?.fulfilledAt).toBeTruthy();
    // One receipt, and one welcome with the first-week steps (a first purchase).
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, person.email));
    expect(mails.map((m) => m.subject).sort()).toEqual([
      expect.stringContaining("Welcome to"),
      expect.stringContaining("receipt"),
    ]);
    // The new account signs in with the password typed on the purchase form.
    expect((await client().post("/api/auth/login", { email: person.email, password: person.password })).status).toBe(200);
  });

  it("ten concurrent confirms fulfil once and sign in once: one account, one purchase, one audit row, one receipt and one welcome", async () => {
    const { person, token, intent } = await paidIntent("domination");
    const body = { paymentIntentId: intent.paymentIntentId, userId: null, registrationToken: token };
    const answers = await Promise.all(Array.from({ length: 10 }, () => client().post("/api/confirm-payment", body)));
    // The token signs one browser in; the other nine are replays of a used token.
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(401)]);
    const db = workerDb();
    const accounts = await db.select().from(users).where(eq(users.email, person.email));
    expect(accounts).toHaveLength(1);
    expect(accounts[0]?.accessLevel).toBe("domination");
    expect(await db.select().from(purchases).where(eq(purchases.paymentIntentId, intent.paymentIntentId))).toHaveLength(1);
    const audit = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(accounts[0]?.id)));
    expect(audit.filter((a) => a.action === "purchase.fulfilled")).toHaveLength(1);
    // One receipt, and one welcome with the first-week steps (a first purchase).
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, person.email));
    expect(mails.map((m) => m.subject).sort()).toEqual([
      expect.stringContaining("Welcome to"),
      expect.stringContaining("receipt"),
    ]);
  });
});
