// A rendered video's share page plays its short cut, and og:video points to it (the file a link
// preview plays), while the full video stays one click away on the page. Both URLs are fetched
// through the app to show which stored file each one serves.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderJobs, users, videos } from "../../db/schema.ts";
import { renditionKey } from "../../services/render/render-keys.ts";
import { signShare } from "../../services/share/signing.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
let videoId: number;
let minterId: number;
const SHORT_BYTES = new Uint8Array(3000).fill(1);
const FULL_BYTES = new Uint8Array(5000).fill(2);

beforeEach(async () => {
  t = await createTestApp();
  const [video] = await t.db
    .insert(videos)
    .values({
      title: "Market Timing",
      description: "Why waiting for the perfect moment rarely pays.",
      category: "Market Trends & Timing",
      accessLevel: "domination",
      videoKey: "videos/market-domination.mp4",
      fallbackKeys: [],
      renderKey: "rk1",
    })
    .returning({ id: videos.id });
  videoId = video?.id ?? 0;
  const [minter] = await t.db
    .insert(users)
    .values({ email: "minter@example.com", firstName: "Mia", passwordHash: "x", accessLevel: "domination" })
    .returning({ id: users.id });
  minterId = minter?.id ?? 0;
  await t.deps.media.put(renditionKey("rk1", "short-landscape"), SHORT_BYTES, "video/mp4");
  await t.deps.media.put(renditionKey("rk1", "landscape"), FULL_BYTES, "video/mp4");
  await t.db.insert(renderJobs).values({ key: "rk1", slug: "market-timing", status: "done" });
});
afterEach(() => t.cleanup());

const meta = (html: string, name: string) => html.match(new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`))?.[1];
const get = (path: string) => t.app.request(`${TEST_ORIGIN}${path}`, { headers: { "user-agent": "Mozilla/5.0" } });
const sources = (html: string) => [...html.matchAll(/<source src="([^"]+)"/g)].map((m) => m[1]?.replaceAll("&amp;", "&") ?? "");

describe("a rendered video's share page", () => {
  it("plays the short cut, points og:video at it, and keeps the full video reachable", async () => {
    const sig = await signShare(t.deps.config.appSecret, "video", videoId, minterId);
    const html = await (await get(`/share/video/${videoId}?s=${sig}`)).text();
    const short = `/media/videos/${videoId}/short-landscape?s=${sig}`;
    const full = `/media/videos/${videoId}/landscape?s=${sig}`;
    expect(meta(html, "og:video")).toBe(`${TEST_ORIGIN}${short}`);
    expect(meta(html, "og:video:secure_url")).toBe(`${TEST_ORIGIN}${short}`);
    expect([meta(html, "og:video:width"), meta(html, "og:video:height")]).toEqual(["1280", "720"]);
    expect(meta(html, "og:image")).toMatch(/\/media\/posters\/rk1\/.*short-landscape\.jpg$/);
    // The first player is the short cut; "Watch the full video" holds the full one.
    expect(sources(html)).toEqual([short, full]);
    expect(html).toMatch(/<summary>Watch the full video<\/summary>/);

    const shortFile = await get(short);
    expect(shortFile.status).toBe(200);
    expect(new Uint8Array(await shortFile.arrayBuffer())).toEqual(SHORT_BYTES);
    const fullFile = await get(full);
    expect(fullFile.status).toBe(200);
    expect(new Uint8Array(await fullFile.arrayBuffer())).toEqual(FULL_BYTES);
  });

  it("shows neither cut without a valid signature", async () => {
    const html = await (await get(`/share/video/${videoId}`)).text();
    expect(meta(html, "og:video")).toBeUndefined();
    expect(html).not.toContain("<video");
    expect(html).not.toContain("Watch the full video");
    expect((await get(`/media/videos/${videoId}/short-landscape`)).status).toBe(401);
  });
});
