// The Node adapter of the media-work port: a lazily started pool of worker threads
// (threads/media-thread.ts) with a queue bound and a time limit per job.
import { createWorkerPool } from "../../lib/worker-pool.ts";
import type { MediaJob, MediaWorkPort } from "../../ports/media-work.ts";
import type { PostImagePort } from "../../ports/post-images.ts";

export interface ThreadMediaWorkOptions {
  /** Threads; default one per two cores, at least one. */
  threads?: number;
  /** Jobs waiting beyond those running; more are refused with 503. */
  queueLimit?: number;
  /** A job running longer fails (a 503 saying so) and its thread is replaced. */
  timeoutMs?: number;
}

/** A PDF takes about 100 ms and a 16-megapixel photo about a second: 20 s means something is wrong. */
export const MEDIA_JOB_TIMEOUT_MS = 20_000;
export const MEDIA_QUEUE_LIMIT = 32;
export const MEDIA_JOB_TOO_SLOW = "Preparing this file took too long and was stopped. Please try again in a moment.";
export const MEDIA_BUSY = "Too many files are being prepared at once. Please try again in a moment.";

export interface ThreadMediaWork extends MediaWorkPort {
  /** The post-image port drawn on the same threads (the canvas adapter, off the request thread). */
  postImages: PostImagePort;
  close(): Promise<void>;
}

async function bytesOf(result: Promise<Uint8Array | null>, what: string): Promise<Uint8Array> {
  const bytes = await result;
  if (!bytes) throw new Error(`the media thread returned no ${what}`);
  return bytes;
}

export function threadMediaWork(options: ThreadMediaWorkOptions = {}): ThreadMediaWork {
  const pool = createWorkerPool<MediaJob, Uint8Array | null>({
    script: new URL("../../threads/media-thread.ts", import.meta.url),
    ...(options.threads ? { threads: options.threads } : {}),
    queueLimit: options.queueLimit ?? MEDIA_QUEUE_LIMIT,
    busyMessage: MEDIA_BUSY,
    timeoutMs: options.timeoutMs ?? MEDIA_JOB_TIMEOUT_MS,
    timeoutMessage: MEDIA_JOB_TOO_SLOW,
    initialJobMs: 300,
    lazy: true,
  });
  return {
    fitImage: (request) => pool.run({ kind: "fit-image", ...request }),
    leadMagnetPdf: (request) => bytesOf(pool.run({ kind: "lead-magnet-pdf", ...request }), "PDF"),
    postImages: {
      render: (size, request) => bytesOf(pool.run({ kind: "post-image", size, request }), "post image"),
      renderSlide: (request) => bytesOf(pool.run({ kind: "carousel-slide", request }), "carousel slide"),
      toWebpPreview: (png, width) => bytesOf(pool.run({ kind: "webp-preview", png, width }), "preview"),
    },
    close: pool.close,
  };
}
