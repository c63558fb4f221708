import type { HubPost } from "@realty/contracts/social-constants";
import { describe, expect, it } from "vitest";
import { filterPosts, NO_FILTER } from "./history-filter.ts";

function post(id: number, status: HubPost["status"], platforms: HubPost["platforms"], at: string, scheduled = false): HubPost {
  return {
    id,
    content: `Post ${id}`,
    media: null,
    firstComment: null,
    platforms,
    scheduledFor: scheduled ? at : null,
    status,
    createdAt: at,
    engagement: { likes: 0, shares: 0, comments: 0 },
    deliveries: platforms.map((platform, i) => ({
      id: id * 10 + i,
      platform,
      content: `Post ${id}`,
      mediaType: null,
      sandbox: true,
      status: status === "posted" ? "posted" : status === "failed" ? "failed" : "pending",
      attempts: 0,
      error: null,
      postedAt: null,
      nextAttemptAt: null,
      engagement: null,
      reach: null,
    })),
  };
}

const POSTS = [
  post(1, "posted", ["instagram", "facebook"], "2026-11-20T15:00:00Z"),
  post(2, "scheduled", ["tiktok"], "2026-12-02T15:00:00Z", true),
  post(3, "failed", ["youtube"], "2026-11-25T02:30:00Z"),
  post(4, "partial", ["facebook", "twitter"], "2026-11-26T18:00:00Z"),
];
const ids = (list: HubPost[]) => list.map((p) => p.id);

describe("History filters", () => {
  it("keeps everything without a filter", () => {
    expect(ids(filterPosts(POSTS, NO_FILTER, "UTC"))).toEqual([1, 2, 3, 4]);
  });

  it("filters by network, by status group and by day in the member's zone", () => {
    expect(ids(filterPosts(POSTS, { ...NO_FILTER, platform: "facebook" }, "UTC"))).toEqual([1, 4]);
    expect(ids(filterPosts(POSTS, { ...NO_FILTER, status: "queued" }, "UTC"))).toEqual([2]);
    expect(ids(filterPosts(POSTS, { ...NO_FILTER, status: "sent" }, "UTC"))).toEqual([1, 4]);
    expect(ids(filterPosts(POSTS, { ...NO_FILTER, status: "failed" }, "UTC"))).toEqual([3, 4]);
    // 02:30 UTC on the 25th is still the 24th in Chicago.
    expect(ids(filterPosts(POSTS, { ...NO_FILTER, from: "2026-11-25", to: "2026-11-30" }, "UTC"))).toEqual([3, 4]);
    expect(ids(filterPosts(POSTS, { ...NO_FILTER, from: "2026-11-25", to: "2026-11-30" }, "America/Chicago"))).toEqual([4]);
    expect(ids(filterPosts(POSTS, { platform: "facebook", status: "sent", from: "2026-11-21", to: "" }, "UTC"))).toEqual([4]);
  });
});
