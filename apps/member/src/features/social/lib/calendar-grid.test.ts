import type { HubPost } from "@realty/contracts/social-constants";
import { describe, expect, it } from "vitest";
import { canMove, monthDays, movedTo, postsOn, shiftMonth, startOfWeek, timeIn, weekDays } from "./calendar-grid.ts";

const post = (id: number, at: string, status: HubPost["status"] = "scheduled"): HubPost => ({
  id,
  content: `Post ${id}`,
  media: null,
  firstComment: null,
  platforms: ["facebook"],
  scheduledFor: at,
  status,
  createdAt: "2026-11-01T00:00:00Z",
  engagement: { likes: 0, shares: 0, comments: 0 },
  deliveries: [
    {
      id,
      platform: "facebook",
      content: `Post ${id}`,
      mediaType: null,
      sandbox: true,
      status: status === "scheduled" ? "pending" : "posted",
      attempts: 0,
      error: null,
      postedAt: null,
      nextAttemptAt: null,
      engagement: null,
      reach: null,
    },
  ],
});

describe("calendar grid", () => {
  it("lays out a week from Monday and a month in six weeks", () => {
    expect(startOfWeek("2026-11-27")).toBe("2026-11-23");
    expect(weekDays("2026-11-29")).toEqual([
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ]);
    const month = monthDays("2026-11-15");
    expect(month).toHaveLength(42);
    expect(month[0]).toBe("2026-10-26");
    expect(month).toContain("2026-11-30");
    expect(shiftMonth("2026-12-20", 1)).toBe("2027-01-01");
    expect(shiftMonth("2026-01-05", -1)).toBe("2025-12-01");
  });

  it("puts posts on their day in the member's zone, earliest first", () => {
    const posts = [post(1, "2026-11-25T20:00:00Z"), post(2, "2026-11-26T03:00:00Z"), post(3, "2026-11-25T14:00:00Z")];
    expect(postsOn(posts, "2026-11-25", "UTC").map((p) => p.id)).toEqual([3, 1]);
    // 03:00 UTC on the 26th is the evening of the 25th in Chicago.
    expect(postsOn(posts, "2026-11-25", "America/Chicago").map((p) => p.id)).toEqual([3, 1, 2]);
  });

  it("moves a post by days and minutes on the zone's wall clock, across daylight saving", () => {
    const nine = "2026-03-06T15:00:00Z"; // 9:00 in Chicago (CST)
    expect(timeIn(nine, "America/Chicago")).toBe("09:00");
    // The following Monday is after the change to CDT: still 9:00 on the wall clock.
    expect(movedTo(nine, "America/Chicago", "2026-03-09").toISOString()).toBe("2026-03-09T14:00:00.000Z");
    expect(movedTo(nine, "America/Chicago", "2026-03-06", 30).toISOString()).toBe("2026-03-06T15:30:00.000Z");
    expect(movedTo("2026-03-06T05:45:00Z", "UTC", "2026-03-06", 20 * 60).toISOString()).toBe("2026-03-07T01:45:00.000Z");
    expect(movedTo("2026-03-06T00:15:00Z", "UTC", "2026-03-06", -30).toISOString()).toBe("2026-03-05T23:45:00.000Z");
  });

  it("lets only a post no network has started move", () => {
    expect(canMove(post(1, "2026-11-25T20:00:00Z"))).toBe(true);
    expect(canMove(post(2, "2026-11-25T20:00:00Z", "posted"))).toBe(false);
  });
});
