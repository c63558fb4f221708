// /media/*: video files gated per video entry, the homepage video, and public images.
//   /media/videos/{id or slug}[/{n}]  the entry's file: its 16:9 render once made, else the title
//                                     card (n = 1.. picks the card's fallback encoding)
//   /media/videos/{ref}/{portrait|landscape}[/download]  a rendition; download adds the end card
//   /media/videos/{ref}/captions.vtt, /media/videos/{ref}/render-status
//   /media/homepage-video[/{n}|/captions.vtt]  the home page's hero video (public)
//   /media/thumbnails/…, /media/posts/…, /media/assets/…, /media/posters/…  images (public)
// Video files are never addressed by file name: one rendered card serves many entries of
// different tiers, so only the entry decides who may stream it.
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../lib/errors.ts";
import { loadSession } from "../../middleware/session.ts";
import { isValidMediaKey } from "../../ports/media.ts";
import { audienceCanOpen, audienceFor, audienceSeesUnpublished } from "../../services/content/access.ts";
import { type Catalogue, getCatalogue, type VideoRow } from "../../services/content/catalogue.ts";
import { shareState } from "../../services/share/share-access.ts";
import { SHARE_PARAM } from "../../services/share/signing.ts";
import { renderedVideoRoutes } from "./rendered-video.routes.ts";
import { serveMedia } from "./serve-media.ts";
import { renderFileKey } from "./video-render-files.ts";

const PUBLIC_PREFIXES = ["thumbnails/", "posts/", "assets/", "posters/"];
/** Images keep their names across versions, so a month rather than "immutable". */
const IMAGE_CACHE = "public, max-age=2592000";
export const PUBLIC_VIDEO_CACHE = "public, max-age=86400";
/** A member's browser may keep a video it was allowed to watch; shared caches never. */
export const GATED_VIDEO_CACHE = "private, max-age=3600";

export const NOT_YOUR_PLAN = "Your plan does not include this video. Upgrade to watch it.";

export function findVideo(c: Context<AppEnv>, catalogue: Catalogue, ref: string): VideoRow {
  const video = /^\d+$/.test(ref) ? catalogue.videoById.get(Number(ref)) : catalogue.videoBySlug.get(ref);
  if (!video || (!video.published && !audienceSeesUnpublished(audienceFor(c.var.user)))) {
    throw new AppError("NOT_FOUND", "Video not found");
  }
  return video;
}

/** Anyone may stream a public sample; other videos need a signed-in caller whose plan opens them. */
export function authorizeVideo(c: Context<AppEnv>, video: VideoRow): void {
  if (video.publicSample) return;
  if (!c.var.user) throw new AppError("UNAUTHORIZED", "Not authenticated");
  if (!audienceCanOpen(audienceFor(c.var.user), video.accessLevel)) throw new AppError("FORBIDDEN", NOT_YOUR_PLAN);
}

/** Source 0 is the main file, 1.. the fallback encodings in order. */
function sourceKey(keys: readonly string[], source: string | undefined): string {
  const key = keys[source === undefined ? 0 : Number(source)];
  if (!key) throw new AppError("NOT_FOUND", "File not found");
  return key;
}

/** The entry the caller may stream: its plan opens it, or a signed share link opens this one video. */
export async function openVideo(c: Context<AppEnv>, ref: string): Promise<{ video: VideoRow; catalogue: Catalogue }> {
  const catalogue = await getCatalogue(c.var.deps.db);
  const video = findVideo(c, catalogue, ref);
  // A signed share link opens this one video for anyone (routes/share); nothing else in the library.
  const link = { type: "video" as const, id: video.id, accessLevel: video.accessLevel };
  const shared = (await shareState(c.var.deps.db, c.var.deps.config.appSecret, link, c.req.query(SHARE_PARAM))) === "open";
  if (!shared) authorizeVideo(c, video);
  return { video, catalogue };
}

async function streamVideo(c: Context<AppEnv>, ref: string, source: string | undefined) {
  const { video, catalogue } = await openVideo(c, ref);
  // Once rendered, the entry's main URL plays its 16:9 render; the title card stays the fallback.
  const rendered = source === undefined ? renderFileKey(catalogue, video.renderKey, "landscape") : null;
  const key = rendered ?? sourceKey([video.videoKey, ...video.fallbackKeys], source);
  return serveMedia(c, key, video.publicSample ? PUBLIC_VIDEO_CACHE : GATED_VIDEO_CACHE);
}

async function streamHomepageVideo(c: Context<AppEnv>, source: string | undefined) {
  const catalogue = await getCatalogue(c.var.deps.db);
  const setting = catalogue.homepageVideo;
  if (!setting) throw new AppError("NOT_FOUND", "No homepage video is set");
  const rendered = source === undefined ? renderFileKey(catalogue, setting.renderKey ?? null, "landscape") : null;
  return serveMedia(c, rendered ?? sourceKey([setting.videoKey, ...setting.fallbackKeys], source), PUBLIC_VIDEO_CACHE);
}

export const mediaRoutes = new Hono<AppEnv>()
  .route("/", renderedVideoRoutes)
  .get("/media/videos/:ref{[a-z0-9-]{1,120}}", loadSession, (c) => streamVideo(c, c.req.param("ref"), undefined))
  .get("/media/videos/:ref{[a-z0-9-]{1,120}}/:source{[0-9]{1,2}}", loadSession, (c) =>
    streamVideo(c, c.req.param("ref"), c.req.param("source")),
  )
  .get("/media/homepage-video", (c) => streamHomepageVideo(c, undefined))
  .get("/media/homepage-video/:source{[0-9]{1,2}}", (c) => streamHomepageVideo(c, c.req.param("source")))
  .get("/media/*", (c) => {
    let key: string;
    try {
      key = decodeURIComponent(c.req.path.slice("/media/".length));
    } catch {
      throw new AppError("NOT_FOUND", "File not found");
    }
    if (!isValidMediaKey(key) || !PUBLIC_PREFIXES.some((p) => key.startsWith(p))) {
      throw new AppError("NOT_FOUND", "File not found");
    }
    return serveMedia(c, key, IMAGE_CACHE);
  });
