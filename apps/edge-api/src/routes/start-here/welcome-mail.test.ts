// The welcome e-mail: the checklist's steps, after the member's first purchase, sent once through the
// notice outbox however often the payment is confirmed and whatever the member buys next.
import { START_HERE_STEPS } from "@realty/contracts/start-here";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, noticeOutbox } from "../../db/schema.ts";
import { buyAsNewVisitor, createIntent, payCard } from "../../testing/checkout-client.ts";
import { upgrade } from "../../testing/orders-testing.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

async function welcomes(email: string) {
  const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  return mails.filter((m) => m.subject.startsWith("Welcome to"));
}

describe("the welcome e-mail", () => {
  it("follows the first purchase once, listing every first-week step and the dashboard", async () => {
    const { person } = await buyAsNewVisitor(t, "momentum");
    const [mail, ...more] = await welcomes(person.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/your first week in 5 steps$/);
    for (const step of START_HERE_STEPS) expect(mail?.text).toContain(step.title);
    expect(mail?.text).toContain(`Hi ${person.firstName},`);
    expect(mail?.links).toEqual([`${TEST_ORIGIN}/dashboard`]);
  });

  it("is not sent again by a repeated confirm, nor by an upgrade later", async () => {
    const { browser, person, intent, token } = await buyAsNewVisitor(t, "spark");
    const again = await browser.post("/api/confirm-payment", {
      paymentIntentId: intent.paymentIntentId,
      userId: null,
      registrationToken: token,
    });
    expect(again.status).toBeLessThan(500);
    await upgrade(browser, "domination", "spark");
    expect(await welcomes(person.email)).toHaveLength(1);
    expect((await t.db.select().from(noticeOutbox)).filter((n) => n.kind === "welcome")).toHaveLength(1);
  });

  it("welcomes a member who signed up first and buys later, signed in", async () => {
    const browser = t.client();
    const email = "later@example.com";
    const res = await browser.post("/api/auth/register", {
      firstName: "Lee",
      lastName: "Later",
      email,
      password: "long-password-1",
    });
    expect(res.status).toBe(201);
    const intent = await createIntent(browser, { plan: "spark", isUpgrade: false, registrationToken: null });
    expect((await payCard(browser, intent.clientSecret ?? "")).status).toBe(200);
    const confirm = await browser.post("/api/confirm-payment", {
      paymentIntentId: intent.paymentIntentId,
      userId: intent.userId,
    });
    expect(confirm.status).toBe(200);
    expect(await welcomes(email)).toHaveLength(1);
  });

  it("leaves out the video step for a plan without videos", async () => {
    const { person } = await buyAsNewVisitor(t, "sampler");
    const [mail] = await welcomes(person.email);
    expect(mail?.subject).toMatch(/your first week in 4 steps$/);
    expect(mail?.text).not.toContain("Download a branded video");
  });
});
