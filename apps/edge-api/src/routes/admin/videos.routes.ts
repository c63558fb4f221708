import { adminVideoFields, adminVideoUpdateFields } from "@realty/contracts/admin";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { discardUpload, receiveVideoUpload } from "../../http/video-upload.ts";
import { AppError } from "../../lib/errors.ts";
import { valid } from "../../lib/validate.ts";
import { requireAdmin } from "../../middleware/session.ts";
import { isValidMediaKey, type MediaPort } from "../../ports/media.ts";
import { changedFields } from "../../services/admin/audit.ts";
import {
  createVideo,
  deleteUnusedUploads,
  deleteVideo,
  getVideo,
  listVideos,
  mediaKeyFromUrl,
  toAdminVideo,
  updateVideo,
} from "../../services/admin/videos.ts";
import { idParam, parseOrThrow } from "./admin-context.ts";

export const CHOOSE_VIDEO = "Please choose a video file to upload.";

/** A thumbnailUrl naming a file we already serve (/media/...), as its media key. */
async function existingThumbnail(media: MediaPort, url: string | undefined): Promise<string | null> {
  if (!url) return null;
  const key = mediaKeyFromUrl(url);
  if (!key || !isValidMediaKey(key) || !(await media.head(key))) {
    throw new AppError("BAD_REQUEST", "Thumbnail URL must be an existing /media/ file.", { thumbnailUrl: "Not found" });
  }
  return key;
}

export const adminVideosRoutes = new Hono<AppEnv>()
  .get("/admin/videos", async (c) => c.json(await listVideos(c.var.deps.db)))
  .post("/admin/videos/upload", async (c) => {
    const { db, media, now, mediaWork } = c.var.deps;
    const upload = await receiveVideoUpload(c.req.raw, media, ["videoFile", "thumbnailFile"], mediaWork);
    let row: Awaited<ReturnType<typeof createVideo>>;
    try {
      const { thumbnailUrl, ...fields } = parseOrThrow(adminVideoFields, upload.fields);
      if (!upload.video) throw new AppError("BAD_REQUEST", CHOOSE_VIDEO, { videoFile: CHOOSE_VIDEO });
      const thumbnailKey = upload.thumbnail?.key ?? (await existingThumbnail(media, thumbnailUrl));
      const values = { ...fields, videoKey: upload.video.key, thumbnailKey, sizeBytes: upload.video.size };
      // The row, its audit row and the catalogue bump are one batch (services/admin/audited.ts).
      row = await createVideo(db, values, now(), requireAdmin(c));
    } catch (err) {
      await discardUpload(media, upload);
      throw err;
    }
    return c.json({ video: toAdminVideo(row), message: "Video uploaded successfully" }, 201);
  })
  .put("/admin/videos/:id", valid("param", idParam), async (c) => {
    const { db, media, now, mediaWork } = c.var.deps;
    const { id } = c.req.valid("param");
    const before = await getVideo(db, id);
    const upload = await receiveVideoUpload(c.req.raw, media, ["thumbnailFile"], mediaWork);
    let row: Awaited<ReturnType<typeof updateVideo>>;
    try {
      const { thumbnailUrl, ...fields } = parseOrThrow(adminVideoUpdateFields, upload.fields);
      const thumbnailKey = upload.thumbnail?.key ?? (await existingThumbnail(media, thumbnailUrl)) ?? before.thumbnailKey;
      const details = changedFields(before, { ...fields, thumbnailKey });
      row = await updateVideo(db, id, { ...fields, thumbnailKey }, now(), { actor: requireAdmin(c), details });
    } catch (err) {
      await discardUpload(media, upload);
      throw err;
    }
    if (row.thumbnailKey !== before.thumbnailKey) await deleteUnusedUploads(db, media, [before.thumbnailKey]);
    return c.json({ video: toAdminVideo(row), message: "Video updated successfully" });
  })
  .delete("/admin/videos/:id", valid("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    await deleteVideo(c.var.deps.db, c.var.deps.media, id, c.var.deps.now(), requireAdmin(c));
    return c.json({ success: true, message: "Video deleted" });
  });
