// The Node adapter of the media-work port: a lazily started pool of worker threads
// (threads/media-thread.ts) with a queue bound and a time limit per job.
import { createWorkerPool } from "../../lib/worker-pool.ts";
import type { MediaJob, MediaWorkPort } from "../../ports/media-work.ts";

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
  close(): Promise<void>;
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
    async leadMagnetPdf(request) {
      const bytes = await pool.run({ kind: "lead-magnet-pdf", ...request });
      if (!bytes) throw new Error("the media thread returned no PDF");
      return bytes;
    },
    close: pool.close,
  };
}
