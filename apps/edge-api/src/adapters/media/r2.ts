// Media in a Cloudflare R2 bucket (Worker binding MEDIA). Typed structurally with the few calls we
// use so no Workers globals leak into Node code. API: https://developers.cloudflare.com/r2/api/workers/workers-api-reference/
import { assertMediaKey, contentTypeForKey, type MediaInfo, type MediaPort } from "../../ports/media.ts";

export interface R2ObjectLike {
  key: string;
  size: number;
  httpEtag: string;
  uploaded: Date;
  httpMetadata?: { contentType?: string };
}

export interface R2ObjectBodyLike extends R2ObjectLike {
  body: ReadableStream<Uint8Array>;
}

export interface R2UploadedPartLike {
  partNumber: number;
  etag: string;
}

export interface R2MultipartUploadLike {
  uploadPart(partNumber: number, value: Uint8Array): Promise<R2UploadedPartLike>;
  complete(parts: R2UploadedPartLike[]): Promise<R2ObjectLike>;
  abort(): Promise<void>;
}

type PutValue = Uint8Array | ArrayBuffer | Blob;
interface HttpMetadataOptions {
  httpMetadata: { contentType: string };
}

export interface R2BucketLike {
  head(key: string): Promise<R2ObjectLike | null>;
  get(key: string, options?: { range: { offset: number; length: number } }): Promise<R2ObjectBodyLike | null>;
  put(key: string, value: PutValue, options: HttpMetadataOptions): Promise<R2ObjectLike | null>;
  delete(key: string): Promise<void>;
  createMultipartUpload(key: string, options: HttpMetadataOptions): Promise<R2MultipartUploadLike>;
}

/** R2 wants every part but the last to be the same size, at least 5 MiB. */
export const R2_PART_SIZE = 8 * 1024 * 1024;

function info(object: R2ObjectLike): MediaInfo {
  return {
    key: object.key,
    size: object.size,
    contentType: object.httpMetadata?.contentType ?? contentTypeForKey(object.key),
    etag: object.httpEtag,
    lastModified: object.uploaded,
  };
}

/** Cuts a stream into R2_PART_SIZE pieces, holding at most one piece in memory. */
async function* parts(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  let buffer = new Uint8Array(R2_PART_SIZE);
  let filled = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    let offset = 0;
    while (offset < value.length) {
      const take = Math.min(value.length - offset, R2_PART_SIZE - filled);
      buffer.set(value.subarray(offset, offset + take), filled);
      filled += take;
      offset += take;
      if (filled === R2_PART_SIZE) {
        yield buffer;
        buffer = new Uint8Array(R2_PART_SIZE);
        filled = 0;
      }
    }
  }
  if (filled > 0) yield buffer.subarray(0, filled);
}

/** Streams of unknown length go up as a multipart upload; a small one as a single put. */
async function putStream(bucket: R2BucketLike, key: string, stream: ReadableStream<Uint8Array>, contentType: string) {
  const options = { httpMetadata: { contentType } };
  const pieces = parts(stream);
  const first = await pieces.next();
  if (first.done) return bucket.put(key, new Uint8Array(0), options);
  const second = await pieces.next();
  if (second.done) return bucket.put(key, first.value, options);
  const upload = await bucket.createMultipartUpload(key, options);
  try {
    const uploaded = [await upload.uploadPart(1, first.value), await upload.uploadPart(2, second.value)];
    for await (const piece of pieces) uploaded.push(await upload.uploadPart(uploaded.length + 1, piece));
    return await upload.complete(uploaded);
  } catch (err) {
    await upload.abort().catch(() => {});
    throw err;
  }
}

export function r2Media(bucket: R2BucketLike): MediaPort {
  return {
    kind: "r2",
    async head(key) {
      assertMediaKey(key);
      const object = await bucket.head(key);
      return object ? info(object) : null;
    },
    async get(key, range) {
      assertMediaKey(key);
      const object = await bucket.get(key, range ? { range } : undefined);
      if (!object) return null;
      return { ...info(object), body: object.body, ...(range ? { range } : {}) };
    },
    async put(key, body, contentType) {
      assertMediaKey(key);
      const stored =
        body instanceof ReadableStream
          ? await putStream(bucket, key, body, contentType)
          : await bucket.put(key, body, { httpMetadata: { contentType } });
      if (!stored) throw new Error(`R2 did not store ${key}`);
      return info(stored);
    },
    async delete(key) {
      assertMediaKey(key);
      await bucket.delete(key);
    },
  };
}

/** Used when the Worker has no MEDIA binding: the app still starts, media calls explain why they fail. */
export function missingMediaBinding(): MediaPort {
  const fail = async (): Promise<never> => {
    throw new Error("Bind an R2 bucket as MEDIA to serve and store media");
  };
  return { kind: "r2", head: fail, get: fail, put: fail, delete: fail };
}
