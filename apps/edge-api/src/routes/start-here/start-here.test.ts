// The "Start here" checklist: each step is done only once the member has really taken it, read from
// the rows the step leaves; it follows the first purchase, and a dismissal holds.
import type { StartHereState } from "@realty/contracts/start-here";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { memberMilestones, scripts, users } from "../../db/schema.ts";
import { buyAsNewVisitor } from "../../testing/checkout-client.ts";
import { CONTENT } from "../../testing/customize-fixtures.ts";
import { walkOAuth } from "../../testing/social-kit.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

type Browser = ReturnType<TestApp["client"]>;

async function checklist(browser: Browser): Promise<StartHereState> {
  const res = await browser.get("/api/user/start-here");
  expect(res.status).toBe(200);
  return (await res.json()) as StartHereState;
}

const doneSteps = (state: StartHereState) => state.items.filter((i) => i.done).map((i) => i.id);

async function addScript(): Promise<number> {
  const [row] = await t.db
    .insert(scripts)
    .values({
      title: "First Impressions",
      content: CONTENT,
      category: "seller",
      topic: "sellers",
      accessLevel: "sampler",
      sortOrder: 0,
    })
    .returning();
  return row?.id ?? 0;
}

describe("the Start here checklist", () => {
  it("answers 401 to a visitor who is not signed in, and changes nothing on a dismissal attempt", async () => {
    const anon = t.client();
    expect((await anon.get("/api/user/start-here")).status).toBe(401);
    expect((await anon.post("/api/user/start-here/dismiss", {})).status).toBe(401);
    expect(await t.db.select().from(memberMilestones)).toEqual([]);
  });

  it("is not shown before the first purchase, nor to a demo account", async () => {
    const browser = t.client();
    const res = await browser.post("/api/auth/register", {
      firstName: "Nora",
      lastName: "None",
      email: "nora@example.com",
      password: "long-password-1",
    });
    expect(res.status).toBe(201);
    expect((await checklist(browser)).show).toBe(false);
    await t.db.update(users).set({ accessLevel: "momentum", isDemo: true }).where(eq(users.email, "nora@example.com"));
    expect((await checklist(browser)).show).toBe(false);
  });

  it("opens after the first purchase with five steps, none done", async () => {
    const { browser } = await buyAsNewVisitor(t, "momentum");
    const state = await checklist(browser);
    expect(state).toMatchObject({ show: true, dismissed: false, completed: 0, total: 5 });
    expect(state.items.map((i) => i.id)).toEqual([
      "brand_profile",
      "customized_script",
      "branded_video",
      "scheduled_post",
      "shared_page",
    ]);
  });

  it("leaves out the video step for a plan without videos", async () => {
    const { browser } = await buyAsNewVisitor(t, "sampler");
    const state = await checklist(browser);
    expect(state.items.map((i) => i.id)).toEqual(["brand_profile", "customized_script", "scheduled_post", "shared_page"]);
    expect(state.total).toBe(4);
  });

  it("ticks each step only when the member takes it", async () => {
    const { browser } = await buyAsNewVisitor(t, "sampler");
    const scriptId = await addScript();

    // Opening a script and fetching its share link is not sharing it.
    expect((await browser.get(`/api/share-links?type=script&id=${scriptId}`)).status).toBe(200);
    expect(doneSteps(await checklist(browser))).toEqual([]);

    const brand = await browser.put("/api/user/brand", {
      displayName: "Dana Reyes",
      brokerage: "Harbor Realty Group",
      phone: "(555) 123-4567",
      email: "dana@harbor.example",
      licenseNumber: "SA-0192837",
      licenseState: "TX",
      equalHousing: true,
      brandColor: "#1d4ed8",
    });
    expect(brand.status).toBe(200);
    expect(doneSteps(await checklist(browser))).toEqual(["brand_profile"]);

    const customized = await browser.post(`/api/scripts/${scriptId}/customize`, {
      location: "Austin",
      specialty: "",
      personality: "",
    });
    expect(customized.status).toBe(200);
    expect(doneSteps(await checklist(browser))).toEqual(["brand_profile", "customized_script"]);

    await walkOAuth(browser, "facebook");
    const tomorrow = new Date(t.deps.now().getTime() + 86_400_000).toISOString();
    const scheduled = await browser.post("/api/social/schedule", {
      content: "Open house this Sunday!",
      platforms: ["facebook"],
      scheduledFor: tomorrow,
    });
    expect(scheduled.status).toBe(201);
    expect(doneSteps(await checklist(browser))).toEqual(["brand_profile", "customized_script", "scheduled_post"]);

    // Another event, or a share reported by someone signed out, does not count as the member's share.
    expect((await browser.post("/api/analytics", { event: "page_view", properties: { path: "/dashboard" } })).status).toBe(204);
    expect((await t.client().post("/api/analytics", { event: "script_share", properties: { scriptId } })).status).toBe(204);
    expect(doneSteps(await checklist(browser))).not.toContain("shared_page");

    const shared = await browser.post("/api/analytics", { event: "script_share", properties: { scriptId, platform: "copy" } });
    expect(shared.status).toBe(204);
    const state = await checklist(browser);
    expect(doneSteps(state)).toEqual(["brand_profile", "customized_script", "scheduled_post", "shared_page"]);
    expect(state).toMatchObject({ completed: 4, total: 4, show: true });

    // Sharing again records nothing new.
    await browser.post("/api/analytics", { event: "script_share", properties: { scriptId, platform: "facebook" } });
    expect(await t.db.select().from(memberMilestones)).toHaveLength(1);
  });

  it("stays hidden once dismissed, for this member only; a second dismissal changes nothing", async () => {
    const first = await buyAsNewVisitor(t, "spark");
    const other = await buyAsNewVisitor(t, "spark");
    const res = await first.browser.post("/api/user/start-here/dismiss", {});
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ show: false, dismissed: true });
    expect(await checklist(first.browser)).toMatchObject({ show: false, dismissed: true });
    expect((await first.browser.post("/api/user/start-here/dismiss", {})).status).toBe(200);
    expect(await t.db.select().from(memberMilestones)).toHaveLength(1);
    expect(await checklist(other.browser)).toMatchObject({ show: true, dismissed: false });
  });
});
