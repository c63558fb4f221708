// Receives the admin's multipart video form (part 2 §7) and streams its files to the media port:
// the request size is checked from Content-Length before anything is read and counted again as
// bytes arrive; each file's type comes from its first bytes. On any failure, whatever was already
// stored is deleted, so a refused upload leaves nothing behind.
import { MAX_THUMBNAIL_BYTES, MAX_VIDEO_UPLOAD_BYTES } from "@realty/contracts/admin";
import { AppError } from "../lib/errors.ts";
import type { MediaPort } from "../ports/media.ts";
import { SNIFF_BYTES, type SniffedType, sniffImage, sniffVideo } from "../services/admin/sniff.ts";
import { UPLOAD_PREFIXES } from "../services/admin/upload-keys.ts";
import { multipartBoundary, parseMultipart, readText } from "./multipart.ts";
import { byteLimit, peek } from "./upload-streams.ts";

export interface StoredUpload {
  key: string;
  contentType: string;
  size: number;
}

export interface ReceivedUpload {
  fields: Record<string, string>;
  video: StoredUpload | null;
  thumbnail: StoredUpload | null;
}

export const UPLOAD_TOO_LARGE = "The upload is larger than 100 MB.";
export const NOT_A_VIDEO = "Please choose a video file (MP4, WebM, MOV or OGG).";
export const NOT_AN_IMAGE = "The thumbnail must be a JPEG, PNG, GIF or WebP image.";
export const THUMBNAIL_TOO_LARGE = "The thumbnail is larger than 5 MB.";

interface FileRule {
  prefix: string;
  maxBytes: number;
  sniff: (head: Uint8Array) => SniffedType | null;
  declared: RegExp;
  wrongType: string;
  tooLarge: string;
}

const RULES: Record<"videoFile" | "thumbnailFile", FileRule> = {
  videoFile: {
    prefix: UPLOAD_PREFIXES[0],
    maxBytes: MAX_VIDEO_UPLOAD_BYTES,
    sniff: sniffVideo,
    declared: /^(video\/|application\/octet-stream)/,
    wrongType: NOT_A_VIDEO,
    tooLarge: UPLOAD_TOO_LARGE,
  },
  thumbnailFile: {
    prefix: UPLOAD_PREFIXES[1],
    maxBytes: MAX_THUMBNAIL_BYTES,
    sniff: sniffImage,
    declared: /^(image\/|application\/octet-stream)/,
    wrongType: NOT_AN_IMAGE,
    tooLarge: THUMBNAIL_TOO_LARGE,
  },
};

/** Stores one file part; null when the browser sent an empty file input. */
async function storeFile(
  media: MediaPort,
  rule: FileRule,
  part: { filename: string; contentType: string; body: ReadableStream<Uint8Array> },
) {
  const { head, whole } = await peek(part.body, SNIFF_BYTES);
  if (head.length === 0) {
    await whole.cancel();
    if (part.filename === "") return null;
    throw new AppError("BAD_REQUEST", `${part.filename} is empty.`);
  }
  const type = rule.sniff(head);
  if (!type || !rule.declared.test(part.contentType)) {
    await whole.cancel();
    throw new AppError("UNSUPPORTED_MEDIA", rule.wrongType);
  }
  // A UUID starts with a letter or digit, as media keys must.
  const key = `${rule.prefix}${crypto.randomUUID()}.${type.extension}`;
  const limited = whole.pipeThrough(byteLimit(rule.maxBytes, () => new AppError("PAYLOAD_TOO_LARGE", rule.tooLarge)));
  const info = await media.put(key, limited, type.mime);
  return { key, contentType: type.mime, size: info.size };
}

export async function receiveVideoUpload(
  request: Request,
  media: MediaPort,
  allowed: ("videoFile" | "thumbnailFile")[],
): Promise<ReceivedUpload> {
  const declaredLength = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declaredLength > MAX_VIDEO_UPLOAD_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", UPLOAD_TOO_LARGE);
  const boundary = multipartBoundary(request.headers.get("content-type") ?? undefined);
  if (!request.body) throw new AppError("BAD_REQUEST", "The upload was empty.");

  // Counted as it streams, for chunked bodies and bodies longer than they declared.
  let tooLarge = false;
  const body = request.body.pipeThrough(
    byteLimit(MAX_VIDEO_UPLOAD_BYTES, () => {
      tooLarge = true;
      return new AppError("PAYLOAD_TOO_LARGE", UPLOAD_TOO_LARGE);
    }),
  );

  const result: ReceivedUpload = { fields: {}, video: null, thumbnail: null };
  try {
    for await (const part of parseMultipart(body, boundary)) {
      if (part.filename === undefined) {
        result.fields[part.name] = await readText(part.body);
        continue;
      }
      const slot = part.name === "videoFile" ? "video" : part.name === "thumbnailFile" ? "thumbnail" : null;
      if (!slot || !allowed.includes(part.name as "videoFile"))
        throw new AppError("BAD_REQUEST", `Unexpected file field ${part.name}.`);
      if (result[slot]) throw new AppError("BAD_REQUEST", `Send one ${slot} file.`);
      result[slot] = await storeFile(media, RULES[part.name as "videoFile"], { ...part, filename: part.filename });
    }
    return result;
  } catch (err) {
    await discardUpload(media, result);
    if (tooLarge) throw new AppError("PAYLOAD_TOO_LARGE", UPLOAD_TOO_LARGE);
    throw err;
  }
}

/** Deletes the files of an upload that will not be kept. */
export async function discardUpload(media: MediaPort, upload: Pick<ReceivedUpload, "video" | "thumbnail">): Promise<void> {
  for (const file of [upload.video, upload.thumbnail]) if (file) await media.delete(file.key).catch(() => {});
}
