// /media/*: video files gated per video entry, the homepage video, and public images.
//   /media/videos/{id or slug}[/{n}]  the entry's file: its 16:9 render once made, else the title
//                                     card (n = 1.. picks the card's fallback encoding)
//   /media/videos/{ref}/{portrait|landscape}[/download]  a rendition; download adds the end card
//   /media/videos/{ref}/captions.vtt, /media/videos/{ref}/render-status
//   /media/homepage-video[/{n}|/captions.vtt]  the home page's hero video (public)
//   /media/thumbnails/…, /media/posts/…, /media/assets/…, /media/posters/…  images (public)
//   /media/out/{expiry}/{signature}/{key}  one member file a network fetches to publish it
//                                          (signed and expiring: services/share/public-media-link.ts)
// Video files are never addressed by file name: one rendered card serves many entries of
// different tiers, so only the entry decides who may stream it.
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { serveMedia } from "../../http/serve-media.ts";
import { GATED_VIDEO_CACHE, openVideo, PUBLIC_VIDEO_CACHE } from "../../http/video-access.ts";
import { renderFileKey } from "../../http/video-render-files.ts";
import { AppError } from "../../lib/errors.ts";
import { loadSession } from "../../middleware/session.ts";
import { isValidMediaKey } from "../../ports/media.ts";
import { getCatalogue } from "../../services/content/catalogue.ts";
import { publicMediaLinkValid } from "../../services/share/public-media-link.ts";
import { renderedVideoRoutes } from "./rendered-video.routes.ts";

const PUBLIC_PREFIXES = ["thumbnails/", "posts/", "assets/", "posters/"];
/** Images keep their names across versions, so a month rather than "immutable". */
const IMAGE_CACHE = "public, max-age=2592000";
/** A network may fetch a published file again while the link lives; nothing shared caches it. */
const PUBLIC_LINK_CACHE = "private, max-age=3600";

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
  .get("/media/out/:expires{[0-9]{10,12}}/:signature{[A-Za-z0-9_-]{22}}/*", async (c) => {
    const prefix = `/media/out/${c.req.param("expires")}/${c.req.param("signature")}/`;
    let key: string;
    try {
      key = decodeURIComponent(c.req.path.slice(prefix.length));
    } catch {
      throw new AppError("NOT_FOUND", "File not found");
    }
    const { config, now } = c.var.deps;
    const valid =
      isValidMediaKey(key) &&
      (await publicMediaLinkValid(config.appSecret, key, Number(c.req.param("expires")), c.req.param("signature"), now()));
    // One answer for a bad, expired or foreign link: nothing tells a prober which it was.
    if (!valid) throw new AppError("NOT_FOUND", "File not found");
    return serveMedia(c, key, PUBLIC_LINK_CACHE);
  })
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
