// The rendered library through the API: every entry with a source lists both renditions, a poster
// and a caption track once rendered, gated by tier like its main file; before that, "preparing".
import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { VideoItem } from "@realty/contracts/library";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endCardJobs, memberMilestones, renderJobs, users, videos } from "../../db/schema.ts";
import { END_CARD_FAILED, STILL_PREPARING } from "../../http/download-answers.ts";
import type { RenderPort } from "../../ports/render.ts";
import { captionsKey, posterKey, RENDITION_NAMES, renditionKey } from "../../services/render/render-keys.ts";
import { bumpCatalogueVersion } from "../../services/settings/catalogue-version.ts";
import { signShare } from "../../services/share/signing.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

const SOURCES = join(import.meta.dirname, "../../../../../content/videos/sources");
const sourceSlugs = new Set(readdirSync(SOURCES).map((f) => f.replace(/\.json$/, "")));
const FAKE_MP4 = new Uint8Array(4096).map((_, i) => i % 251);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.cleanup());

async function member(level: string) {
  const browser = t.client();
  const email = `render-${level}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await browser.post("/api/auth/register", { firstName: "Rita", lastName: "Render", email, password: "long-enough-pw" });
  await t.db.update(users).set({ accessLevel: level }).where(eq(users.email, email));
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { browser, id: row?.id ?? 0 };
}

async function list(browser = t.client()): Promise<VideoItem[]> {
  const res = await browser.get("/api/videos");
  expect(res.status).toBe(200);
  return (await res.json()) as VideoItem[];
}

/** Marks every entry's render done, with small stand-in files, as media:build would leave them. */
async function renderEverything() {
  const rows = await t.db.select({ renderKey: videos.renderKey, slug: videos.slug }).from(videos);
  for (const { renderKey, slug } of rows) {
    if (!renderKey || !slug) continue;
    for (const name of RENDITION_NAMES) {
      await t.deps.media.put(renditionKey(renderKey, name), FAKE_MP4, "video/mp4");
      await t.deps.media.put(posterKey(renderKey, name), new Uint8Array([0xff, 0xd8, 0xff]), "image/jpeg");
    }
    for (const cut of ["full", "short"] as const) {
      await t.deps.media.put(
        captionsKey(renderKey, cut),
        new TextEncoder().encode(`WEBVTT\n\n1\n00:00:00.000 --> 00:00:03.000\nHello from the ${cut} cut\n`),
        "text/vtt",
      );
    }
    const result = Object.fromEntries(RENDITION_NAMES.map((name) => [name, { bytes: FAKE_MP4.length, seconds: 30 }]));
    await t.db
      .insert(renderJobs)
      .values({ key: renderKey, slug, status: "done", progress: 100, result })
      .onConflictDoUpdate({ target: renderJobs.key, set: { status: "done", progress: 100, result } });
  }
  await bumpCatalogueVersion(t.db);
}

describe("library videos before their renders exist", () => {
  it("are listed as preparing, keep playing their title card and never fail", async () => {
    const { browser } = await member("domination");
    const items = await list(browser);
    expect(items).toHaveLength(52);
    for (const item of items) {
      expect(item.render).toEqual({ status: "preparing", progress: 0 });
      expect(item.captionsUrl).toBeNull();
      expect(item.videoUrl).toBe(`/media/videos/${item.id}`);
      expect(item.fallbackUrls).toHaveLength(1);
    }
    const first = items[0];
    if (!first) throw new Error("no videos");
    expect((await browser.get(first.videoUrl ?? "")).status).toBe(200);
    const status = await browser.get(`/media/videos/${first.id}/render-status`);
    expect(await status.json()).toEqual({ status: "preparing", progress: 0, captionsUrl: null });
    const early = await browser.get(`/media/videos/${first.id}/portrait`);
    expect(early.status).toBe(404);
    expect((await early.json()).message).toMatch(/still being prepared/);
  });

  it("download no file of either cut while the render is in progress: never the title card", async () => {
    const { browser } = await member("domination");
    const [row] = await t.db.select().from(videos).where(eq(videos.slug, "renting-vs-buying"));
    if (!row?.renderKey) throw new Error("no render key");
    await t.db.insert(renderJobs).values({ key: row.renderKey, slug: "renting-vs-buying", status: "claimed", progress: 40 });
    await bumpCatalogueVersion(t.db);
    try {
      expect(await (await browser.get(`/media/videos/${row.id}/render-status`)).json()).toMatchObject({ progress: 40 });
      for (const name of RENDITION_NAMES) {
        for (const path of [name, `${name}/download`]) {
          const res = await browser.get(`/media/videos/${row.id}/${path}`);
          expect(res.status, path).toBe(404);
          expect(res.headers.get("content-disposition")).toBeNull();
          expect((await res.json()).message).toBe(STILL_PREPARING);
        }
      }
    } finally {
      await t.db.delete(renderJobs).where(eq(renderJobs.key, row.renderKey));
      await bumpCatalogueVersion(t.db);
    }
  });
});

describe("a finished render missing one of its files", () => {
  it("offers no download of the missing short-cut file: 'still being prepared', not a failed end card", async () => {
    const own = await createTestApp({ seed: true });
    try {
      const [row] = await own.db.select().from(videos).where(eq(videos.slug, "renting-vs-buying"));
      if (!row?.renderKey) throw new Error("no render key");
      // A render recorded done whose 4:5 short cut never reached the store (an older render, a wiped file).
      const made = RENDITION_NAMES.filter((name) => name !== "short-feed");
      for (const name of made) await own.deps.media.put(renditionKey(row.renderKey, name), FAKE_MP4, "video/mp4");
      const result = Object.fromEntries(made.map((name) => [name, { bytes: FAKE_MP4.length, seconds: 30 }]));
      await own.db
        .insert(renderJobs)
        .values({ key: row.renderKey, slug: "renting-vs-buying", status: "done", progress: 100, result });
      await bumpCatalogueVersion(own.db);
      const browser = own.client();
      const email = "missing-file@example.com";
      await browser.post("/api/auth/register", { firstName: "Rita", lastName: "Render", email, password: "long-enough-pw" });
      await own.db.update(users).set({ accessLevel: "domination" }).where(eq(users.email, email));
      const res = await browser.get(`/media/videos/${row.id}/short-feed/download`);
      expect(res.status).toBe(404);
      expect(res.headers.get("content-disposition")).toBeNull();
      expect((await res.json()).message).toBe(STILL_PREPARING);
      const item = ((await (await browser.get("/api/videos")).json()) as VideoItem[]).find((v) => v.id === row.id);
      expect(item?.renditions.find((r) => r.name === "short-feed")).toMatchObject({ sizeBytes: null, durationSeconds: null });
    } finally {
      await own.cleanup();
    }
  });
});

describe("library videos once rendered", () => {
  beforeAll(renderEverything);

  it("list every rendition of both cuts, the poster and the caption track for every entry with a source", async () => {
    const { browser } = await member("domination");
    const items = await list(browser);
    // A domination member opens every entry, so each entry with a source lists its renditions.
    const withSource = items.filter((item) => item.renditions.length > 0);
    expect(withSource.length).toBe(sourceSlugs.size);
    for (const item of withSource) {
      expect(item.render.status).toBe("ready");
      expect(item.renditions.map((r) => [r.name, r.cut, r.aspect, r.width, r.height])).toEqual([
        ["portrait", "full", "9:16", 1080, 1920],
        ["landscape", "full", "16:9", 1280, 720],
        ["short-portrait", "short", "9:16", 1080, 1920],
        ["short-landscape", "short", "16:9", 1280, 720],
        ["short-feed", "short", "4:5", 1080, 1350],
      ]);
      for (const r of item.renditions) {
        expect(r.url).toBe(`/media/videos/${item.id}/${r.name}`);
        expect(r.downloadUrl).toBe(`/media/videos/${item.id}/${r.name}/download`);
        expect(r.sizeBytes).toBe(FAKE_MP4.length);
        expect((await t.client().get(r.posterUrl)).status).toBe(200);
      }
      expect(item.thumbnailUrl).toMatch(/^\/media\/posters\/.+\/landscape\.jpg$/);
      expect(item.captionsUrl).toBe(`/media/videos/${item.id}/captions.vtt`);
      expect(item.fallbackUrls).toEqual([]);
    }
  });

  it("streams each rendition by range and the captions as WebVTT to a plan that opens the video", async () => {
    const { browser } = await member("domination");
    const item = (await list(browser)).find((v) => v.renditions.length > 0 && !v.publicSample);
    if (!item) throw new Error("no rendered video");
    for (const r of item.renditions) {
      const res = await browser.get(r.url, { range: "bytes=0-99" });
      expect(res.status).toBe(206);
      expect(res.headers.get("content-range")).toBe(`bytes 0-99/${FAKE_MP4.length}`);
      expect(res.headers.get("cache-control")).toBe("private, max-age=3600");
    }
    const main = await browser.get(item.videoUrl ?? "");
    expect(main.headers.get("content-length")).toBe(String(FAKE_MP4.length));
    const vtt = await browser.get(item.captionsUrl ?? "");
    expect(vtt.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
    expect(await vtt.text()).toMatch(/^WEBVTT[\s\S]*full cut/);
    const shortVtt = await browser.get(`${item.captionsUrl}?cut=short`);
    expect(await shortVtt.text()).toMatch(/^WEBVTT[\s\S]*short cut/);
    const bad = await browser.get(`${item.captionsUrl}?cut=medium`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('cut must be "full" or "short".');
    const unknown = await browser.get(`/media/videos/${item.id}/square`);
    expect(unknown.status).toBe(404);
  });

  it("gives a locked entry no rendition or caption URL and refuses its files, except through a signed share link", async () => {
    const sampler = await member("sampler");
    const items = await list(sampler.browser);
    // Public samples stream to anyone; any other entry the plan does not open is locked.
    const locked = items.find((v) => !v.hasAccess && !v.publicSample && v.render.status === "ready");
    expect(locked).toBeDefined();
    if (!locked) return;
    expect(locked.renditions).toEqual([]);
    expect(locked.captionsUrl).toBeNull();
    expect(locked.videoUrl).toBeNull();
    for (const path of ["portrait", "landscape", "captions.vtt", "portrait/download"]) {
      expect((await sampler.browser.get(`/media/videos/${locked.id}/${path}`)).status).toBe(403);
      expect((await t.client().get(`/media/videos/${locked.id}/${path}`)).status).toBe(401);
    }
    const minter = await member("domination");
    const sig = await signShare(t.deps.config.appSecret, "video", locked.id, minter.id);
    const shared = await t.client().get(`/media/videos/${locked.id}/portrait?s=${sig}`, { range: "bytes=0-9" });
    expect(shared.status).toBe(206);
    expect((await t.client().get(`/media/videos/${locked.id}/captions.vtt?s=${sig}`)).status).toBe(200);
  });

  it("never hands out the plain rendition as a branded download where no encoder runs (the Worker)", async () => {
    const { browser } = await member("domination");
    const item = (await list(browser)).find((v) => v.renditions.length > 0);
    if (!item) throw new Error("no rendered video");
    // The render service makes it meanwhile (routes/internal/render-service.test.ts).
    const res = await browser.get(`/media/videos/${item.id}/landscape/download`);
    expect(res.status).toBe(202);
    expect(res.headers.get("content-disposition")).toBeNull();
    expect(await res.json()).toEqual({ status: "preparing", progress: 0 });
    expect((await browser.get(`/media/videos/${item.id}/square/download`)).status).toBe(404);
    // Burned-in captions are queued too, as their own file: never answered uncaptioned.
    const captioned = await browser.get(`/media/videos/${item.id}/short-portrait/download?captions=on`);
    expect(captioned.status).toBe(202);
    const [job] = await t.db.select().from(endCardJobs).where(eq(endCardJobs.rendition, "short-portrait"));
    expect(job?.captions).toBe(true);
    expect(job?.key).toMatch(/-captions-b[0-9a-f]{12}\.mp4$/);
  });

  it("reports ready with the caption URL on the status a preparing player polls", async () => {
    const item = (await list()).find((v) => v.publicSample);
    if (!item) throw new Error("no sample");
    const res = await t.client().get(`/media/videos/${item.id}/render-status`);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "ready", progress: 100, captionsUrl: `/media/videos/${item.id}/captions.vtt` });
  });
});

describe("a branded download whose end card cannot be made", () => {
  it("answers 503 with a message to try again, never a broken file, and ticks no checklist step", async () => {
    const failing: RenderPort = {
      encode: () => Promise.reject(new Error("no encoder")),
      brandedBody: () => Promise.reject(new Error("no encoder")),
      rendition: () => Promise.reject(new Error("no encoder")),
      concat: () => Promise.reject(new Error("no encoder")),
      endCard: () => Promise.reject(new Error("ffmpeg exited with 1")),
      withEndCard: () => Promise.reject(new Error("ffmpeg exited with 1")),
    };
    const own = await createTestApp({ seed: true, deps: { render: failing } });
    try {
      const [row] = await own.db.select().from(videos).where(eq(videos.slug, "renting-vs-buying"));
      if (!row?.renderKey) throw new Error("no render key");
      await own.deps.media.put(renditionKey(row.renderKey, "portrait"), FAKE_MP4, "video/mp4");
      await own.db.insert(renderJobs).values({ key: row.renderKey, slug: "renting-vs-buying", status: "done", progress: 100 });
      await bumpCatalogueVersion(own.db);
      const browser = own.client();
      const email = `render-fail-${crypto.randomUUID().slice(0, 8)}@example.com`;
      await browser.post("/api/auth/register", { firstName: "Rita", lastName: "Render", email, password: "long-enough-pw" });
      const res = await browser.get(`/media/videos/${row.id}/portrait/download`);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("30");
      expect((await res.json()).message).toBe(END_CARD_FAILED);
      // Nothing reached the member: the checklist's video step stays open.
      expect(await own.db.select().from(memberMilestones)).toEqual([]);
    } finally {
      own.cleanup();
    }
  });
});
