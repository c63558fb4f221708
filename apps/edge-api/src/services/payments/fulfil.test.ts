import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { auditLog, purchases, users } from "../../db/schema.ts";
import { jobLog } from "../../lib/log.ts";
import { createIntent, payCard, prepare } from "../../testing/checkout-client.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { fulfilPayment } from "./fulfil.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

describe("fulfilPayment", () => {
  it("twenty simultaneous calls for one payment: exactly one does the work", async () => {
    const browser = t.client();
    const { person, token } = await prepare(browser, "domination");
    const intent = await createIntent(browser, { ...person, registrationToken: token, plan: "domination", isUpgrade: false });
    await payCard(browser, intent.clientSecret ?? "");
    const paid = { status: "succeeded", amountCents: 9900, currency: "usd" };
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        fulfilPayment({ db: t.db, now: t.deps.now(), log: jobLog("test") }, intent.paymentIntentId, paid),
      ),
    );
    expect(results.filter((r) => r.fulfilledNow)).toHaveLength(1);
    expect(new Set(results.map((r) => r.user.id)).size).toBe(1);
    expect(await t.db.select().from(users)).toHaveLength(1);
    expect(await t.db.select().from(purchases)).toHaveLength(1);
    expect(await t.db.select().from(auditLog)).toHaveLength(1);
  });

  it("refuses a payment that has not succeeded", async () => {
    const browser = t.client();
    const { person, token } = await prepare(browser, "spark");
    const intent = await createIntent(browser, { ...person, registrationToken: token, plan: "spark", isUpgrade: false });
    const pending = { status: "requires_payment_method", amountCents: 7900, currency: "usd" };
    await expect(
      fulfilPayment({ db: t.db, now: t.deps.now(), log: jobLog("test") }, intent.paymentIntentId, pending),
    ).rejects.toThrow(/not completed/);
    expect(await t.db.select().from(purchases)).toHaveLength(0);
  });
});
