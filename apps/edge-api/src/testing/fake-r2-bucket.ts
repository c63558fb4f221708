// An in-memory stand-in for Cloudflare's R2 binding (a third party), following the documented
// behaviour our adapter relies on: ranged reads inside the object, multipart parts of equal size
// of at least 5 MiB except the last, quoted httpEtag. Used by the media port's contract test.
import type {
  R2BucketLike,
  R2MultipartUploadLike,
  R2ObjectBodyLike,
  R2ObjectLike,
  R2UploadedPartLike,
} from "../adapters/media/r2.ts";

const MIN_PART = 5 * 1024 * 1024;

interface Stored {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
  uploaded: Date;
  etag: string;
}

async function bytesOf(value: Uint8Array | ArrayBuffer | Blob): Promise<Uint8Array<ArrayBuffer>> {
  if (value instanceof Uint8Array) return value.slice();
  if (value instanceof ArrayBuffer) return new Uint8Array(value.slice(0));
  return new Uint8Array(await value.arrayBuffer());
}

export function fakeR2Bucket() {
  const objects = new Map<string, Stored>();
  let version = 0;
  const calls = { multipartUploads: 0, abortedUploads: 0 };

  function meta(key: string, s: Stored): R2ObjectLike {
    return {
      key,
      size: s.bytes.length,
      httpEtag: `"${s.etag}"`,
      uploaded: s.uploaded,
      httpMetadata: { contentType: s.contentType },
    };
  }
  function store(key: string, bytes: Uint8Array<ArrayBuffer>, contentType: string): R2ObjectLike {
    const s = { bytes, contentType, uploaded: new Date(), etag: `etag-${++version}` };
    objects.set(key, s);
    return meta(key, s);
  }

  const bucket: R2BucketLike = {
    async head(key) {
      const s = objects.get(key);
      return s ? meta(key, s) : null;
    },
    async get(key, options) {
      const s = objects.get(key);
      if (!s) return null;
      let bytes = s.bytes;
      if (options?.range) {
        const { offset, length } = options.range;
        if (offset < 0 || length < 1 || offset >= s.bytes.length)
          throw new Error("get: The requested range is not satisfiable (10039)");
        bytes = s.bytes.slice(offset, Math.min(offset + length, s.bytes.length));
      }
      const body = new Blob([bytes]).stream() as ReadableStream<Uint8Array>;
      const result: R2ObjectBodyLike = { ...meta(key, s), body };
      return result;
    },
    async put(key, value, options) {
      return store(key, await bytesOf(value), options.httpMetadata.contentType);
    },
    async delete(key) {
      objects.delete(key);
    },
    async createMultipartUpload(key, options): Promise<R2MultipartUploadLike> {
      calls.multipartUploads++;
      const uploaded = new Map<number, Uint8Array>();
      let done = false;
      return {
        async uploadPart(partNumber, value) {
          if (done) throw new Error("uploadPart: upload already finished");
          uploaded.set(partNumber, value.slice());
          return { partNumber, etag: `part-${partNumber}` };
        },
        async complete(parts: R2UploadedPartLike[]) {
          done = true;
          const chunks = parts.map((p) => uploaded.get(p.partNumber) ?? new Uint8Array());
          const sizes = chunks.map((c) => c.length);
          const first = sizes[0] ?? 0;
          sizes.slice(0, -1).forEach((size) => {
            if (size < MIN_PART || size !== first) throw new Error("complete: parts must be equal and at least 5 MiB (10011)");
          });
          const bytes = new Uint8Array(sizes.reduce((a, b) => a + b, 0));
          let at = 0;
          for (const c of chunks) {
            bytes.set(c, at);
            at += c.length;
          }
          return store(key, bytes, options.httpMetadata.contentType);
        },
        async abort() {
          done = true;
          calls.abortedUploads++;
        },
      };
    },
  };
  return { bucket, objects, calls };
}
