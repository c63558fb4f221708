// Which video entry a /media/videos/{ref}… request means and whether the caller may open it,
// shared by the file routes (media.routes.ts) and the rendition routes (rendered-video.routes.ts).
import type { Context } from "hono";
import type { AppEnv } from "../app-env.ts";
import { AppError } from "../lib/errors.ts";
import { audienceCanOpen, audienceFor, audienceSeesUnpublished } from "../services/content/access.ts";
import { type Catalogue, getCatalogue, type VideoRow } from "../services/content/catalogue.ts";
import { shareState } from "../services/share/share-access.ts";
import { SHARE_PARAM } from "../services/share/signing.ts";

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
