// The library files the public pages show samples of, validated when the site is built.
import { z } from "astro/zod";
import postsFile from "../../../../content/posts/posts.json";
import buyerScripts from "../../../../content/scripts/buyer.json";
import localScripts from "../../../../content/scripts/local.json";
import marketScripts from "../../../../content/scripts/market.json";
import sellerScripts from "../../../../content/scripts/seller.json";
import settingsFile from "../../../../content/videos/settings.json";
import videosFile from "../../../../content/videos/videos.json";

const script = z.object({
  slug: z.string(),
  title: z.string(),
  category: z.enum(["buyer", "seller", "market", "local"]),
  hook: z.string(),
  body: z.string(),
  cta: z.string(),
  tags: z.array(z.string()),
});

const video = z.object({
  slug: z.string(),
  week: z.number().int().min(1).max(52),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  publicSample: z.boolean(),
  media: z.string(),
});

const post = z.object({
  postIndex: z.number().int(),
  title: z.string(),
  content: z.string(),
  category: z.string(),
  platform: z.enum(["facebook", "linkedin", "twitter"]),
  image: z.string(),
});

const settings = z.object({ homepageVideo: z.object({ title: z.string(), description: z.string(), media: z.string() }) });

export type Script = z.infer<typeof script>;
export type Video = z.infer<typeof video>;
export type Post = z.infer<typeof post>;

const byCategory = {
  buyer: z.array(script).parse(buyerScripts),
  seller: z.array(script).parse(sellerScripts),
  market: z.array(script).parse(marketScripts),
  local: z.array(script).parse(localScripts),
};

/**
 * The library's order as the seed stores it (apps/edge-api/src/db/seed/library-rows.ts): the four
 * categories interleaved by relative position, ties in the order buyer, seller, market, local.
 * The landing shows the first three of this list, rendered at build time (docs/decisions.md).
 */
export const SCRIPTS: readonly Script[] = Object.values(byCategory)
  .flatMap((list, rank) => list.map((s, i) => ({ s, key: (i + 0.5) / list.length, rank })))
  .sort((a, b) => a.key - b.key || a.rank - b.rank)
  .map((k) => k.s);

export const SCRIPT_COUNTS = {
  buyer: byCategory.buyer.length,
  seller: byCategory.seller.length,
  market: byCategory.market.length,
  local: byCategory.local.length,
};

export const VIDEOS: readonly Video[] = z.array(video).parse(videosFile);
/** The two videos anyone may play: "Renting VS Buying" and "Downpayment Buying Myths". */
export const SAMPLE_VIDEOS: readonly Video[] = VIDEOS.filter((v) => v.publicSample);

export const POSTS: readonly Post[] = z.array(post).parse(postsFile);
/** The home page's three example posts are the first three of the list. */
export const SAMPLE_POSTS: readonly Post[] = POSTS.slice(0, 3);

export const HOMEPAGE_VIDEO = settings.parse(settingsFile).homepageVideo;

export const PLATFORM_LABELS: Record<Post["platform"], string> = {
  facebook: "Facebook",
  linkedin: "LinkedIn",
  twitter: "X (Twitter)",
};

/** The script text as stored (hook, body, call to action) without a leading "POV:". */
export function scriptText(s: Script): string {
  return `${s.hook}\n\n${s.body}\n\n${s.cta}`.replace(/^POV:\s*/i, "");
}
