// Turns what a post carries from the library into one file per network, made with the member's
// brand: a post's branded image (the same file for every network) or a video's branded rendition
// for each network (its short cut unless the member sends the full video, in the shape each network
// shows best: videoRenditionFor). Resolved when the post is composed, so the sizes can be checked
// against each network's limits before anything is queued.
import type { HubMediaInput, MediaFacts, Platform } from "@realty/contracts/social";
import { videoRenditionFor } from "@realty/contracts/social-constants";
import { POST_IMAGE_SIZES, type PostImageSize } from "@realty/media/post-images/sizes";
import { eq } from "drizzle-orm";
import { users, videos } from "../../db/schema.ts";
import { AppError } from "../../lib/errors.ts";
import type { RenditionName } from "../../ports/render.ts";
import { audienceCanOpen, audienceFor } from "../content/access.ts";
import { carouselSlides } from "../post-images/carousel-service.ts";
import { ensurePostImage, openPost } from "../post-images/post-image-service.ts";
import { brandedRendition, endCardProfile } from "../render/branded-download.ts";
import { renditionKey } from "../render/render-keys.ts";
import type { DbDeps, MediaDeps } from "../service-deps.ts";
import { jpegCopy } from "./jpeg-copy.ts";
import type { ComposeDeps } from "./social-deps.ts";

export interface ResolvedMedia {
  key: string;
  kind: "image" | "video";
  bytes: number;
  /** Pixel size of an image (of each item, for a carousel). */
  width?: number;
  height?: number;
  /** A carousel's items in order (`key` is the first); absent for one file. */
  keys?: string[];
}

/** What the limits table checks of a resolved file. */
export function mediaFacts(file: ResolvedMedia): MediaFacts {
  return {
    kind: file.kind,
    bytes: file.bytes,
    ...(file.width && file.height ? { width: file.width, height: file.height } : {}),
    ...(file.keys ? { items: file.keys.length } : {}),
  };
}

/** Networks that take images only as JPEG (they fetch them from a public link). */
const JPEG_ONLY: ReadonlySet<Platform> = new Set(["instagram"]);

const STILL_PREPARING = "This video is still being prepared. Please try again in a few minutes.";

async function memberOf(deps: DbDeps, userId: number) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError("UNAUTHORIZED", "Not authenticated");
  return user;
}

async function sized(deps: MediaDeps, key: string, kind: "image" | "video"): Promise<ResolvedMedia> {
  const info = await deps.media.head(key);
  if (!info) throw new AppError("BAD_REQUEST", STILL_PREPARING, { media: STILL_PREPARING });
  return { key, kind, bytes: info.size };
}

/** One file per platform, or throws a 4xx the composer shows (locked, unknown, not rendered yet). */
export async function resolveMedia(
  deps: ComposeDeps,
  userId: number,
  media: HubMediaInput,
  platforms: Platform[],
): Promise<Partial<Record<Platform, ResolvedMedia>>> {
  const user = await memberOf(deps, userId);
  if (media.kind === "post-carousel") {
    const slides = await carouselSlides(deps, userId, await openPost(deps.db, user, media.postId));
    return imagesPerPlatform(deps, userId, slides, POST_IMAGE_SIZES.feed, platforms, true);
  }
  if (media.kind === "post-image" || media.kind === "carousel") {
    const size = POST_IMAGE_SIZES[media.size];
    const postIds = media.kind === "carousel" ? media.postIds : [media.postId];
    const pngKeys: string[] = [];
    for (const postId of postIds) {
      pngKeys.push(await ensurePostImage(deps, userId, await openPost(deps.db, user, postId), size));
    }
    return imagesPerPlatform(deps, userId, pngKeys, size, platforms, media.kind === "carousel");
  }
  const out: Partial<Record<Platform, ResolvedMedia>> = {};
  const [video] = await deps.db.select().from(videos).where(eq(videos.id, media.videoId));
  if (!video || !audienceCanOpen(audienceFor(user), video.accessLevel)) {
    throw new AppError("BAD_REQUEST", "Unknown library video.", { libraryVideoId: "Unknown library video." });
  }
  const renderKey = video.renderKey;
  if (!renderKey) throw new AppError("BAD_REQUEST", STILL_PREPARING, { media: STILL_PREPARING });
  const profile = await endCardProfile(deps.db, user);
  const byRendition = new Map<RenditionName, ResolvedMedia>();
  for (const platform of platforms) {
    const name = videoRenditionFor(platform, media.cut);
    let file = byRendition.get(name);
    if (!file) {
      if (!(await deps.media.head(renditionKey(renderKey, name)))) {
        throw new AppError("BAD_REQUEST", STILL_PREPARING, { media: STILL_PREPARING });
      }
      // The member's end card when this runtime can encode; the plain rendition otherwise.
      const branded = await brandedRendition(deps, renderKey, name, profile).catch(() => null);
      file = await sized(deps, branded ?? renditionKey(renderKey, name), "video");
      byRendition.set(name, file);
    }
    out[platform] = file;
  }
  return out;
}

/** The images as each platform takes them: the PNGs, or their JPEG copies where only JPEG is taken. */
async function imagesPerPlatform(
  deps: ComposeDeps,
  userId: number,
  pngKeys: string[],
  size: PostImageSize,
  platforms: Platform[],
  carousel: boolean,
): Promise<Partial<Record<Platform, ResolvedMedia>>> {
  const out: Partial<Record<Platform, ResolvedMedia>> = {};
  const byFormat = new Map<"png" | "jpeg", ResolvedMedia>();
  for (const platform of platforms) {
    const format = JPEG_ONLY.has(platform) ? "jpeg" : "png";
    let file = byFormat.get(format);
    if (!file) {
      const keys: string[] = [];
      for (const key of pngKeys) keys.push(format === "jpeg" ? await jpegCopy(deps, userId, key, size) : key);
      const first = await sized(deps, keys[0] ?? "", "image");
      // The limits table checks the largest item's size.
      let largest = first.bytes;
      for (const key of keys.slice(1)) largest = Math.max(largest, (await sized(deps, key, "image")).bytes);
      file = { ...first, bytes: largest, width: size.width, height: size.height, ...(carousel ? { keys } : {}) };
      byFormat.set(format, file);
    }
    out[platform] = file;
  }
  return out;
}
