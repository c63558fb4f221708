// A member's Instagram carousel of a list post: each slide rendered once per (post, slide, brand
// profile, renderer version) into the media store, like the post's image, and the whole carousel as
// one zip. The API the hub's publisher uses: carouselSlides() gives every slide's media key in
// order, carouselZip() the download.
import { postCard } from "@realty/media/post-images/cards";
import { callToAction, carouselPlan } from "@realty/media/post-images/carousel";
import { POST_IMAGE_RENDERER_VERSION } from "@realty/media/post-images/sizes";
import { AppError } from "../../lib/errors.ts";
import { readMediaBytes } from "../../lib/media-bytes.ts";
import { storedZip, type ZipEntry } from "../../lib/stored-zip.ts";
import { recordImageFile } from "./image-files.ts";
import { imageOwner, type PostImageDeps, type PostRow, shortHash } from "./post-image-service.ts";

export const NO_CAROUSEL = "This post is not a list, so it has no carousel. Use its image instead.";

/** Whether the post is a list and so has a carousel. */
export function hasCarousel(post: PostRow): boolean {
  return carouselPlan(postCard(post.postIndex)) !== null;
}

/** How many slides the post's carousel has, or a 404 naming why there is none. */
export function carouselLength(post: PostRow): number {
  const plan = carouselPlan(postCard(post.postIndex));
  if (!plan) throw new AppError("NOT_FOUND", NO_CAROUSEL);
  return plan.length;
}

/** The media key of slide `index` (0-based) of `userId`'s carousel of `post`, rendering it when missing. */
export async function ensureCarouselSlide(deps: PostImageDeps, userId: number, post: PostRow, index: number): Promise<string> {
  const total = carouselLength(post);
  if (!Number.isInteger(index) || index < 0 || index >= total) {
    throw new AppError("NOT_FOUND", `This carousel has slides 1 to ${total}.`);
  }
  const card = postCard(post.postIndex);
  const owner = await imageOwner(deps.db, userId);
  const subject = { postIndex: post.postIndex, title: post.title, category: post.category };
  const cta = callToAction(post.content);
  const version = shortHash([POST_IMAGE_RENDERER_VERSION, subject, card, cta, owner.hash]);
  const slot = `carousels/${post.id}/${index + 1}`;
  const key = `carousels/${post.id}/u${userId}-${index + 1}-${version}.png`;
  if (await deps.media.head(key)) return key;
  if (!deps.postImages) throw new Error("No post-image renderer is configured");
  const png = await deps.postImages.renderSlide({
    post: subject,
    card,
    brand: owner.brand,
    photoBytes: await readMediaBytes(deps.media, owner.photoKey),
    callToAction: cta,
    index,
  });
  await deps.media.put(key, png, "image/png");
  await recordImageFile(deps, userId, slot, key, deps.now());
  return key;
}

/** Every slide's media key, in order (rendering the missing ones). */
export async function carouselSlides(deps: PostImageDeps, userId: number, post: PostRow): Promise<string[]> {
  const keys: string[] = [];
  for (let i = 0; i < carouselLength(post); i++) keys.push(await ensureCarouselSlide(deps, userId, post, i));
  return keys;
}

/** The carousel as a zip of its PNGs, named in swipe order (stored: PNGs do not compress further). */
export async function carouselZip(deps: PostImageDeps, userId: number, post: PostRow, stem: string) {
  const entries: ZipEntry[] = [];
  const keys = await carouselSlides(deps, userId, post);
  for (const [i, key] of keys.entries()) {
    const bytes = await readMediaBytes(deps.media, key);
    if (!bytes) throw new Error(`Slide ${i + 1} is missing from the media store`);
    entries.push({ name: `${stem}-${String(i + 1).padStart(2, "0")}.png`, bytes });
  }
  return storedZip(entries);
}
