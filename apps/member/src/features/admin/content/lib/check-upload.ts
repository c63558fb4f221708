import { MAX_THUMBNAIL_BYTES, MAX_VIDEO_UPLOAD_BYTES } from "@realty/contracts/admin";

export type Errors = Partial<Record<"title" | "description" | "videoFile" | "thumbnailFile", string>>;

/** What the browser can tell before sending (part 2 §5); the server checks again, from the bytes. */
export function checkUpload(form: FormData): Errors {
  const errors: Errors = {};
  const video = form.get("videoFile");
  const thumbnail = form.get("thumbnailFile");
  if (!String(form.get("title") ?? "").trim()) errors.title = "Title is required";
  if (!String(form.get("description") ?? "").trim()) errors.description = "Description is required";
  if (!(video instanceof File) || video.size === 0) errors.videoFile = "Please choose a video file to upload.";
  else if (video.size > MAX_VIDEO_UPLOAD_BYTES) errors.videoFile = "The video must be 100 MB or smaller.";
  if (thumbnail instanceof File && thumbnail.size > MAX_THUMBNAIL_BYTES)
    errors.thumbnailFile = "The thumbnail is larger than 5 MB.";
  return errors;
}
