import type { AdminVideo } from "@realty/contracts/admin";
import { asc, eq, sql } from "drizzle-orm";
import { videos } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import type { MediaPort } from "../../ports/media.ts";
import { mediaUrl, stockThumbnailKey, videoSourceUrl } from "../content/present.ts";
import { type Actor, audited, INSERTED_ID } from "./audited.ts";
import { UPLOAD_PREFIXES } from "./upload-keys.ts";

type Row = typeof videos.$inferSelect;

export interface VideoValues {
  title: string;
  description: string;
  category: string;
  isPopular: boolean;
  accessLevel: string;
  quarter: number;
}

/** "/media/thumbnails/x.jpg" → "thumbnails/x.jpg"; anything else is not one of our files. */
export function mediaKeyFromUrl(url: string | undefined): string | null {
  return url?.startsWith("/media/") ? url.slice("/media/".length) : null;
}

export function toAdminVideo(row: Row): AdminVideo {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    accessLevel: row.accessLevel,
    quarter: row.quarter,
    isPopular: row.isPopular,
    published: row.published,
    // Video files are gated per entry (/media/videos/{id}); images are public files.
    videoUrl: videoSourceUrl(row.id),
    // Same poster members see: the stock image by id when the video has none of its own.
    thumbnailUrl: mediaUrl(row.thumbnailKey ?? stockThumbnailKey(row.id)),
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listVideos(db: Database): Promise<AdminVideo[]> {
  const rows = await db.select().from(videos).orderBy(asc(videos.sortOrder), asc(videos.id));
  return rows.map(toAdminVideo);
}

export async function getVideo(db: Database, id: number): Promise<Row> {
  const [row] = await db.select().from(videos).where(eq(videos.id, id));
  if (!row) throw new AppError("NOT_FOUND", "Video not found");
  return row;
}

/** An uploaded video goes to the end of the library; with its audit row and catalogue bump in one batch (audited.ts). */
export async function createVideo(
  db: Database,
  values: VideoValues & { videoKey: string; thumbnailKey: string | null; sizeBytes: number },
  now: Date,
  actor: Actor,
): Promise<Row> {
  const insert = db
    .insert(videos)
    .values({ ...values, sortOrder: sql`(SELECT coalesce(max(sort_order), 0) + 1 FROM videos)`, createdAt: now, updatedAt: now })
    .returning();
  const details = { title: values.title, sizeBytes: values.sizeBytes, accessLevel: values.accessLevel };
  const record = { action: "video.create", targetType: "video", targetIdSql: INSERTED_ID, details };
  const [row] = await audited(db, insert, record, { actor, now, catalogue: true });
  if (!row) throw new Error("Video insert returned nothing");
  return row;
}

export async function updateVideo(
  db: Database,
  id: number,
  values: Partial<VideoValues> & { thumbnailKey?: string | null },
  now: Date,
  audit: { actor: Actor; details: Record<string, unknown> },
) {
  const update = db
    .update(videos)
    .set({ ...values, updatedAt: now })
    .where(eq(videos.id, id))
    .returning();
  const record = { action: "video.update", targetType: "video", targetId: id, details: audit.details };
  const [row] = await audited(db, update, record, { actor: audit.actor, now, catalogue: true });
  if (!row) throw new AppError("NOT_FOUND", "Video not found");
  return row;
}

/**
 * Deletes media files no video uses any more. Only files an admin uploaded are candidates: the
 * library's own files are shared by many rows and belong to content/.
 */
export async function deleteUnusedUploads(db: Database, media: MediaPort, keys: (string | null)[]): Promise<void> {
  const candidates = keys.filter((k): k is string => !!k && UPLOAD_PREFIXES.some((p) => k.startsWith(p)));
  if (candidates.length === 0) return;
  const rows = await db.select({ v: videos.videoKey, t: videos.thumbnailKey, f: videos.fallbackKeys }).from(videos);
  const inUse = new Set(rows.flatMap((r) => [r.v, r.t, ...r.f]));
  for (const key of candidates) if (!inUse.has(key)) await media.delete(key);
}

export async function deleteVideo(db: Database, media: MediaPort, id: number, now: Date, actor: Actor): Promise<Row> {
  const before = await getVideo(db, id);
  const remove = db.delete(videos).where(eq(videos.id, id)).returning();
  const record = { action: "video.delete", targetType: "video", targetId: id, details: { title: before.title } };
  const [row] = await audited(db, remove, record, { actor, now, catalogue: true });
  if (!row) throw new AppError("NOT_FOUND", "Video not found");
  await deleteUnusedUploads(db, media, [row.videoKey, row.thumbnailKey, ...row.fallbackKeys]);
  return row;
}
