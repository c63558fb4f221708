import { adminVideoFields, adminVideoUpdateFields } from "@realty/contracts/admin";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../lib/errors.ts";
import { valid } from "../../lib/validate.ts";
import { isValidMediaKey, type MediaPort } from "../../ports/media.ts";
import { changedFields } from "../../services/admin/audit.ts";
import { discardUpload, receiveVideoUpload } from "../../services/admin/video-upload.ts";
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
import { audit, catalogueChanged, idParam, parseOrThrow } from "./admin-context.ts";

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
    const { db, media, now } = c.var.deps;
    const upload = await receiveVideoUpload(c.req.raw, media, ["videoFile", "thumbnailFile"]);
    let row: Awaited<ReturnType<typeof createVideo>>;
    try {
      const { thumbnailUrl, ...fields } = parseOrThrow(adminVideoFields, upload.fields);
      if (!upload.video) throw new AppError("BAD_REQUEST", CHOOSE_VIDEO, { videoFile: CHOOSE_VIDEO });
      const thumbnailKey = upload.thumbnail?.key ?? (await existingThumbnail(media, thumbnailUrl));
      row = await createVideo(db, { ...fields, videoKey: upload.video.key, thumbnailKey, sizeBytes: upload.video.size }, now());
    } catch (err) {
      await discardUpload(media, upload);
      throw err;
    }
    await catalogueChanged(c);
    await audit(c, {
      action: "video.create",
      targetType: "video",
      targetId: row.id,
      details: { title: row.title, sizeBytes: row.sizeBytes, accessLevel: row.accessLevel },
    });
    return c.json({ video: toAdminVideo(row), message: "Video uploaded successfully" }, 201);
  })
  .put("/admin/videos/:id", valid("param", idParam), async (c) => {
    const { db, media, now } = c.var.deps;
    const { id } = c.req.valid("param");
    const before = await getVideo(db, id);
    const upload = await receiveVideoUpload(c.req.raw, media, ["thumbnailFile"]);
    let row: Awaited<ReturnType<typeof updateVideo>>;
    let changes: Record<string, unknown>;
    try {
      const { thumbnailUrl, ...fields } = parseOrThrow(adminVideoUpdateFields, upload.fields);
      const thumbnailKey = upload.thumbnail?.key ?? (await existingThumbnail(media, thumbnailUrl)) ?? before.thumbnailKey;
      changes = changedFields(before, { ...fields, thumbnailKey });
      row = await updateVideo(db, id, { ...fields, thumbnailKey }, now());
    } catch (err) {
      await discardUpload(media, upload);
      throw err;
    }
    if (row.thumbnailKey !== before.thumbnailKey) await deleteUnusedUploads(db, media, [before.thumbnailKey]);
    await catalogueChanged(c);
    await audit(c, { action: "video.update", targetType: "video", targetId: id, details: changes });
    return c.json({ video: toAdminVideo(row), message: "Video updated successfully" });
  })
  .delete("/admin/videos/:id", valid("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    const row = await deleteVideo(c.var.deps.db, c.var.deps.media, id);
    await catalogueChanged(c);
    await audit(c, { action: "video.delete", targetType: "video", targetId: id, details: { title: row.title } });
    return c.json({ success: true, message: "Video deleted" });
  });
