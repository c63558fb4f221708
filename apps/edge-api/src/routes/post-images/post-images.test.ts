// The member's post images, market figures and post page through real HTTP.
import { loadImage } from "@napi-rs/canvas";
import { pngSize } from "@realty/media/post-images/image-testing";
import { LINK_SIZE, POST_IMAGE_SIZES } from "@realty/media/post-images/sizes";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { canvasPostImages } from "../../adapters/post-images/canvas-post-images.ts";
import { brandProfiles, postImageFiles, scripts, socialConnections, socialPosts, users } from "../../db/schema.ts";
import { austinBrand } from "../../testing/austin-member.ts";
import { PNG_BYTES, signedInMember, uploadPhoto } from "../../testing/brand-testing.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
/** How many previews the canvas made: a second request must come from the media store. */
let previewsMade = 0;
let openId: number;
let marketId: number;

beforeEach(async () => {
  previewsMade = 0;
  const toWebpPreview = async (png: Uint8Array, width: number) => {
    previewsMade += 1;
    return canvasPostImages.toWebpPreview ? canvasPostImages.toWebpPreview(png, width) : png;
  };
  t = await createTestApp({ deps: { postImages: { ...canvasPostImages, toWebpPreview } } });
  const rows = await t.db
    .insert(socialPosts)
    .values([
      {
        title: "Home Buying Tips",
        content: "Start here.\nComment below.\n#HomeBuying",
        category: "Buyer Education",
        accessLevel: "sampler",
        postIndex: 0,
      },
      {
        title: "Monthly Market Snapshot",
        content: "Here's your monthly snapshot.\n#MarketUpdate",
        category: "Market Update",
        accessLevel: "momentum",
        postIndex: 3,
      },
    ])
    .returning({ id: socialPosts.id });
  openId = rows[0]?.id ?? 0;
  marketId = rows[1]?.id ?? 0;
});
afterEach(() => t.cleanup());

const bytes = async (res: Response) => new Uint8Array(await res.arrayBuffer());
const JSON_HEADERS = { origin: TEST_ORIGIN };
const meta = (html: string, name: string) => html.match(new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`))?.[1];

describe("GET /api/posts/:id/image/:size", () => {
  it("gives a member the post's PNG at each size, and a download with a file name", async () => {
    const { browser } = await signedInMember(t, "agent@example.com", "spark");
    for (const size of Object.values(POST_IMAGE_SIZES)) {
      const res = await browser.get(`/api/posts/${openId}/image/${size.name}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(pngSize(await bytes(res))).toEqual({ width: size.width, height: size.height });
    }
    const download = await browser.get(`/api/posts/${openId}/image/feed?download=1`);
    expect(download.headers.get("content-disposition")).toBe('attachment; filename="home-buying-tips-feed.png"');
  }, 60_000);

  it("gives the Posts tab a card-sized WebP of the same image, made once, while the PNG stays a PNG", async () => {
    const { browser } = await signedInMember(t, "agent@example.com", "spark");
    const png = await bytes(await browser.get(`/api/posts/${openId}/image/feed`));
    const res = await browser.get(`/api/posts/${openId}/image/feed?preview=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    const webp = await bytes(res);
    expect(Buffer.from(webp.subarray(8, 12)).toString("latin1")).toBe("WEBP");
    const decoded = await loadImage(Buffer.from(webp));
    expect({ width: decoded.width, height: decoded.height }).toEqual({ width: 540, height: 675 });
    expect(webp.byteLength).toBeLessThan(png.byteLength / 3);
    // Served from the media store the second time: same file, no second conversion.
    const again = await browser.get(`/api/posts/${openId}/image/feed?preview=1`);
    expect(Buffer.from(await bytes(again)).equals(Buffer.from(webp))).toBe(true);
    expect(previewsMade).toBe(1);
    // The full image and the download are still the 1080x1350 PNG.
    const full = await browser.get(`/api/posts/${openId}/image/feed?download=1`);
    expect(full.headers.get("content-type")).toBe("image/png");
    expect(pngSize(await bytes(full))).toEqual({ width: 1080, height: 1350 });
    // Bad values change nothing and say why.
    const bad = await browser.get(`/api/posts/${openId}/image/feed?preview=yes`);
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("preview must be 1");
    const both = await browser.get(`/api/posts/${openId}/image/feed?preview=1&download=1`);
    expect(both.status).toBe(400);
    expect((await both.json()).message).toBe("A download is the full image: leave out preview.");
    expect(previewsMade).toBe(1);
  }, 60_000);

  it("follows the full image: new figures make a new preview and remove the old one", async () => {
    const { browser } = await signedInMember(t, "agent@example.com", "domination");
    const first = await bytes(await browser.get(`/api/posts/${marketId}/image/feed?preview=1`));
    expect((await browser.put("/api/market-figures", FIGURES, JSON_HEADERS)).status).toBe(200);
    const second = await bytes(await browser.get(`/api/posts/${marketId}/image/feed?preview=1`));
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(false);
    expect(previewsMade).toBe(2);
    const previews = (await t.db.select({ key: postImageFiles.key }).from(postImageFiles)).filter((f) => f.key.endsWith(".webp"));
    expect(previews).toHaveLength(1);
  }, 60_000);

  it("serves the full PNG as the preview where the renderer cannot make WebP (a Worker)", async () => {
    await t.cleanup();
    t = await createTestApp({
      deps: { postImages: { render: canvasPostImages.render, renderSlide: canvasPostImages.renderSlide } },
    });
    const [row] = await t.db
      .insert(socialPosts)
      .values({
        title: "Home Buying Tips",
        content: "Start here.",
        category: "Buyer Education",
        accessLevel: "sampler",
        postIndex: 0,
      })
      .returning({ id: socialPosts.id });
    const { browser } = await signedInMember(t, "agent@example.com", "spark");
    const res = await browser.get(`/api/posts/${row?.id}/image/feed?preview=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(pngSize(await bytes(res))).toEqual({ width: 1080, height: 1350 });
  }, 60_000);

  it("keeps a locked post's image on the server and refuses unknown sizes and strangers", async () => {
    const { browser } = await signedInMember(t, "agent@example.com", "spark");
    const locked = await browser.get(`/api/posts/${marketId}/image/feed`);
    expect(locked.status).toBe(403);
    expect((await locked.json()).message).toBe("Upgrade your plan to use this post.");
    expect((await browser.get(`/api/posts/${openId}/image/poster`)).status).toBe(400);
    expect((await browser.get("/api/posts/99999/image/feed")).status).toBe(404);
    expect((await t.client().get(`/api/posts/${openId}/image/feed`)).status).toBe(401);
  });
});

/** A complete month of figures; the test clock reads 2026-01-15. */
const FIGURES = {
  month: "2026-01",
  area: "Austin, TX",
  medianPrice: 425000,
  daysOnMarket: 21,
  monthsOfSupply: 2.4,
  newListings: 1312,
  source: "Austin Board of Realtors MLS",
  priorMonthMedianPrice: 418000,
  priorYearMedianPrice: 401000,
};

describe("market figures", () => {
  it("are set once for the month and used by every market post's image", async () => {
    const { browser } = await signedInMember(t, "agent@example.com", "domination");
    const [second] = await t.db
      .insert(socialPosts)
      .values({
        title: "Days on Market",
        content: "How fast homes sell.",
        category: "Market Update",
        accessLevel: "momentum",
        postIndex: 7,
      })
      .returning({ id: socialPosts.id });
    const before = await (await browser.get("/api/market-figures")).json();
    expect(before).toMatchObject({ month: null, forMonth: "2026-01", stale: false, figures: { medianPrice: null } });
    const saved = await browser.put("/api/market-figures", FIGURES, JSON_HEADERS);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      figures: FIGURES,
      month: "2026-01",
      forMonth: "2026-01",
      stale: false,
      missing: [],
    });
    // Both market posts now download: one set of figures, no per-post typing.
    for (const id of [marketId, second?.id]) {
      const res = await browser.get(`/api/posts/${id}/image/link?download=1`);
      expect(res.status).toBe(200);
      expect(pngSize(await bytes(res))).toEqual({ width: LINK_SIZE.width, height: LINK_SIZE.height });
    }
  }, 60_000);

  it("refuses a download, an attachment and a share link while a figure is blank, naming the figure", async () => {
    const { browser, user } = await signedInMember(t, "agent@example.com", "domination");
    // A sandbox connection, so the composer gets as far as the attachment.
    await t.db.insert(socialConnections).values({ userId: user.id, platform: "facebook", accountLabel: "Dana Reyes" });
    const blankDownload = await browser.get(`/api/posts/${marketId}/image/feed?download=1`);
    expect(blankDownload.status).toBe(400);
    expect((await blankDownload.json()).message).toMatch(/^Add your area to use this post/);
    await browser.put("/api/market-figures", { ...FIGURES, medianPrice: null }, JSON_HEADERS);
    const noPrice = await browser.get(`/api/posts/${marketId}/image/feed`);
    expect(noPrice.status).toBe(400);
    expect((await noPrice.json()).message).toBe("Add your median price to use this post.");
    expect((await browser.get(`/api/posts/${marketId}/share-link`)).status).toBe(400);
    const compose = await browser.post(
      "/api/social/post",
      { content: "Market update", platforms: ["facebook"], media: { kind: "post-image", postId: marketId, size: "feed" } },
      JSON_HEADERS,
    );
    expect(compose.status).toBe(400);
    expect((await compose.json()).message).toBe("Add your median price to use this post.");
    // The member's own card still previews, blanks marked, so they see what to fill in.
    expect((await browser.get(`/api/posts/${marketId}/image/feed?preview=1`)).status).toBe(200);
    // A post that is not a market update needs no figures.
    expect((await browser.get(`/api/posts/${openId}/image/feed?download=1`)).status).toBe(200);
  }, 60_000);

  it("refuses a save with every figure empty or a bad month, and changes nothing", async () => {
    const { browser } = await signedInMember(t, "agent@example.com", "domination");
    const empty = Object.fromEntries(Object.keys(FIGURES).map((k) => [k, k === "month" ? "2026-01" : null]));
    const none = await browser.put("/api/market-figures", empty, JSON_HEADERS);
    expect(none.status).toBe(400);
    expect((await none.json()).message).toBe("Fill in at least one figure before saving.");
    const blankText = await browser.put("/api/market-figures", { ...empty, area: "   " }, JSON_HEADERS);
    expect(blankText.status).toBe(400);
    const bad = await browser.put("/api/market-figures", { ...FIGURES, month: "November" }, JSON_HEADERS);
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("The month must look like 2026-11.");
    expect((await (await browser.get("/api/market-figures")).json()).month).toBeNull();
  });

  it("carries last month's figures into a new month, labelled with their month", async () => {
    const { browser } = await signedInMember(t, "agent@example.com", "domination");
    await browser.put("/api/market-figures", { ...FIGURES, month: "2025-12" }, JSON_HEADERS);
    const current = await (await browser.get("/api/market-figures")).json();
    expect(current).toMatchObject({ month: "2025-12", forMonth: "2026-01", stale: true, figures: { medianPrice: 425000 } });
    // A month ahead of the clock is not "current" yet.
    await browser.put("/api/market-figures", { ...FIGURES, month: "2026-03", medianPrice: 999000 }, JSON_HEADERS);
    expect((await (await browser.get("/api/market-figures")).json()).figures.medianPrice).toBe(425000);
  });
});

describe("GET /api/posts/:id/captions", () => {
  it("gives the post's caption per network in the member's words, and the composer starts from it", async () => {
    const { browser, user } = await signedInMember(t, "agent@example.com", "domination");
    await t.db
      .update(users)
      .set({ defaultLocation: "Austin, TX", defaultSpecialty: "Luxury Homes", defaultPersonality: "Professional & Confident" })
      .where(eq(users.id, user.id));
    await t.db
      .update(socialPosts)
      .set({ content: "Prices in our market shifted this month.\nAsk me what it means for you.\n#MarketUpdate" })
      .where(eq(socialPosts.id, marketId));
    await browser.put("/api/market-figures", FIGURES, JSON_HEADERS);
    const res = await browser.get(`/api/posts/${marketId}/captions`);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.personalized).toBe(true);
    expect(Object.keys(body.captions).sort()).toEqual(["facebook", "instagram", "linkedin", "x"]);
    expect(body.captions.instagram).toContain("the Austin market");
    expect(body.captions.instagram).toContain("median price $425,000");
    expect(body.captions.instagram).toContain("#LuxuryHomes");
    expect(body.captions.facebook).toMatch(
      /I'm your .+ specialist in Austin, and I'll bring a clear plan to every step of your move\./,
    );
    const source = await (await browser.get(`/api/social/compose-source?kind=post&id=${marketId}`)).json();
    expect(source.versions[0]).toEqual({
      label: "Your captions",
      content: body.captions.facebook,
      variants: { linkedin: body.captions.linkedin, twitter: body.captions.x, instagram: body.captions.instagram },
    });
    // A locked post's captions stay on the server.
    const { browser: spark } = await signedInMember(t, "other@example.com", "spark");
    expect((await spark.get(`/api/posts/${marketId}/captions`)).status).toBe(403);
  }, 60_000);
});

describe("GET /share/post/{id}", () => {
  it("is the member's page with their branded 1200x630 PNG as og:image, and 404 once they lose access", async () => {
    const { browser, user } = await signedInMember(t, "agent@example.com", "spark");
    const link = await browser.get(`/api/posts/${openId}/share-link`);
    const { url } = (await link.json()) as { url: string };
    expect(url).toMatch(/\/share\/post\/\d+\?s=/);
    const path = url.slice(url.indexOf("/share/"));
    const page = await t.app.request(`${TEST_ORIGIN}${path}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Dana Reyes");
    expect(html).toContain('action="/api/leads"');
    expect(html).not.toContain("Get Instant Access");
    expect(meta(html, "og:image:width")).toBe(String(LINK_SIZE.width));
    expect(meta(html, "og:image:height")).toBe(String(LINK_SIZE.height));
    expect(meta(html, "og:image:type")).toBe("image/png");
    const image = meta(html, "og:image") ?? "";
    const imageRes = await t.app.request(image.replace(/&amp;/g, "&"));
    expect(imageRes.status).toBe(200);
    expect(pngSize(await bytes(imageRes))).toEqual({ width: LINK_SIZE.width, height: LINK_SIZE.height });
    // A bare link or a forged one opens nothing.
    expect((await t.app.request(`${TEST_ORIGIN}/share/post/${openId}`)).status).toBe(404);
    expect((await t.app.request(`${TEST_ORIGIN}/share/post/${openId}?s=1.AAAA`)).status).toBe(404);
    // The member loses access: the page and its image are gone.
    await t.db.update(users).set({ accessLevel: "none" }).where(eq(users.id, user.id));
    expect((await t.app.request(`${TEST_ORIGIN}${path}`)).status).toBe(404);
    expect((await t.app.request(image.replace(/&amp;/g, "&"))).status).toBe(404);
  }, 60_000);
});

describe("GET /script/{id}/image.png", () => {
  it("is the script in the member's brand at 1200x630 through their link, and 404 without one", async () => {
    const { browser, user } = await signedInMember(t, "agent@example.com", "spark");
    const [script] = await t.db
      .insert(scripts)
      .values({ title: "Spring Sellers", content: "Hook\n\nBody\n\nDM me", category: "seller", accessLevel: "sampler" })
      .returning({ id: scripts.id });
    const id = script?.id ?? 0;
    const link = (await (await browser.get(`/api/share-links?type=script&id=${id}`)).json()) as { url: string };
    const html = await (await t.app.request(link.url.replace(/^https?:\/\/[^/]+/, TEST_ORIGIN))).text();
    const image = (meta(html, "og:image") ?? "").replace(/&amp;/g, "&");
    expect(image).toContain(`/script/${id}/image.png?s=`);
    const res = await t.app.request(image.replace(/^https?:\/\/[^/]+/, TEST_ORIGIN));
    expect(res.status).toBe(200);
    expect(pngSize(await bytes(res))).toEqual({ width: LINK_SIZE.width, height: LINK_SIZE.height });
    expect((await t.app.request(`${TEST_ORIGIN}/script/${id}/image.png`)).status).toBe(404);
    await t.db.update(users).set({ accessLevel: "none" }).where(eq(users.id, user.id));
    expect((await t.app.request(image.replace(/^https?:\/\/[^/]+/, TEST_ORIGIN))).status).toBe(404);
  }, 60_000);
});

describe("a member's image files", () => {
  it("keeps one file per post and size (a new brand replaces it) and removes them all when an admin deletes the member", async () => {
    const { browser, user } = await signedInMember(t, "agent@example.com", "spark");
    await browser.get(`/api/posts/${openId}/image/link`);
    const first = await t.db.select().from(postImageFiles).where(eq(postImageFiles.userId, user.id));
    expect(first).toHaveLength(1);
    const firstKey = first[0]?.key ?? "";
    expect(await t.deps.media.head(firstKey)).not.toBeNull();
    // A new brand colour: a new image, and the old file is gone.
    const brand = { ...austinBrand("Dana Reyes"), brandColor: "#123456" };
    expect((await browser.put("/api/user/brand", brand, JSON_HEADERS)).status).toBe(200);
    await browser.get(`/api/posts/${openId}/image/link`);
    const second = await t.db.select().from(postImageFiles).where(eq(postImageFiles.userId, user.id));
    expect(second).toHaveLength(1);
    expect(second[0]?.key).not.toBe(firstKey);
    expect(await t.deps.media.head(firstKey)).toBeNull();
    // An admin deletes the member: their image files and brand photo go too.
    expect((await uploadPhoto(t, browser.cookie, PNG_BYTES)).status).toBe(200);
    const photoKey = (await t.db.select().from(brandProfiles).where(eq(brandProfiles.userId, user.id)))[0]?.photoKey ?? "";
    expect(await t.deps.media.head(photoKey)).not.toBeNull();
    const admin = await signedInMember(t, "admin@example.com");
    await t.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id));
    expect((await admin.browser.del(`/api/admin/users/${user.id}`, JSON_HEADERS)).status).toBe(200);
    expect(await t.deps.media.head(second[0]?.key ?? "")).toBeNull();
    expect(await t.deps.media.head(photoKey)).toBeNull();
  }, 60_000);
});
