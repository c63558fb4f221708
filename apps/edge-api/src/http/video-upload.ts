// Receives the admin's multipart video form (part 2 §7) and streams its files to the media port:
// the request size is checked from Content-Length before anything is read and counted again as
// bytes arrive; each file's type comes from its first bytes. A thumbnail's pixel size is read from
// its header and bounded before anything decodes it, then it is re-encoded once to the size cards
// show. On any failure, whatever was already stored is deleted, so a refused upload leaves nothing behind.
import { MAX_THUMBNAIL_BYTES, MAX_VIDEO_UPLOAD_BYTES } from "@realty/contracts/admin";
import { AppError } from "../lib/errors.ts";
import { assertImageWithinBounds } from "../lib/image-size.ts";
import { SNIFF_BYTES, type SniffedType, sniffImage, sniffVideo } from "../lib/sniff.ts";
import type { MediaPort } from "../ports/media.ts";
import type { ImageFormat, MediaWorkPort } from "../ports/media-work.ts";
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

/** Thumbnails are shown at card size: 1280 px (the 16:9 rendition's width) is sharp on any screen. */
export const THUMBNAIL_MAX_SIDE = 1280;

/** What a thumbnail is stored as after re-encoding: GIF has no encoder here, so it becomes PNG. */
const REENCODED: Record<string, { format: ImageFormat; mime: string; extension: string }> = {
  "image/jpeg": { format: "jpeg", mime: "image/jpeg", extension: "jpg" },
  "image/png": { format: "png", mime: "image/png", extension: "png" },
  "image/webp": { format: "webp", mime: "image/webp", extension: "webp" },
  "image/gif": { format: "png", mime: "image/png", extension: "png" },
};

type ImageWork = Pick<MediaWorkPort, "fitImage">;

interface FileRule {
  prefix: string;
  maxBytes: number;
  sniff: (head: Uint8Array) => SniffedType | null;
  declared: RegExp;
  wrongType: string;
  tooLarge: string;
  /** Images are bounded and re-encoded; videos stream through untouched. */
  image: boolean;
}

const RULES: Record<"videoFile" | "thumbnailFile", FileRule> = {
  videoFile: {
    prefix: UPLOAD_PREFIXES[0],
    maxBytes: MAX_VIDEO_UPLOAD_BYTES,
    sniff: sniffVideo,
    declared: /^(video\/|application\/octet-stream)/,
    wrongType: NOT_A_VIDEO,
    tooLarge: UPLOAD_TOO_LARGE,
    image: false,
  },
  thumbnailFile: {
    prefix: UPLOAD_PREFIXES[1],
    maxBytes: MAX_THUMBNAIL_BYTES,
    sniff: sniffImage,
    declared: /^(image\/|application\/octet-stream)/,
    wrongType: NOT_AN_IMAGE,
    tooLarge: THUMBNAIL_TOO_LARGE,
    image: true,
  },
};

/**
 * A thumbnail's bytes (at most its rule's size, so buffering is bounded), checked against the pixel
 * bounds and re-encoded where this runtime can (Node); on Workers the bounded original is kept.
 */
async function boundedImage(
  limited: ReadableStream<Uint8Array>,
  type: SniffedType,
  images: ImageWork | undefined,
): Promise<{ bytes: Uint8Array; mime: string; extension: string }> {
  const bytes = new Uint8Array(await new Response(limited).arrayBuffer());
  assertImageWithinBounds(bytes);
  const target = REENCODED[type.mime];
  if (!images || !target) return { bytes, ...type };
  const fitted = await images.fitImage({ bytes, maxSide: THUMBNAIL_MAX_SIDE, format: target.format });
  if (!fitted) throw new AppError("UNSUPPORTED_MEDIA", NOT_AN_IMAGE);
  return { bytes: fitted, mime: target.mime, extension: target.extension };
}

/** Stores one file part; null when the browser sent an empty file input. */
async function storeFile(
  media: MediaPort,
  images: ImageWork | undefined,
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
  const limited = whole.pipeThrough(byteLimit(rule.maxBytes, () => new AppError("PAYLOAD_TOO_LARGE", rule.tooLarge)));
  if (rule.image) {
    const image = await boundedImage(limited, type, images);
    const key = `${rule.prefix}${crypto.randomUUID()}.${image.extension}`;
    const info = await media.put(key, image.bytes, image.mime);
    return { key, contentType: image.mime, size: info.size };
  }
  // A UUID starts with a letter or digit, as media keys must.
  const key = `${rule.prefix}${crypto.randomUUID()}.${type.extension}`;
  const info = await media.put(key, limited, type.mime);
  return { key, contentType: type.mime, size: info.size };
}

export async function receiveVideoUpload(
  request: Request,
  media: MediaPort,
  allowed: ("videoFile" | "thumbnailFile")[],
  images?: ImageWork,
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
      result[slot] = await storeFile(media, images, RULES[part.name as "videoFile"], { ...part, filename: part.filename });
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
