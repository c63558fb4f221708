import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { auditLog, leads, purchases } from "../../db/schema.ts";
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
  it("shows a plan without videos as not covered, and never claimable", async () => {
    const { browser, user } = await signedInMember(t, "sampler@example.com", "sampler");
    await t.db.insert(purchases).values({
      userId: user.id,
      productType: "sampler",
      amountCents: 6900,
      paymentIntentId: "pi_sampler_guarantee",
      provider: "test",
      createdAt: t.deps.now(),
    });
    // The window is over; the member signs in now and then, so the session stays alive.
    for (const days of [10, 10, 10]) {
      t.advance(days * DAY);
      expect((await browser.get("/api/leads/guarantee")).status).toBe(200);
    }
    const body = (await (await browser.get("/api/leads/guarantee")).json()) as { progress: Record<string, unknown> };
    expect(body.progress).toMatchObject({ covered: false, claimable: false, leads: 0 });
    expect((await browser.post("/api/guarantee/claims", { note: "" })).status).toBe(400);
  });

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

  it("deleting leads archives them with an audit row: the member's list loses them, the count never falls", async () => {
    const scriptId = await addScript(t);
    const { browser, user } = await signedInMember(t, "agent@example.com");
    await t.db.insert(purchases).values({
      userId: user.id,
      productType: "spark",
      amountCents: 6900,
      paymentIntentId: "pi_archive",
      provider: "test",
      createdAt: t.deps.now(),
    });
    const { s } = await signedLink(t, scriptId, user.id);
    for (const name of ["Ann Buyer", "Ben Seller", "Cy Renter", "Di Owner"]) {
      t.advance(60_000);
      await postLeadForm(t, visitorFields(scriptId, s, { name }));
    }
    const progress = async () =>
      ((await (await browser.get("/api/leads/guarantee")).json()) as { progress: { leads: number } }).progress;
    expect((await progress()).leads).toBe(4);
    const listed = (await (await browser.get("/api/leads")).json()) as { leads?: { id: number }[] } | { id: number }[];
    const ids = (Array.isArray(listed) ? listed : (listed.leads ?? [])).map((l) => l.id);
    for (const id of ids.slice(0, 2)) expect((await browser.del(`/api/leads/${id}`)).status).toBe(200);
    expect((await progress()).leads).toBe(4);
    const after = (await (await browser.get("/api/leads")).json()) as { leads?: unknown[] } | unknown[];
    expect((Array.isArray(after) ? after : (after.leads ?? [])).length).toBe(2);
    // Archived, not gone: the contact details are removed, the capture stays, each with its audit row.
    const archived = (await t.db.select().from(leads)).filter((l) => l.archivedAt !== null);
    expect(archived.map((l) => [l.name, l.email, l.phone])).toEqual([
      ["(deleted)", null, null],
      ["(deleted)", null, null],
    ]);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, "lead.archived"))).toHaveLength(2);
    // A second delete of the same lead is a 404 and writes nothing.
    expect((await browser.del(`/api/leads/${ids[0]}`)).status).toBe(404);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, "lead.archived"))).toHaveLength(2);
  });
});
