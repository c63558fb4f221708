// Where media files live: a folder on disk for the Node entry, an R2 bucket on Workers.
// Keys are relative paths such as "videos/market-foundation.mp4" or "thumbnails/uploads/x.jpg".

export interface MediaInfo {
  key: string;
  /** Size of the whole object in bytes. */
  size: number;
  contentType: string;
  /** A strong validator, quoted as HTTP wants it ("\"...\""). */
  etag: string;
  lastModified: Date;
}

/** An absolute byte range: `length` bytes from `offset` (the route resolves suffix ranges). */
export interface MediaRange {
  offset: number;
  length: number;
}

export interface MediaObject extends MediaInfo {
  /** The requested range, or the whole object. */
  body: ReadableStream<Uint8Array>;
  range?: MediaRange;
}

/** What put accepts: a stream (uploads are streamed, never buffered whole) or bytes. */
export type MediaBody = ReadableStream<Uint8Array> | Uint8Array | ArrayBuffer | Blob;

export interface MediaPort {
  readonly kind: "disk" | "r2";
  head(key: string): Promise<MediaInfo | null>;
  /** The object, or the bytes of `range` (which must lie inside the object); null when missing. */
  get(key: string, range?: MediaRange): Promise<MediaObject | null>;
  /**
   * Stores the body under `key`. A stream that errors (for example a size limit in the caller's
   * TransformStream) stores nothing and rejects.
   */
  put(key: string, body: MediaBody, contentType: string): Promise<MediaInfo>;
  /** Removes the object; missing keys are fine. */
  delete(key: string): Promise<void>;
}

// Segments never start with a dot, so "..", hidden files and absolute paths are impossible.
const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export function isValidMediaKey(key: string): boolean {
  return key.length <= 512 && KEY.test(key);
}

export function assertMediaKey(key: string): void {
  if (!isValidMediaKey(key)) throw new Error(`Invalid media key: ${JSON.stringify(key)}`);
}

const TYPES: Record<string, string> = {
  mp4: "video/mp4",
  m4v: "video/mp4",
  webm: "video/webm",
  mov: "video/quicktime",
  ogv: "video/ogg",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
  svg: "image/svg+xml",
};

/** The content type a key's extension implies (the disk adapter stores no metadata). */
export function contentTypeForKey(key: string): string {
  const ext = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return TYPES[ext] ?? "application/octet-stream";
}
