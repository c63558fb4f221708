// The hub's API on the sandbox provider (the local default): connect, validate, post, schedule,
// history, analytics, disconnect; and the page shown when a network is not set up.
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { sandboxEngagement } from "../../adapters/social/sandbox.ts";
import { hubPostDeliveries, hubPosts, users } from "../../db/schema.ts";
import { runDueDeliveries } from "../../scheduler/run-due-deliveries.ts";
import { signedInMember, socialTestApp, walkOAuth } from "../../testing/social-kit.ts";
import type { TestApp } from "../../testing/test-app.ts";

let t: TestApp;
afterEach(() => t.cleanup());

async function connected(...platforms: ("facebook" | "linkedin" | "twitter")[]) {
  t = await socialTestApp();
  const member = await signedInMember(t);
  for (const p of platforms) expect((await walkOAuth(member.browser, p)).callback.status).toBe(200);
  return member;
}

describe("social hub API (sandbox)", () => {
  it("answers 401 to signed-out callers before reading the body", async () => {
    t = await socialTestApp();
    const anon = t.client();
    expect((await anon.get("/api/social/status")).status).toBe(401);
    expect((await anon.post("/api/social/post", { content: "" })).status).toBe(401);
    expect((await anon.get("/api/social/posts")).status).toBe(401);
  });

  it("connects a sandbox account through the same state-checked callback", async () => {
    t = await socialTestApp();
    const { browser } = await signedInMember(t);
    expect(await (await browser.get("/api/social/status")).json()).toMatchObject({
      facebook: false,
      linkedin: false,
      twitter: false,
      accounts: { facebook: { connected: false, mode: "sandbox" } },
    });
    const { authorizeUrl, callback } = await walkOAuth(browser, "facebook");
    expect(authorizeUrl.pathname).toBe("/api/auth/facebook/callback");
    expect(await callback.text()).toContain("Sandbox Realty Page");
    expect(await (await browser.get("/api/social/status")).json()).toMatchObject({
      facebook: true,
      accounts: { facebook: { connected: true, label: "Sandbox Realty Page", mode: "sandbox" } },
    });
  });

  it.each([
    [{ content: "   ", platforms: ["facebook"] }, "Please enter content for your post"],
    [{ content: "Hello", platforms: [] }, "Please select at least one platform"],
    [{ content: "Hello" }, "Please select at least one platform"],
    [{ content: "Hello", platforms: ["myspace"] }, "Unknown platform"],
    [{ content: "Hello", platforms: ["linkedin"] }, "Connect your LinkedIn account before posting to it."],
    [{ content: "x".repeat(63_207), platforms: ["facebook"] }, "Posts can be at most 63,206 characters"],
  ])("refuses %j with its message and stores nothing", async (body, message) => {
    const { browser } = await connected("facebook");
    const res = await browser.post("/api/social/post", body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message });
    expect(await t.db.select().from(hubPosts)).toHaveLength(0);
  });

  it("posts now to each platform on its own; refuses, before sending anything, what X would refuse", async () => {
    const { browser } = await connected("facebook", "twitter");
    const short = await browser.post("/api/social/post", {
      content: "Just listed!",
      platforms: ["facebook", "twitter", "twitter"],
    });
    expect(await short.json()).toEqual({
      scheduled: false,
      platforms: ["facebook", "twitter"],
      successfulPosts: 2,
      totalPosts: 2,
      failures: [],
    });
    const before = (await browser.get("/api/social/posts").then((r) => r.json())) as unknown[];
    // 257 letters and a 60-character link: 257 + 23 = 280 as X counts it, so it is accepted.
    const link = `https://example.com/${"p".repeat(40)}`;
    const fits = await browser.post("/api/social/post", { content: `${"a".repeat(256)} ${link}`, platforms: ["twitter"] });
    expect(fits.status).toBe(200);
    const long = await browser.post("/api/social/post", { content: "a".repeat(300), platforms: ["facebook", "twitter"] });
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({
      message: "X accepts at most 280 characters as X counts them (a link counts 23); this version has 300. Shorten it.",
      errors: {
        twitter: "X accepts at most 280 characters as X counts them (a link counts 23); this version has 300. Shorten it.",
      },
    });
    // A per-network edit makes the same post acceptable: Facebook gets the long text, X its own.
    const edited = await browser.post("/api/social/post", {
      content: "a".repeat(300),
      platforms: ["facebook", "twitter"],
      variants: { twitter: "Short version for X" },
    });
    expect(await edited.json()).toMatchObject({ successfulPosts: 2, totalPosts: 2 });
    const after = (await browser.get("/api/social/posts").then((r) => r.json())) as {
      deliveries: { platform: string; content: string }[];
    }[];
    expect(after).toHaveLength(before.length + 2);
    expect(after[0]?.deliveries.map((d) => [d.platform, d.content.length])).toEqual([
      ["facebook", 300],
      ["twitter", 19],
    ]);
  });

  it("refuses a template with a blank left", async () => {
    const { browser } = await connected("facebook");
    const res = await browser.post("/api/social/post", {
      content: "New listing in [Neighborhood] at [Price]!",
      platforms: ["facebook"],
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      message: "Fill in [Neighborhood], [Price] in the Facebook version before sending.",
    });
  });

  it("schedules a post, refuses a time in the past, and lists both kinds in History", async () => {
    const { browser } = await connected("linkedin", "twitter");
    const past = await browser.post("/api/social/schedule", {
      content: "Too late",
      platforms: ["linkedin"],
      scheduledFor: new Date(t.deps.now().getTime() - 60_000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(await past.json()).toMatchObject({ message: "Please choose a time in the future, or use Post Now." });
    const garbled = await browser.post("/api/social/schedule", {
      content: "x",
      platforms: ["linkedin"],
      scheduledFor: "tomorrow",
    });
    expect(await garbled.json()).toMatchObject({ message: "Please choose a date and time for your post" });

    const when = new Date(t.deps.now().getTime() + 24 * 60 * 60_000);
    const res = await browser.post("/api/social/schedule", {
      content: "Tomorrow's tip",
      platforms: ["linkedin"],
      scheduledFor: when.toISOString(),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ scheduled: true, platforms: ["linkedin"], successfulPosts: 0, totalPosts: 1 });
    await browser.post("/api/social/post", { content: "Posted today", platforms: ["twitter"] });

    const history = (await (await browser.get("/api/social/posts")).json()) as {
      content: string;
      status: string;
      scheduledFor: string | null;
    }[];
    expect(history.map((p) => [p.content, p.status])).toEqual([
      ["Tomorrow's tip", "scheduled"],
      ["Posted today", "posted"],
    ]);
    expect(history[0]?.scheduledFor).toBe(when.toISOString());
    expect(await (await browser.get("/api/social/analytics")).json()).toMatchObject({ totalPosts: 1, scheduledPosts: 1 });

    // Another member sees none of it.
    const other = await signedInMember(t, "Kim");
    expect(await (await other.browser.get("/api/social/posts")).json()).toEqual([]);
  });

  it("reports deterministic sandbox engagement once the scheduler has read it", async () => {
    const { browser } = await connected("twitter");
    await browser.post("/api/social/post", { content: "Engagement please", platforms: ["twitter"] });
    t.advance(3 * 60 * 60_000);
    await runDueDeliveries(t.deps, t.deps.now());
    const [row] = await t.db.select().from(hubPostDeliveries);
    const expected = sandboxEngagement(row?.externalId ?? "", t.deps.now());
    expect(expected?.likes).toBeGreaterThan(0);
    const [post] = (await (await browser.get("/api/social/posts")).json()) as { deliveries: unknown[] }[];
    expect(post?.deliveries[0]).toMatchObject({
      platform: "twitter",
      status: "posted",
      engagement: { likes: expected?.likes, shares: expected?.shares, comments: expected?.comments },
      reach: expected?.reach,
    });
    const stats = (await (await browser.get("/api/social/analytics")).json()) as { engagement: number };
    expect(stats.engagement).toBe((expected?.likes ?? 0) + (expected?.shares ?? 0) + (expected?.comments ?? 0));
  });

  it("disconnects an account", async () => {
    const { browser } = await connected("linkedin");
    const res = await browser.post("/api/social/disconnect", { platform: "linkedin" });
    expect(await res.json()).toMatchObject({ success: true, disconnected: true, status: { linkedin: false } });
    expect((await browser.post("/api/social/disconnect", { platform: "friendster" })).status).toBe(400);
  });
});

describe("a network without credentials and the sandbox off", () => {
  it("tells the member posting is not enabled, never which variables to set; the admin sees them", async () => {
    t = await socialTestApp(undefined, { sandbox: false });
    const { browser } = await signedInMember(t);
    const res = await browser.get("/api/auth/twitter");
    expect(res.status).toBe(503);
    const page = await res.text();
    expect(page).toContain("Posting to X is not enabled on this site yet.");
    expect(page).not.toContain("X_CLIENT_ID");
    expect(await (await browser.get("/api/social/status")).json()).toMatchObject({
      accounts: { twitter: { mode: "unavailable", notice: "Posting to X is not enabled on this site yet." } },
    });
    expect((await browser.get("/api/social/networks")).status).toBe(403);
    const admin = await signedInMember(t, "Ada");
    await t.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.userId));
    const networks = (await (await admin.browser.get("/api/social/networks")).json()) as {
      platform: string;
      missing: string[];
      redirectUrl: string;
    }[];
    expect(networks.find((n) => n.platform === "twitter")).toMatchObject({
      missing: ["X_CLIENT_ID", "X_CLIENT_SECRET"],
      redirectUrl: "http://localhost/api/auth/twitter/callback",
    });
  });
});
