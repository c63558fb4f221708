// The post images: every post's own text is on its image (read back from the SVG the renderer
// lays out), each in the layout of its kind, every list post has a carousel of 3-7 slides, the 71
// feed images differ (8x8 average hash) and none leaves the middle of the image blank.
import { beforeAll, describe, expect, it } from "vitest";
import posts from "../../../../content/posts/posts.json" with { type: "json" };
import { CARD_KINDS, CARD_LIMITS, cardTexts, isListCard, type PostCard, postCard } from "./cards.ts";
import { CAROUSEL_SIZE, callToAction, carouselPlan, MAX_SLIDES, MIN_SLIDES } from "./carousel.ts";
import { averageHash, BRAND_A, BRAND_B, pngSize, regionPixels } from "./image-testing.ts";
import { compact, type SvgText, svgTexts } from "./image-testing-svg.ts";
import { EMPTY_MARKET_FIGURES, isMarketPost } from "./market-fields.ts";
import { composePost, type FittedContent } from "./render/compose-post.ts";
import { renderSvg, svgToPng } from "./render/engine.ts";
import { initEngineFromFiles } from "./render/engine-node.ts";
import { postFrame } from "./render/frame.ts";
import { carouselSlideSvg, renderCarouselSlide } from "./render-carousel-slide.ts";
import { postImageSvg, renderPostImage } from "./render-post-image.ts";
import { FEED_SIZE, LINK_SIZE, POST_IMAGE_SIZES, type PostImageSize } from "./sizes.ts";

interface Drawn {
  texts: SvgText[];
  fitted: FittedContent;
  png: Uint8Array;
}

async function draw(index: number, size: PostImageSize = FEED_SIZE, brand = BRAND_A): Promise<Drawn> {
  const post = posts[index];
  if (!post) throw new Error(`no post ${index}`);
  const { tree, fitted } = await composePost(size, {
    post,
    card: postCard(index),
    brand,
    photo: null,
    figures: EMPTY_MARKET_FIGURES,
  });
  const texts = svgTexts(await renderSvg(tree, { width: size.width, height: size.height, textAsText: true }));
  const png = await svgToPng(await renderSvg(tree, { width: size.width, height: size.height }));
  return { texts, fitted, png };
}

const feed = new Map<number, Drawn>();

beforeAll(async () => {
  await initEngineFromFiles();
  for (const post of posts) feed.set(post.postIndex, await draw(post.postIndex));
}, 900_000);

function drawn(index: number): Drawn {
  const result = feed.get(index);
  if (!result) throw new Error(`post ${index} was not drawn`);
  return result;
}

describe("the posts' cards", () => {
  it("gives each of the 71 posts a card within the limits, in all six kinds", () => {
    expect(posts).toHaveLength(71);
    const kinds = new Set<string>();
    for (const post of posts) {
      const card = postCard(post.postIndex);
      expect(card.kind, `post ${post.postIndex}`).not.toBe("headline");
      kinds.add(card.kind);
      for (const phrase of cardTexts(card)) {
        expect(phrase.trim().length, `post ${post.postIndex}`).toBeGreaterThan(0);
        expect(phrase.length, `post ${post.postIndex}: ${phrase}`).toBeLessThanOrEqual(CARD_LIMITS.maxTextLength);
      }
      if (isListCard(card)) {
        expect(card.items.length).toBeGreaterThanOrEqual(CARD_LIMITS.minItems);
        expect(card.items.length).toBeLessThanOrEqual(CARD_LIMITS.maxItems);
        for (const item of card.items) expect(item.length).toBeLessThanOrEqual(CARD_LIMITS.maxItemLength);
        expect(card.lead.length).toBeLessThanOrEqual(CARD_LIMITS.maxLeadLength);
      }
    }
    expect([...kinds].sort()).toEqual([...CARD_KINDS].sort());
  });

  it("writes every list item from the post's own caption", () => {
    for (const post of posts) {
      const card = postCard(post.postIndex);
      if (!isListCard(card)) continue;
      const caption = compact(post.content);
      // An item is the caption's words (a capital letter or a dropped "and" aside).
      for (const item of card.items) {
        const words = item
          .toLowerCase()
          .split(/[^a-z0-9%]+/)
          .filter((w) => w.length > 3);
        const found = words.filter((w) => caption.includes(w)).length;
        expect(found / Math.max(1, words.length), `post ${post.postIndex}: ${item}`).toBeGreaterThanOrEqual(0.8);
      }
    }
  });
});

describe("post images", () => {
  it("sets every post's title and its whole card on its feed image, nothing dropped, nothing outside the image", () => {
    for (const post of posts) {
      const { texts, fitted } = drawn(post.postIndex);
      const card = postCard(post.postIndex);
      expect(fitted.hidden, `post ${post.postIndex} left items for the caption`).toBe(0);
      expect(fitted.card, `post ${post.postIndex} was shortened`).toEqual(card);
      const onImage = compact(texts.map((t) => t.text).join(""));
      for (const phrase of [post.title, post.category.toUpperCase(), ...cardTexts(card)]) {
        expect(onImage, `post ${post.postIndex}: "${phrase}"`).toContain(compact(phrase));
      }
      const footerTop = FEED_SIZE.height - postFrame(FEED_SIZE, isMarketPost(post)).footerHeight;
      for (const t of texts.filter((n) => n.text.trim())) {
        expect(t.x, `post ${post.postIndex}: "${t.text}"`).toBeGreaterThanOrEqual(0);
        expect(t.x + t.width, `post ${post.postIndex}: "${t.text}"`).toBeLessThanOrEqual(FEED_SIZE.width + 0.5);
        expect(t.y, `post ${post.postIndex}: "${t.text}"`).toBeLessThanOrEqual(FEED_SIZE.height);
      }
      // The card's own words sit above the footer (the footer holds the member's words only).
      const cardWords = new Set(cardTexts(card).flatMap((p) => p.split(/\s+/)));
      const cardNodes = texts.filter((t) => t.text.trim() && cardWords.has(t.text.trim()) && t.fontSize >= 30);
      for (const t of cardNodes) expect(t.y, `post ${post.postIndex}: "${t.text}"`).toBeLessThan(footerTop);
    }
  });

  it("draws each kind in its own layout", () => {
    for (const post of posts) {
      const card = postCard(post.postIndex);
      const { texts } = drawn(post.postIndex);
      const words = texts.map((t) => t.text.trim()).filter(Boolean);
      const label = `post ${post.postIndex} (${card.kind})`;
      switch (card.kind) {
        case "tips":
          // Numbered: 1..n each in its own marker.
          for (let n = 1; n <= card.items.length; n++) expect(words, label).toContain(String(n));
          break;
        case "checklist":
          expect(words, label).not.toContain("1");
          break;
        case "myth-fact":
          expect(words, label).toEqual(expect.arrayContaining(["MYTH", "FACT"]));
          break;
        case "big-number":
          {
            // The figure is set more than twice as large as any other type on the image.
            const isFigure = (t: SvgText) =>
              t.text.trim() !== "" && compact(card.figure).includes(compact(t.text)) && t.fontSize > 100;
            const figure = Math.max(0, ...texts.filter(isFigure).map((t) => t.fontSize));
            const others = Math.max(...texts.filter((t) => !isFigure(t)).map((t) => t.fontSize));
            expect(figure, label).toBeGreaterThan(2 * others);
          }
          break;
        case "quote":
          expect(words, label).toContain("\u201c");
          break;
        case "compare":
          for (const column of card.columns) expect(compact(words.join("")), label).toContain(compact(column.label));
          break;
        default:
          throw new Error(`${label}: unexpected kind`);
      }
    }
  });

  it("gives the 71 feed images 71 different 8x8 average hashes", async () => {
    const hashes = new Map<string, number>();
    for (const post of posts) {
      const hash = await averageHash(drawn(post.postIndex).png, {
        left: 0,
        top: 0,
        width: FEED_SIZE.width,
        height: FEED_SIZE.height,
      });
      expect(hashes.get(hash), `post ${post.postIndex} hashes like post ${hashes.get(hash)}`).toBeUndefined();
      hashes.set(hash, post.postIndex);
    }
    expect(hashes.size).toBe(71);
  }, 120_000);

  it("leaves no feed image's middle third blank", async () => {
    const third = { left: 0, top: FEED_SIZE.height / 3, width: FEED_SIZE.width, height: FEED_SIZE.height / 3 };
    for (const post of posts) {
      const pixels = await regionPixels(drawn(post.postIndex).png, third);
      // The page color is the most common pixel; ink is anything clearly apart from it.
      const counts = new Map<number, number>();
      for (let i = 0; i < pixels.length; i += 4) {
        const key = ((pixels[i] ?? 0) << 16) | ((pixels[i + 1] ?? 0) << 8) | (pixels[i + 2] ?? 0);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      const page = [...counts.entries()].reduce((a, b) => (b[1] > a[1] ? b : a))[0];
      const [pr, pg, pb] = [(page >> 16) & 255, (page >> 8) & 255, page & 255];
      let ink = 0;
      for (let i = 0; i < pixels.length; i += 4) {
        const distance =
          Math.abs((pixels[i] ?? 0) - pr) + Math.abs((pixels[i + 1] ?? 0) - pg) + Math.abs((pixels[i + 2] ?? 0) - pb);
        if (distance > 90) ink++;
      }
      expect(ink / (pixels.length / 4), `post ${post.postIndex}`).toBeGreaterThan(0.04);
    }
  }, 120_000);

  it("renders a sample of posts at every size with that size's exact dimensions and the whole card", async () => {
    for (const index of [0, 3, 6, 54, 70]) {
      for (const size of Object.values(POST_IMAGE_SIZES)) {
        const post = posts[index];
        if (!post) throw new Error("missing post");
        const request = { post, card: postCard(index), brand: BRAND_A, photoBytes: null, figures: EMPTY_MARKET_FIGURES };
        expect(pngSize(await renderPostImage(size, request))).toEqual({ width: size.width, height: size.height });
        const { fitted } = await postImageSvg(size, request);
        expect(fitted.hidden, `post ${index} at ${size.name}`).toBe(0);
      }
    }
  }, 300_000);

  it("shortens text too long for its layout by the stated rule: a list hands its last items to the caption", async () => {
    const post = posts[0];
    if (!post) throw new Error("missing post");
    const long = "Walk every room twice, once for the layout and once for the condition of the floors, windows and ceilings.";
    const card: PostCard = { kind: "tips", lead: "Twelve things to check:", items: Array.from({ length: 12 }, () => long) };
    const { fitted } = await composePost(LINK_SIZE, { post, card, brand: BRAND_A, photo: null, figures: EMPTY_MARKET_FIGURES });
    expect(fitted.hidden).toBeGreaterThan(0);
    expect(fitted.card.kind === "tips" && fitted.card.items.length + fitted.hidden).toBe(12);
    const svg = (
      await postImageSvg(
        LINK_SIZE,
        { post, card, brand: BRAND_A, photoBytes: null, figures: EMPTY_MARKET_FIGURES },
        { textAsText: true },
      )
    ).svg;
    expect(
      compact(
        svgTexts(svg)
          .map((t) => t.text)
          .join(""),
      ),
    ).toContain(compact(`+ ${fitted.hidden} more in the caption`));
  }, 120_000);

  it("carries the member's profile in the footer: two profiles, two footers, the same card", async () => {
    const a = drawn(0).png;
    const b = (await draw(0, FEED_SIZE, BRAND_B)).png;
    const frame = postFrame(FEED_SIZE, false);
    const footer = { left: 0, top: FEED_SIZE.height - frame.footerHeight, width: FEED_SIZE.width, height: frame.footerHeight };
    const footerA = await regionPixels(a, footer);
    const footerB = await regionPixels(b, footer);
    let differing = 0;
    for (let i = 0; i < footerA.length; i += 4) if (footerA[i] !== footerB[i] || footerA[i + 1] !== footerB[i + 1]) differing++;
    expect(differing / (footerA.length / 4)).toBeGreaterThan(0.5);
    expect([...footerA.slice(0, 3)]).toEqual([0x7a, 0x1f, 0x3d]);
    expect([...footerB.slice(0, 3)]).toEqual([0xf4, 0xd3, 0x5e]);
    const content = { left: 0, top: 0, width: FEED_SIZE.width, height: footer.top };
    expect(await regionPixels(a, content)).toEqual(await regionPixels(b, content));
  }, 60_000);
});

describe("carousels", () => {
  it("gives every list post 3-7 slides: a cover, its ideas in order, a closing slide", () => {
    let lists = 0;
    for (const post of posts) {
      const card = postCard(post.postIndex);
      const plan = carouselPlan(card);
      if (!isListCard(card)) {
        expect(plan, `post ${post.postIndex}`).toBeNull();
        continue;
      }
      lists++;
      expect(plan?.length, `post ${post.postIndex}`).toBeGreaterThanOrEqual(MIN_SLIDES);
      expect(plan?.length, `post ${post.postIndex}`).toBeLessThanOrEqual(MAX_SLIDES);
      expect(plan?.[0]?.kind).toBe("cover");
      expect(plan?.at(-1)?.kind).toBe("closing");
      const items = plan?.flatMap((s) => (s.kind === "ideas" ? s.items : [])) ?? [];
      expect(items).toEqual(card.items.map((_, i) => i));
    }
    expect(lists).toBeGreaterThan(30);
  });

  it("draws each slide at 1080x1350 with its own words: the title, one idea, the member and the call to action", async () => {
    const post = posts[31];
    if (!post) throw new Error("missing post");
    const card = postCard(31);
    if (!isListCard(card)) throw new Error("post 31 is a list");
    const plan = carouselPlan(card) ?? [];
    const request = { post, card, brand: BRAND_A, photoBytes: null, callToAction: callToAction(post.content) };
    const said: string[] = [];
    for (let index = 0; index < plan.length; index++) {
      if (index === 0) {
        expect(pngSize(await renderCarouselSlide({ ...request, index }))).toEqual({
          width: CAROUSEL_SIZE.width,
          height: CAROUSEL_SIZE.height,
        });
      }
      said.push(
        compact(
          svgTexts(await carouselSlideSvg({ ...request, index }, { textAsText: true }))
            .map((t) => t.text)
            .join(""),
        ),
      );
    }
    expect(said[0]).toContain(compact(post.title));
    expect(said[0]).toContain(compact(card.lead));
    card.items.forEach((item, i) => {
      const slide = said.findIndex((s) => s.includes(compact(item)));
      expect(slide, item).toBeGreaterThan(0);
      expect(slide, item).toBeLessThan(plan.length - 1);
      expect(i === 0 || slide >= said.findIndex((s) => s.includes(compact(card.items[i - 1] ?? "")))).toBe(true);
    });
    expect(said.at(-1)).toContain(compact(BRAND_A.displayName));
    expect(said.at(-1)).toContain(compact(callToAction(post.content)));
  }, 120_000);
});
