// The post images: every post renders at its sizes, each with its own artwork, the
// whole headline inside its box, and the member's brand in the footer.
import { createCanvas } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import posts from "../../../../content/posts/posts.json" with { type: "json" };
import { ensureFonts } from "../frames/fonts.ts";
import { headlineBlock } from "./draw-post.ts";
import { averageHash, BRAND_A, BRAND_B, pngSize, regionPixels } from "./image-testing.ts";
import { postLayout } from "./layout.ts";
import { EMPTY_MARKET_FIGURES, isMarketPost } from "./market-fields.ts";
import { renderPostImage } from "./render-post-image.ts";
import { LINK_SIZE, POST_IMAGE_SIZES } from "./sizes.ts";

const render = (index: number, size = LINK_SIZE, brand = BRAND_A) => {
  const post = posts[index];
  if (!post) throw new Error(`no post ${index}`);
  return renderPostImage(size, { post, brand, photoBytes: null, figures: EMPTY_MARKET_FIGURES });
};

describe("post images", () => {
  it("renders all 71 posts, each with artwork no other post shares (8x8 average hash)", async () => {
    expect(posts).toHaveLength(71);
    const hashes = new Map<string, number>();
    for (const post of posts) {
      // The smallest size keeps this fast; every size is checked on a sample below.
      const png = await render(post.postIndex);
      expect(pngSize(png)).toEqual({ width: LINK_SIZE.width, height: LINK_SIZE.height });
      const hash = await averageHash(png, postLayout(LINK_SIZE, isMarketPost(post)).artwork);
      expect(hashes.get(hash), `post ${post.postIndex} shares artwork with post ${hashes.get(hash)}`).toBeUndefined();
      hashes.set(hash, post.postIndex);
    }
    expect(hashes.size).toBe(71);
  }, 120_000);

  it("renders a sample of posts at every size with that size's exact dimensions", async () => {
    for (const index of [0, 3, 70]) {
      for (const size of Object.values(POST_IMAGE_SIZES)) {
        expect(pngSize(await render(index, size))).toEqual({ width: size.width, height: size.height });
      }
    }
  }, 60_000);

  it("fits the whole of the longest headline inside its box at every size", () => {
    ensureFonts();
    const ctx = createCanvas(10, 10).getContext("2d");
    const longest = posts.reduce((a, b) => (b.title.length > a.title.length ? b : a)).title;
    const extreme = "Understanding Adjustable-Rate Mortgages Versus Fixed-Rate Mortgages in a Shifting Market";
    for (const size of Object.values(POST_IMAGE_SIZES)) {
      for (const market of [false, true]) {
        const layout = postLayout(size, market);
        for (const title of [longest, extreme]) {
          const block = headlineBlock(ctx, layout, title);
          const words = block.lines.flat().map((w) => w.text);
          expect(words.join(" ")).toBe(title);
          expect(block.lines.length * block.lineHeight).toBeLessThanOrEqual(layout.headline.height);
          for (const line of block.lines) {
            ctx.font = `800 ${block.size}px RealtyInter`;
            expect(ctx.measureText(line.map((w) => w.text).join(" ")).width).toBeLessThanOrEqual(layout.headline.width + 1);
          }
          // The library's own titles stay large; a title twice as long still fits, only smaller.
          expect(block.size).toBeGreaterThanOrEqual((title === longest ? 48 : 24) * layout.u);
        }
      }
    }
  });

  it("carries the member's profile in the footer: two profiles, two footers, the same artwork", async () => {
    const layout = postLayout(POST_IMAGE_SIZES.feed, false);
    const a = await render(0, POST_IMAGE_SIZES.feed, BRAND_A);
    const b = await render(0, POST_IMAGE_SIZES.feed, BRAND_B);
    const footerA = await regionPixels(a, layout.footer);
    const footerB = await regionPixels(b, layout.footer);
    let differing = 0;
    for (let i = 0; i < footerA.length; i += 4) if (footerA[i] !== footerB[i] || footerA[i + 1] !== footerB[i + 1]) differing++;
    expect(differing / (footerA.length / 4)).toBeGreaterThan(0.5);
    // The brand colour fills the footer's corner.
    expect([...footerA.slice(0, 3)]).toEqual([0x7a, 0x1f, 0x3d]);
    expect([...footerB.slice(0, 3)]).toEqual([0xf4, 0xd3, 0x5e]);
    expect(await regionPixels(a, layout.artwork)).toEqual(await regionPixels(b, layout.artwork));
  }, 60_000);
});
