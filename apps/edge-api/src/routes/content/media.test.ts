import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users, videos } from "../../db/schema.ts";
import { bumpCatalogueVersion } from "../../services/settings/catalogue-version.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

const MEDIA = join(import.meta.dirname, "../../../../../content/media");
const mp4 = readFileSync(join(MEDIA, "videos/market-foundation.mp4"));

let t: TestApp;
let sparkVideoId: number;
let dominationVideoId: number;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
  const rows = await t.db.select().from(videos);
  const pick = (week: number) => rows.find((v) => v.week === week)?.id ?? 0;
  sparkVideoId = pick(5); // weeks 1-12 are Spark's; week 5 uses market-foundation and is no sample
  dominationVideoId = pick(50);
});
afterAll(() => t.cleanup());

async function member(level: string, role: "user" | "admin" = "user") {
  const browser = t.client();
  const email = `media-${level}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await browser.post("/api/auth/register", { firstName: "Media", lastName: "Tester", email, password: "long-enough-pw" });
  await t.db.update(users).set({ accessLevel: level, role }).where(eq(users.email, email));
  return browser;
}

describe("a public sample video", () => {
  const path = "/media/videos/renting-vs-buying";

  it("streams whole to anyone, with validators and a public cache", async () => {
    const res = await t.client().get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("video/mp4");
    expect(res.headers.get("accept-ranges")).toBe("bytes");
    expect(res.headers.get("content-length")).toBe(String(mp4.length));
    expect(res.headers.get("etag")).toMatch(/^"[^"]+"$/);
    expect(res.headers.get("last-modified")).toMatch(/GMT$/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(Buffer.from(await res.arrayBuffer()).equals(mp4)).toBe(true);
  });

  it("answers a suffix range with the last bytes", async () => {
    const res = await t.client().get(path, { range: "bytes=-100" });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe(`bytes ${mp4.length - 100}-${mp4.length - 1}/${mp4.length}`);
    expect(res.headers.get("content-length")).toBe("100");
    expect(Buffer.from(await res.arrayBuffer()).equals(mp4.subarray(-100))).toBe(true);
  });

  it("answers an open-ended range in the middle", async () => {
    const res = await t.client().get(path, { range: `bytes=${mp4.length - 10}-` });
    expect(res.status).toBe(206);
    expect(Buffer.from(await res.arrayBuffer()).equals(mp4.subarray(-10))).toBe(true);
  });

  it("answers 416 with the size for a range past the end", async () => {
    const res = await t.client().get(path, { range: `bytes=${mp4.length}-` });
    expect(res.status).toBe(416);
    expect(res.headers.get("content-range")).toBe(`bytes */${mp4.length}`);
    expect((await t.client().get(path, { range: "bytes=-0" })).status).toBe(416);
  });

  it("sends the whole file when If-Range names an older version", async () => {
    const res = await t.client().get(path, { range: "bytes=0-9", "if-range": '"an-older-version"' });
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBe(mp4.length);
  });

  it("answers 304 to a matching If-None-Match and headers only to HEAD", async () => {
    const first = await t.client().get(path);
    await first.body?.cancel();
    const etag = first.headers.get("etag") ?? "";
    expect((await t.client().get(path, { "if-none-match": etag })).status).toBe(304);
    const head = await t.app.request(path, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(mp4.length));
    expect(await head.text()).toBe("");
  });
});

describe("a gated video", () => {
  it("asks a signed-out visitor to sign in and refuses a plan without it", async () => {
    const out = await t.client().get(`/media/videos/${sparkVideoId}`);
    expect(out.status).toBe(401);
    expect(await out.json()).toEqual({ message: "Not authenticated" });
    const sampler = await member("sampler");
    const refused = await sampler.get(`/media/videos/${sparkVideoId}`, { range: "bytes=0-99" });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Upgrade/);
  });

  it("streams by range to a plan that includes it, privately cached, with its fallback encoding", async () => {
    const spark = await member("spark");
    const res = await spark.get(`/media/videos/${sparkVideoId}`, { range: "bytes=100-199" });
    expect(res.status).toBe(206);
    expect(res.headers.get("cache-control")).toBe("private, max-age=3600");
    expect(Buffer.from(await res.arrayBuffer()).equals(mp4.subarray(100, 200))).toBe(true);
    const webm = await spark.get(`/media/videos/${sparkVideoId}/1`, { range: "bytes=0-3" });
    expect(webm.status).toBe(206);
    expect(webm.headers.get("content-type")).toBe("video/webm");
    expect((await spark.get(`/media/videos/${sparkVideoId}/2`)).status).toBe(404);
    // Same file, different entry: the domination-tier entry stays closed to Spark.
    expect((await spark.get(`/media/videos/${dominationVideoId}`)).status).toBe(403);
  });

  it("hides an unpublished video from members but not from admins", async () => {
    await t.db.update(videos).set({ published: false }).where(eq(videos.id, sparkVideoId));
    await bumpCatalogueVersion(t.db);
    try {
      const spark = await member("spark");
      expect((await spark.get(`/media/videos/${sparkVideoId}`)).status).toBe(404);
      const list = (await (await spark.get("/api/videos")).json()) as { id: number }[];
      expect(list).toHaveLength(51);
      const admin = await member("none", "admin");
      const adminList = (await (await admin.get("/api/videos")).json()) as { id: number; published: boolean }[];
      expect(adminList.find((v) => v.id === sparkVideoId)?.published).toBe(false);
      const res = await admin.get(`/media/videos/${sparkVideoId}`, { range: "bytes=0-0" });
      expect(res.status).toBe(206);
    } finally {
      await t.db.update(videos).set({ published: true }).where(eq(videos.id, sparkVideoId));
      await bumpCatalogueVersion(t.db);
    }
  });

  it("is never reachable by file name, and unknown entries are 404", async () => {
    for (const path of [
      "/media/videos/market-foundation.mp4",
      "/media/videos/9999",
      "/media/videos/no-such-video",
      "/media/README.md",
      "/media/..%2F..%2Fpackage.json",
    ]) {
      expect((await t.client().get(path)).status, path).toBe(404);
    }
  });
});

describe("images and the homepage video", () => {
  it("serves thumbnails and post images publicly with a long cache and a sandboxing CSP", async () => {
    const jpg = await t.client().get("/media/thumbnails/stock-3.jpg");
    expect(jpg.status).toBe(200);
    expect(jpg.headers.get("content-type")).toBe("image/jpeg");
    expect(jpg.headers.get("cache-control")).toBe("public, max-age=2592000");
    const svg = await t.client().get("/media/posts/market-update.svg");
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
    expect(svg.headers.get("content-security-policy")).toMatch(/sandbox/);
  });

  it("serves files uploaded through the media port beside the library's own", async () => {
    await t.deps.media.put("thumbnails/uploads/new.jpg", readFileSync(join(MEDIA, "thumbnails/stock-1.jpg")), "image/jpeg");
    const res = await t.client().get("/media/thumbnails/uploads/new.jpg", { range: "bytes=0-1" });
    expect(res.status).toBe(206);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it("plays the homepage video for anyone, with its WebM fallback", async () => {
    const info = (await (await t.client().get("/api/homepage-video")).json()) as {
      title: string;
      videoUrl: string;
      fallbackUrls: string[];
    };
    expect(info.title).toBe("Become the Real Estate Expert Your Market Trusts");
    const main = await t.client().get(info.videoUrl, { range: "bytes=0-9" });
    expect(main.status).toBe(206);
    const [fallback = ""] = info.fallbackUrls;
    const webm = await t.client().get(fallback);
    expect(webm.status).toBe(200);
    expect(webm.headers.get("content-type")).toBe("video/webm");
  });
});
