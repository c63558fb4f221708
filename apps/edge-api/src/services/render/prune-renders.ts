// Once a video's new render is recorded, the files of its earlier renders (an older source or
// renderer version) are dead weight in the media store: remove them, unless a video row or the
// home page's video still points at that key (a seed not yet applied, or a source set back).
// Branded downloads of an old key (downloads/<key>/…-<brand>.mp4) cannot be listed through the
// media port, so they stay; they are never served once no row names their key.
import { and, eq, ne, notInArray, sql } from "drizzle-orm";
import { renderJobs, settings, videos } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import type { MediaPort } from "../../ports/media.ts";
import { HOMEPAGE_VIDEO_KEY } from "../settings/homepage-video.ts";
import { renderOutputKeys } from "./render-keys.ts";

interface PruneDeps {
  db: Database;
  media: MediaPort;
}

async function keyInUse(db: Database, key: string): Promise<boolean> {
  const [video] = await db.select({ id: videos.id }).from(videos).where(eq(videos.renderKey, key)).limit(1);
  if (video) return true;
  const [home] = await db
    .select({ key: settings.key })
    .from(settings)
    .where(and(eq(settings.key, HOMEPAGE_VIDEO_KEY), sql`json_extract(${settings.value}, '$.renderKey') = ${key}`))
    .limit(1);
  return Boolean(home);
}

/** Removes the files and job rows of `slug`'s other render keys that nothing uses; returns those keys. */
export async function pruneOldRenders(deps: PruneDeps, slug: string, currentKey: string): Promise<string[]> {
  const older = await deps.db
    .select({ key: renderJobs.key })
    .from(renderJobs)
    // A job another process is rendering right now is left alone; it is pruned after the next render.
    .where(and(eq(renderJobs.slug, slug), ne(renderJobs.key, currentKey), notInArray(renderJobs.status, ["claimed"])));
  const removed: string[] = [];
  for (const { key } of older) {
    if (await keyInUse(deps.db, key)) continue;
    for (const file of renderOutputKeys(key)) await deps.media.delete(file);
    await deps.db.delete(renderJobs).where(eq(renderJobs.key, key));
    removed.push(key);
  }
  return removed;
}
