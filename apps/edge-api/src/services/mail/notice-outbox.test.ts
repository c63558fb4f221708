// Receipts and refund notices are outbox rows written with the money change: a mail outage at the
// moment of purchase loses nothing, and the scheduler's run sends them once the mail is back.
import { SUPPORT_EMAIL } from "@realty/contracts/brand";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { localOutboxMail } from "../../adapters/mail/local-outbox.ts";
import { mailOutbox, noticeOutbox, purchases } from "../../db/schema.ts";
import type { MailPort } from "../../ports/mail.ts";
import { runDueDeliveries } from "../../scheduler/run-due-deliveries.ts";
import { buyAsNewVisitor } from "../../testing/checkout-client.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
let mailDown = true;
beforeEach(async () => {
  mailDown = true;
  let real: MailPort | null = null;
  const flaky: MailPort = {
    kind: "local",
    async send(message) {
      if (mailDown) throw new Error("mail service unavailable");
      if (!real) throw new Error("not wired");
      await real.send(message);
    },
  };
  t = await createTestApp({ deps: { mail: flaky } });
  real = localOutboxMail(t.db, () => {});
});
afterEach(() => t.cleanup());

describe("the notice outbox", () => {
  it("a purchase made while mail is down keeps its receipt, which the next run sends once", async () => {
    const { person } = await buyAsNewVisitor(t, "momentum");
    expect(await t.db.select().from(purchases)).toHaveLength(1);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);
    const waiting = await t.db.select().from(noticeOutbox);
    expect(waiting.map((n) => [n.kind, n.sentAt, n.attempts])).toEqual([
      ["receipt", null, 1],
      ["sale", null, 1],
      ["welcome", null, 1],
    ]);
    expect(waiting[0]?.lastError).toContain("mail service unavailable");

    mailDown = false;
    // Not before its retry time...
    await runDueDeliveries(t.deps);
    expect(await t.db.select().from(mailOutbox)).toHaveLength(0);
    // ...then once, however many runs follow.
    t.advance(60_000);
    await runDueDeliveries(t.deps);
    await runDueDeliveries(t.deps);
    const receipts = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, person.email));
    expect(receipts.map((m) => m.subject)).toEqual([expect.stringContaining("receipt"), expect.stringContaining("Welcome to")]);
    expect((await t.db.select().from(noticeOutbox)).every((n) => n.sentAt !== null)).toBe(true);
  });

  it("the owner gets a sale notification at the platform's contact address", async () => {
    mailDown = false;
    await buyAsNewVisitor(t, "spark");
    const [sale] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, SUPPORT_EMAIL));
    expect(sale?.subject).toBe("RealtyReels: new sale, Script Spark $79.00 USD");
    expect(sale?.text).toContain("Orders tab by its payment reference: http://localhost/admin");
  });
});
