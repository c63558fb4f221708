// A member's image of one post at one size: rendered once per (post, size, brand profile, figures,
// renderer version) into the media store, then served from there.
import { createHash } from "node:crypto";
import { HEADLINE_CARD, type PostCard, postCard } from "@realty/media/post-images/cards";
import type { ImageBrand } from "@realty/media/post-images/image-brand";
import { EMPTY_MARKET_FIGURES, isMarketPost, type MarketFigures } from "@realty/media/post-images/market-fields";
import type { ImagePost } from "@realty/media/post-images/post-image-request";
import { POST_IMAGE_RENDERER_VERSION, type PostImageSize } from "@realty/media/post-images/sizes";
import { eq } from "drizzle-orm";
import { socialPosts, users } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import { readMediaBytes } from "../../lib/media-bytes.ts";
import type { MediaPort } from "../../ports/media.ts";
import type { PostImagePort } from "../../ports/post-images.ts";
import { accountBrand, brandProfileHash, getBrandProfile } from "../brand/brand-profile.ts";
import { audienceCanOpen, audienceFor, postSample } from "../content/access.ts";
import { currentMarketFigures, requireCompleteFigures } from "./figures-store.ts";
import { recordImageFile } from "./image-files.ts";

export type PostRow = typeof socialPosts.$inferSelect;

export interface PostImageDeps {
  db: Database;
  media: MediaPort;
  postImages?: PostImagePort;
  now: () => Date;
}

export const POST_NOT_FOUND = "Post not found";
export const POST_LOCKED = "Upgrade your plan to use this post.";

export async function loadPost(db: Database, id: number): Promise<PostRow | null> {
  const [row] = await db.select().from(socialPosts).where(eq(socialPosts.id, id)).limit(1);
  return row ?? null;
}

/** The post, when `user` may open it in full; the same rule as the library list (part 1 §6). */
export async function openPost(
  db: Database,
  user: { role: "user" | "admin"; accessLevel: string; isDemo?: boolean },
  id: number,
): Promise<PostRow> {
  const row = await loadPost(db, id);
  if (!row) throw new AppError("NOT_FOUND", POST_NOT_FOUND);
  if (!audienceCanOpen(audienceFor(user), row.accessLevel, postSample(row))) throw new AppError("FORBIDDEN", POST_LOCKED);
  return row;
}

export interface ImageOwner {
  brand: ImageBrand;
  photoKey: string | null;
  hash: string;
}

export function shortHash(value: unknown): string {
  return createHash("sha256").update(JSON.stringify(value)).digest("hex").slice(0, 16);
}

/** The member's brand, or their account name on the default colour until they fill one in. */
export async function imageOwner(db: Database, userId: number): Promise<ImageOwner> {
  const profile = await getBrandProfile(db, userId);
  if (profile) return { brand: profile, photoKey: profile.photoKey, hash: brandProfileHash(profile) };
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError("NOT_FOUND", POST_NOT_FOUND);
  const brand = accountBrand(user, null);
  return { brand, photoKey: null, hash: shortHash(["account", brand.displayName]) };
}

/** The figures `userId`'s market post shows now; a blank one refuses unless `draft` (a 400 naming it). */
export async function postFigures(deps: PostImageDeps, userId: number, post: PostRow, draft = false): Promise<MarketFigures> {
  if (!isMarketPost(post)) return EMPTY_MARKET_FIGURES;
  const { figures } = await currentMarketFigures(deps.db, userId, deps.now());
  if (!draft) requireCompleteFigures(figures);
  return figures;
}

/**
 * The media key of `userId`'s image of `post` at `size`, rendering it first when missing. A market
 * post with a blank figure renders only as a `draft` (the member's own preview, blanks marked):
 * anything that leaves the product (download, attachment, og:image) gets a 400 naming the figure.
 */
export async function ensurePostImage(
  deps: PostImageDeps,
  userId: number,
  post: PostRow,
  size: PostImageSize,
  options: { draft?: boolean } = {},
): Promise<string> {
  const figures = await postFigures(deps, userId, post, options.draft);
  const subject = { postIndex: post.postIndex, title: post.title, category: post.category };
  return ensureImage(deps, userId, `post-images/${post.id}`, subject, postCard(post.postIndex), figures, size);
}

/** Script labels on a script's link preview (market scripts carry no fill-in figures). */
const SCRIPT_LABELS: Record<string, string> = {
  buyer: "Buyer Tips",
  seller: "Seller Tips",
  market: "Market Insight",
  local: "Local Spotlight",
};

/**
 * A script's link preview in the member's brand (the same template as posts): its own artwork,
 * seeded apart from the 71 posts', its title and the member's footer.
 */
export async function ensureScriptImage(
  deps: PostImageDeps,
  userId: number,
  script: { id: number; title: string; category: string },
  size: PostImageSize,
): Promise<string> {
  const subject = { postIndex: 1000 + script.id, title: script.title, category: SCRIPT_LABELS[script.category] ?? "Real Estate" };
  return ensureImage(deps, userId, `script-images/${script.id}`, subject, HEADLINE_CARD, EMPTY_MARKET_FIGURES, size);
}

async function ensureImage(
  deps: PostImageDeps,
  userId: number,
  folder: string,
  subject: ImagePost,
  card: PostCard,
  figures: MarketFigures,
  size: PostImageSize,
): Promise<string> {
  const owner = await imageOwner(deps.db, userId);
  const version = shortHash([
    POST_IMAGE_RENDERER_VERSION,
    subject.title,
    subject.category,
    subject.postIndex,
    card,
    owner.hash,
    figures,
  ]);
  // Per member (not shared between look-alike profiles), so each member's files can be removed.
  const slot = `${folder}/${size.name}`;
  const key = `${folder}/u${userId}-${size.name}-${version}.png`;
  if (await deps.media.head(key)) return key;
  // Both entries bring the renderer; a composition without one is a wiring mistake, not a state.
  if (!deps.postImages) throw new Error("No post-image renderer is configured");
  const photoBytes = await readMediaBytes(deps.media, owner.photoKey);
  const png = await deps.postImages.render(size, {
    post: subject,
    card,
    brand: owner.brand,
    photoBytes,
    figures,
  });
  await deps.media.put(key, png, "image/png");
  await recordImageFile(deps, userId, slot, key, deps.now());
  return key;
}
