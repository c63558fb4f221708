// A rendered video's share page plays its short cut, and og:video points to it (the file a link
// preview plays), while the full video stays one click away on the page. Both URLs are fetched
// through the app to show which stored file each one serves.
import { eq } from "drizzle-orm";
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
const TALL_BYTES = new Uint8Array(4000).fill(3);

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
/** The `class` and `poster` of every player on the page, in order. */
const players = (html: string) =>
  [...html.matchAll(/<video [^>]*>/g)].map(([tag]) => ({
    class: tag.match(/class="([^"]*)"/)?.[1],
    poster: tag.match(/poster="([^"]*)"/)?.[1],
  }));
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

  it("adds the 9:16 short cut with its own poster for a phone held upright, while link previews stay 16:9", async () => {
    await t.deps.media.put(renditionKey("rk1", "short-portrait"), TALL_BYTES, "video/mp4");
    const made = { bytes: 1, seconds: 30 };
    const result = { "short-landscape": made, "short-portrait": made, landscape: { bytes: 1, seconds: 55 } };
    await t.db.update(renderJobs).set({ result }).where(eq(renderJobs.key, "rk1"));
    const sig = await signShare(t.deps.config.appSecret, "video", videoId, minterId);
    const html = await (await get(`/share/video/${videoId}?s=${sig}`)).text();
    const short = `/media/videos/${videoId}/short-landscape?s=${sig}`;
    const tall = `/media/videos/${videoId}/short-portrait?s=${sig}`;
    const full = `/media/videos/${videoId}/landscape?s=${sig}`;

    expect(meta(html, "og:video")).toBe(`${TEST_ORIGIN}${short}`);
    expect([meta(html, "og:video:width"), meta(html, "og:video:height")]).toEqual(["1280", "720"]);
    expect(meta(html, "og:image")).toMatch(/\/media\/posters\/rk1\/.*short-landscape\.jpg$/);
    expect(sources(html)).toEqual([short, tall, full]);
    const [wide, upright] = players(html);
    expect(wide).toEqual({ class: "player-wide", poster: expect.stringMatching(/\/posters\/rk1\/.*short-landscape\.jpg$/) });
    expect(upright).toEqual({ class: "player-tall", poster: expect.stringMatching(/\/posters\/rk1\/.*short-portrait\.jpg$/) });
    // The tall player fetches nothing on a screen that hides it.
    expect(html).toMatch(/<video class="player-tall"[^>]* preload="none"/);
    // The stylesheet swaps them on an upright phone.
    expect(html).toContain(
      "@media (orientation:portrait) and (max-width:600px){.player-wide{display:none}.player-tall{display:block}}",
    );

    const tallFile = await get(tall);
    expect(tallFile.status).toBe(200);
    expect(new Uint8Array(await tallFile.arrayBuffer())).toEqual(TALL_BYTES);
  });

  it("offers no tall cut when the render did not make one", async () => {
    const made = { bytes: 1, seconds: 30 };
    await t.db
      .update(renderJobs)
      .set({ result: { "short-landscape": made, landscape: made } })
      .where(eq(renderJobs.key, "rk1"));
    const sig = await signShare(t.deps.config.appSecret, "video", videoId, minterId);
    const html = await (await get(`/share/video/${videoId}?s=${sig}`)).text();
    expect(html).not.toContain("short-portrait");
    expect(html).not.toContain('class="player-tall"');
    expect(sources(html)).toEqual([
      `/media/videos/${videoId}/short-landscape?s=${sig}`,
      `/media/videos/${videoId}/landscape?s=${sig}`,
    ]);
  });
});
