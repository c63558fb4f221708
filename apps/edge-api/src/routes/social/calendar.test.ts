// The 52-week calendar, "Schedule this week", the member's time zone and the private ICS feed,
// through real HTTP with the library loaded as `npm start` loads it.
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { canvasPostImages } from "../../adapters/post-images/canvas-post-images.ts";
import { hubPosts, users } from "../../db/schema.ts";
import { ALREADY_QUEUED } from "../../services/social/schedule-week.ts";
import { signedInMember, walkOAuth } from "../../testing/social-kit.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ seed: true, now: new Date("2026-01-15T12:00:00Z"), deps: { postImages: canvasPostImages } });
});
afterEach(() => t.cleanup());

async function member() {
  const m = await signedInMember(t);
  await t.db.update(users).set({ accessLevel: "domination" }).where(eq(users.id, m.userId));
  await walkOAuth(m.browser, "facebook");
  await walkOAuth(m.browser, "twitter");
  return m;
}

describe("social calendar", () => {
  it("stores the member's time zone and refuses an unknown one without changing it", async () => {
    const { browser } = await member();
    const saved = await browser.put("/api/social/preferences", {
      timeZone: "America/Chicago",
      postTime: "08:30",
      planStart: "2026-01-19",
    });
    expect(await saved.json()).toMatchObject({ timeZone: "America/Chicago", postTime: "08:30", planStart: "2026-01-19" });
    const bad = await browser.put("/api/social/preferences", { timeZone: "Mars/Olympus" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: "Unknown time zone." });
    expect((await browser.put("/api/social/preferences", { postTime: "25:00" })).status).toBe(400);
    expect(await (await browser.get("/api/social/preferences")).json()).toMatchObject({ timeZone: "America/Chicago" });
  });

  it("spreads members who never chose a posting time across the nine o'clock hour", async () => {
    const times = new Set<string>();
    const minutes = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const { browser, userId } = await member();
      const prefs = (await (await browser.get("/api/social/preferences")).json()) as { postTime: string };
      expect(prefs.postTime).toMatch(/^09:[0-5][0-9]$/);
      times.add(prefs.postTime);
      // The week's posts go out at that time (the plan starts the day the account was made).
      const week = (await (await browser.get("/api/social/calendar")).json()) as { week: number; startsOn: string }[];
      const next = week.find((w) => w.startsOn > "2026-01-15");
      const res = await browser.post("/api/social/calendar/schedule-week", { week: next?.week, platforms: ["facebook"] });
      expect(res.status).toBe(200);
      const queued = await t.db.select().from(hubPosts).where(eq(hubPosts.userId, userId));
      expect(queued.length).toBeGreaterThan(0);
      for (const p of queued) minutes.add(p.scheduledFor?.toISOString().slice(11, 16) ?? "");
    }
    expect(times.size).toBe(4);
    expect(minutes).toEqual(times);
  });

  it("lays 52 weeks in four quarters and schedules this week's items at the chosen time, in UTC", async () => {
    const { browser, userId } = await member();
    await browser.put("/api/social/preferences", { timeZone: "America/Chicago", postTime: "08:30", planStart: "2026-01-19" });
    const weeks = (await (await browser.get("/api/social/calendar")).json()) as {
      week: number;
      quarter: number;
      startsOn: string;
      items: { kind: string; open: boolean }[];
      queued: number;
    }[];
    expect(weeks).toHaveLength(52);
    expect(weeks[0]).toMatchObject({ week: 1, startsOn: "2026-01-19", queued: 0 });
    expect(new Set(weeks.map((w) => w.quarter))).toEqual(new Set([1, 2, 3, 4]));
    expect(weeks[0]?.items.map((i) => i.kind)).toEqual(["video", "script", "post"]);

    const res = await browser.post("/api/social/calendar/schedule-week", { week: 1, platforms: ["facebook", "twitter"] });
    const result = (await res.json()) as { scheduled: number; skipped: unknown[] };
    expect(result).toEqual({ scheduled: 3, skipped: [] });
    const queued = await t.db.select().from(hubPosts).where(eq(hubPosts.userId, userId));
    // 08:30 in Chicago (UTC-6 in January) is 14:30 UTC: Monday, Wednesday and Friday.
    expect(queued.map((p) => p.scheduledFor?.toISOString()).sort()).toEqual([
      "2026-01-19T14:30:00.000Z",
      "2026-01-21T14:30:00.000Z",
      "2026-01-23T14:30:00.000Z",
    ]);
    const after = (await (await browser.get("/api/social/calendar")).json()) as { queued: number }[];
    expect(after[0]?.queued).toBe(3);
    expect((await browser.post("/api/social/calendar/schedule-week", { week: 53, platforms: ["facebook"] })).status).toBe(400);
  });

  it('"Schedule this week" twice, or twice at once, queues the week once; a cancelled item can be queued again', async () => {
    const { browser, userId } = await member();
    await browser.put("/api/social/preferences", { timeZone: "America/Chicago", postTime: "08:30", planStart: "2026-01-19" });
    const run = async () =>
      (await (await browser.post("/api/social/calendar/schedule-week", { week: 1, platforms: ["facebook"] })).json()) as {
        scheduled: number;
        skipped: { reason: string }[];
      };
    const both = await Promise.all([run(), run()]);
    expect(both.reduce((n, r) => n + r.scheduled, 0)).toBe(3);
    const again = await run();
    expect(again.scheduled).toBe(0);
    expect(again.skipped.map((s) => s.reason)).toEqual(Array(3).fill(ALREADY_QUEUED));
    const queued = await t.db.select().from(hubPosts).where(eq(hubPosts.userId, userId));
    expect(queued).toHaveLength(3);

    const first = queued.find((p) => p.planSlot === "week:1:post");
    expect((await browser.post(`/api/social/posts/${first?.id}/cancel`, {})).status).toBe(200);
    expect((await run()).scheduled).toBe(1);
  });

  it("serves a private ICS feed until its URL is rotated or revoked", async () => {
    const { browser } = await member();
    const { icsUrl } = (await (await browser.post("/api/social/calendar-feed")).json()) as { icsUrl: string };
    const path = new URL(icsUrl).pathname;
    const anonymous = t.client();
    const feed = await anonymous.get(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toContain("text/calendar");
    const body = await feed.text();
    expect(body.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(body.match(/BEGIN:VEVENT/g)?.length).toBeGreaterThanOrEqual(52);
    const rotated = (await (await browser.post("/api/social/calendar-feed")).json()) as { icsUrl: string };
    expect((await anonymous.get(path)).status).toBe(404);
    expect((await anonymous.get(new URL(rotated.icsUrl).pathname)).status).toBe(200);
    await browser.del("/api/social/calendar-feed");
    expect((await anonymous.get(new URL(rotated.icsUrl).pathname)).status).toBe(404);
  });
});
