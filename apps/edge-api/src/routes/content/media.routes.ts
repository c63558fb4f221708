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
import { serveMedia } from "../../http/serve-media.ts";
import { AppError } from "../../lib/errors.ts";
import { loadSession } from "../../middleware/session.ts";
import { isValidMediaKey } from "../../ports/media.ts";
import { getCatalogue } from "../../services/content/catalogue.ts";
import { renderedVideoRoutes } from "./rendered-video.routes.ts";
import { GATED_VIDEO_CACHE, openVideo, PUBLIC_VIDEO_CACHE } from "./video-access.ts";
import { renderFileKey } from "./video-render-files.ts";

const PUBLIC_PREFIXES = ["thumbnails/", "posts/", "assets/", "posters/"];
/** Images keep their names across versions, so a month rather than "immutable". */
const IMAGE_CACHE = "public, max-age=2592000";
/** Source 0 is the main file, 1.. the fallback encodings in order. */
function sourceKey(keys: readonly string[], source: string | undefined): string {
  const key = keys[source === undefined ? 0 : Number(source)];
  if (!key) throw new AppError("NOT_FOUND", "File not found");
  return key;
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
