import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { purchases } from "../../db/schema.ts";
import { signedInMember } from "../../testing/brand-testing.ts";
import { addScript, postLeadForm, signedLink, visitorFields } from "../../testing/leads-testing.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

describe("GET /api/leads/guarantee", () => {
  it("counts real leads of the 30 days after the first purchase, with the days left", async () => {
    const scriptId = await addScript(t);
    const { browser, user } = await signedInMember(t, "agent@example.com");
    expect(await (await browser.get("/api/leads/guarantee")).json()).toEqual({ progress: null });

    const bought = t.deps.now();
    await t.db.insert(purchases).values({
      userId: user.id,
      productType: "spark",
      amountCents: 6900,
      paymentIntentId: "pi_guarantee",
      provider: "test",
      createdAt: bought,
    });
    const { s } = await signedLink(t, scriptId, user.id);
    // A visit is not a lead.
    await t.app.request(`http://localhost/script/${scriptId}?s=${s}`);
    t.advance(2 * DAY);
    await postLeadForm(t, visitorFields(scriptId, s));
    const progress = async () =>
      ((await (await browser.get("/api/leads/guarantee")).json()) as { progress: Record<string, unknown> }).progress;
    expect(await progress()).toMatchObject({
      startedAt: bought.toISOString(),
      endsAt: new Date(bought.getTime() + 30 * DAY).toISOString(),
      daysLeft: 28,
      leads: 1,
      leadsTarget: 3,
    });

    // A lead after the window does not count, and the days left stop at 0.
    t.advance(29 * DAY);
    await postLeadForm(t, visitorFields(scriptId, s, { name: "Late Lead" }));
    expect(await progress()).toMatchObject({ daysLeft: 0, leads: 1 });
    expect((await t.client().get("/api/leads/guarantee")).status).toBe(401);
  });
});
