import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { analyticsEvents, scripts, users, videos } from "../../db/schema.ts";
import { signShare } from "../../services/share/signing.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

const BODY = "Every buyer in our area should see this paragraph only after the link is signed, because it is paid.";
const CONTENT = `Three visits before you buy.\n\n${BODY}\n\nDM me 'TOUR' for my checklist.`;

let t: TestApp;
let scriptId: number;
let otherScriptId: number;
let lockedVideoId: number;
let sampleVideoId: number;
/** The member whose links these are: a top-tier account, so every signature opens its item. */
let minterId: number;

beforeEach(async () => {
  t = await createTestApp();
  const rows = await t.db
    .insert(scripts)
    .values([
      {
        title: "Visit <Three> Times",
        content: CONTENT,
        category: "local",
        accessLevel: "spark",
        tags: ["homebuying", "local tips"],
      },
      { title: "Another Script", content: CONTENT, category: "buyer", accessLevel: "sampler" },
    ])
    .returning({ id: scripts.id });
  scriptId = rows[0]?.id ?? 0;
  otherScriptId = rows[1]?.id ?? 0;
  const vids = await t.db
    .insert(videos)
    .values([
      {
        title: "Market Timing",
        description: "Why waiting for the perfect moment rarely pays.",
        category: "Market Trends & Timing",
        accessLevel: "domination",
        videoKey: "videos/market-domination.mp4",
        fallbackKeys: ["videos/market-domination.webm"],
      },
      {
        title: "Renting VS Buying",
        description: "The real comparison.",
        category: "Home Equity & Wealth",
        accessLevel: "spark",
        publicSample: true,
        videoKey: "videos/market-foundation.mp4",
        fallbackKeys: [],
      },
    ])
    .returning({ id: videos.id });
  lockedVideoId = vids[0]?.id ?? 0;
  sampleVideoId = vids[1]?.id ?? 0;
  const [minter] = await t.db
    .insert(users)
    .values({ email: "minter@example.com", firstName: "Mia", passwordHash: "x", accessLevel: "domination" })
    .returning({ id: users.id });
  minterId = minter?.id ?? 0;
});
afterEach(() => t.cleanup());

const secret = () => t.deps.config.appSecret;
const page = async (path: string, userAgent = "Mozilla/5.0") => {
  const res = await t.app.request(`http://localhost${path}`, { headers: { "user-agent": userAgent } });
  return { res, text: await res.text() };
};
const meta = (html: string, name: string) => html.match(new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`))?.[1];
const visits = () => t.db.select().from(analyticsEvents).where(eq(analyticsEvents.event, "share_visit"));

describe("GET /script/{id}", () => {
  it("shows the whole script with preview tags through a signed link and records a share visit", async () => {
    const sig = await signShare(secret(), "script", scriptId, minterId);
    const { res, text } = await page(`/script/${scriptId}?s=${sig}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(meta(text, "og:title")).toBe("Visit &lt;Three&gt; Times");
    expect(text).not.toContain("<Three>");
    expect(meta(text, "og:description")).toBe("Three visits before you buy.");
    // The member's branded 1200x630 script image (routes/post-images), declared at its size.
    const image = `http://localhost/script/${scriptId}/image.png?s=${encodeURIComponent(sig)}`;
    expect(meta(text, "og:image")).toBe(image);
    expect([meta(text, "og:image:width"), meta(text, "og:image:height")]).toEqual(["1200", "630"]);
    expect(meta(text, "og:url")).toBe(`http://localhost/script/${scriptId}?s=${sig}`);
    expect(meta(text, "twitter:card")).toBe("summary_large_image");
    expect(meta(text, "twitter:image")).toBe(image);
    expect(meta(text, "robots")).toBe("noindex, nofollow");
    expect(text).toContain(BODY.replace("'", "&#39;"));
    // A member's link opens the member's page: no product advertising on it.
    expect(text).not.toContain('href="/purchase"');
    expect(text).toContain("#homebuying #localtips");
    expect(await visits()).toMatchObject([{ properties: { type: "script", id: scriptId, scriptId } }]);
  });

  it.each([
    ["no signature", () => ""],
    ["a wrong signature", () => "?s=AAAAAAAAAAAAAAAAAAAAAA"],
    ["another script's signature", async () => `?s=${await signShare(secret(), "script", otherScriptId, minterId)}`],
    ["a video signature for the same id", async () => `?s=${await signShare(secret(), "video", scriptId, minterId)}`],
  ])("shows only the teaser with %s", async (_label, query) => {
    const { res, text } = await page(`/script/${scriptId}${await query()}`);
    expect(res.status).toBe(200);
    expect(text).not.toContain("only after the link is signed");
    expect(text).toContain("Three visits before you buy.");
    expect(meta(text, "og:description")?.length).toBeLessThanOrEqual(101);
    expect(text).toContain("The full script is part of the member library.");
    expect(await visits()).toHaveLength(0);
  });

  it("does not count a link-preview crawler as a visit", async () => {
    const sig = await signShare(secret(), "script", scriptId, minterId);
    const { text } = await page(`/script/${scriptId}?s=${sig}`, "facebookexternalhit/1.1");
    expect(text).toContain("only after the link is signed");
    expect(await visits()).toHaveLength(0);
  });

  it("answers 404 for a script that does not exist", async () => {
    expect((await page("/script/999999")).res.status).toBe(404);
  });
});

describe("GET /share/video/{id}", () => {
  it("plays a paid video only through its signed link, with signed media URLs", async () => {
    const sig = await signShare(secret(), "video", lockedVideoId, minterId);
    const { text } = await page(`/share/video/${lockedVideoId}?s=${sig}`);
    const media = `/media/videos/${lockedVideoId}?s=${sig}`;
    expect(meta(text, "og:type")).toBe("video.other");
    expect(meta(text, "og:video")).toBe(`http://localhost${media}`);
    expect(meta(text, "og:video:type")).toBe("video/mp4");
    expect(meta(text, "og:image")).toMatch(/^http:\/\/localhost\/media\/thumbnails\/stock-\d\.jpg$/);
    expect(text).toContain(`<source src="${media}" type="video/mp4" />`);
    expect(text).toContain(`<source src="/media/videos/${lockedVideoId}/1?s=${sig}" type="video/webm" />`);
    expect(await visits()).toMatchObject([{ properties: { type: "video", id: lockedVideoId, videoId: lockedVideoId } }]);

    const teaser = await page(`/share/video/${lockedVideoId}`);
    expect(meta(teaser.text, "og:title")).toBe("Market Timing");
    expect(meta(teaser.text, "og:video")).toBeUndefined();
    expect(teaser.text).not.toContain("<video");
    expect(teaser.text).toContain("This professional video is part of the member library.");
  });

  it("plays a public sample without a signature", async () => {
    const { text } = await page(`/share/video/${sampleVideoId}`);
    expect(meta(text, "og:video")).toBe(`http://localhost/media/videos/${sampleVideoId}`);
    expect(await visits()).toHaveLength(0);
  });
});

describe("GET /api/share-links", () => {
  async function member(level: string) {
    const browser = t.client();
    const email = `sharer-${Math.random().toString(36).slice(2)}@example.com`;
    await browser.post("/api/auth/register", { firstName: "Sam", lastName: "Sharer", email, password: "long-password-1" });
    await t.db.update(users).set({ accessLevel: level }).where(eq(users.email, email));
    return browser;
  }

  it("gives a member a signed link that opens the item for anyone", async () => {
    const browser = await member("spark");
    const res = await browser.get(`/api/share-links?type=script&id=${scriptId}`);
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^http://localhost/script/${scriptId}\\?s=\\d+\\.[A-Za-z0-9_-]{22}$`));
    const { text } = await page(new URL(url).pathname + new URL(url).search);
    expect(text).toContain("only after the link is signed");
  });

  it("refuses items the member cannot open, and answers 401 and 404", async () => {
    const browser = await member("spark");
    expect((await t.client().get(`/api/share-links?type=script&id=${scriptId}`)).status).toBe(401);
    const locked = await browser.get(`/api/share-links?type=video&id=${lockedVideoId}`);
    expect(locked.status).toBe(403);
    expect((await browser.get("/api/share-links?type=script&id=999999")).status).toBe(404);
    expect((await browser.get("/api/share-links?type=post&id=1")).status).toBe(400);
  });

  it("shares a public sample without a signature, even with no purchase", async () => {
    const browser = await member("none");
    const res = await browser.get(`/api/share-links?type=video&id=${sampleVideoId}`);
    expect(await res.json()).toEqual({ url: `http://localhost/share/video/${sampleVideoId}` });
  });
});

describe("signed media URLs", () => {
  it("stream that one video to anyone holding its signature, and no other", async () => {
    const sig = await signShare(secret(), "video", lockedVideoId, minterId);
    const ok = await t.client().get(`/media/videos/${lockedVideoId}?s=${sig}`, { range: "bytes=0-99" });
    expect(ok.status).toBe(206);
    expect(ok.headers.get("content-type")).toBe("video/mp4");
    expect((await t.client().get(`/media/videos/${lockedVideoId}/1?s=${sig}`)).headers.get("content-type")).toBe("video/webm");

    expect((await t.client().get(`/media/videos/${lockedVideoId}`)).status).toBe(401);
    expect((await t.client().get(`/media/videos/${lockedVideoId}?s=${sig.slice(1)}x`)).status).toBe(401);
    const otherVideo = await signShare(secret(), "video", sampleVideoId, minterId);
    expect((await t.client().get(`/media/videos/${lockedVideoId}?s=${otherVideo}`)).status).toBe(401);
    const scriptSig = await signShare(secret(), "script", lockedVideoId, minterId);
    expect((await t.client().get(`/media/videos/${lockedVideoId}?s=${scriptSig}`)).status).toBe(401);
  });
});
