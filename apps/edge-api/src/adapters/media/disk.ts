// Media on the local disk (Node entry): uploads go under `root` (DATA_DIR/media or MEDIA_DIR);
// the library's own files are read from read-only fallback folders (content/media), so they are
// served in place rather than copied.
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import { assertMediaKey, contentTypeForKey, type MediaBody, type MediaInfo, type MediaPort } from "../../ports/media.ts";

export interface DiskMediaOptions {
  /** Writable folder: uploads, and the first place a key is looked up. */
  root: string;
  /** Read-only folders looked up after `root`, in order. */
  fallbackRoots?: string[];
}

interface Found extends MediaInfo {
  path: string;
  inRoot: boolean;
}

function toNodeReadable(body: MediaBody): Readable {
  if (body instanceof Uint8Array) return Readable.from([body]);
  if (body instanceof ArrayBuffer) return Readable.from([new Uint8Array(body)]);
  if (body instanceof Blob) return Readable.fromWeb(body.stream() as unknown as NodeWebStream);
  return Readable.fromWeb(body as unknown as NodeWebStream);
}

export function diskMedia(options: DiskMediaOptions): MediaPort {
  const roots = [options.root, ...(options.fallbackRoots ?? [])];

  async function find(key: string): Promise<Found | null> {
    assertMediaKey(key);
    for (const [i, root] of roots.entries()) {
      const path = join(root, key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) continue;
      return {
        key,
        path,
        inRoot: i === 0,
        size: info.size,
        contentType: contentTypeForKey(key),
        // Size and modification time identify a file's version without reading it.
        etag: `"${info.size.toString(16)}-${Math.trunc(info.mtimeMs).toString(16)}"`,
        lastModified: info.mtime,
      };
    }
    return null;
  }

  function info(found: Found): MediaInfo {
    const { key, size, contentType, etag, lastModified } = found;
    return { key, size, contentType, etag, lastModified };
  }

  return {
    kind: "disk",
    async head(key) {
      const found = await find(key);
      return found ? info(found) : null;
    },
    async get(key, range) {
      const found = await find(key);
      if (!found) return null;
      if (range && (range.offset < 0 || range.length < 1 || range.offset + range.length > found.size)) {
        throw new RangeError(`Range outside ${key}`);
      }
      const stream = createReadStream(found.path, range ? { start: range.offset, end: range.offset + range.length - 1 } : {});
      const body = Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>;
      return { ...info(found), body, ...(range ? { range } : {}) };
    },
    async put(key, body, _contentType) {
      assertMediaKey(key);
      const path = join(options.root, key);
      await mkdir(dirname(path), { recursive: true });
      // Write beside the target and rename: readers never see half a file, and a failed
      // upload (size limit, aborted request) leaves nothing behind.
      const temp = `${path}.${crypto.randomUUID()}.part`;
      try {
        await pipeline(toNodeReadable(body), createWriteStream(temp));
        await rename(temp, path);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
      const found = await find(key);
      if (!found) throw new Error(`Stored ${key} but cannot read it back`);
      return info(found);
    },
    async delete(key) {
      assertMediaKey(key);
      // Only uploads can be deleted; the library's fallback folders are read-only.
      await rm(join(options.root, key), { force: true });
    },
  };
}
