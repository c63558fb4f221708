// Password hashing on its own bounded threads (worker-pool.ts). Hashing on libuv's shared pool let
// 16 logins push a static file fetch from 15 ms to 7.7 s; here it runs on threads of its own (fewer
// than the cores, so serving keeps one), and a full queue answers 503 with Retry-After.
import type { ScryptHasher, ScryptJob } from "./passwords.ts";
import { createWorkerPool, defaultThreads } from "./worker-pool.ts";

export interface PasswordPoolOptions {
  /** Hashing threads; default one per two cores, at least one. */
  threads?: number;
  /** Jobs waiting beyond those running; more are refused with 503. */
  queueLimit?: number;
}

export interface PasswordPool {
  hash: ScryptHasher;
  /** Jobs running and waiting right now. */
  pending(): number;
  close(): Promise<void>;
}

export const DEFAULT_QUEUE_LIMIT = 32;

export const defaultHashThreads = defaultThreads;

export function createPasswordPool(options: PasswordPoolOptions = {}): PasswordPool {
  // The salt crosses to the thread as a plain Uint8Array (structured clone drops Buffer's prototype).
  const pool = createWorkerPool<Omit<ScryptJob, "salt"> & { salt: Uint8Array }, Uint8Array>({
    script: new URL("./password-worker.ts", import.meta.url),
    threads: options.threads ?? defaultThreads(),
    queueLimit: options.queueLimit ?? DEFAULT_QUEUE_LIMIT,
    busyMessage: "Too many sign-ins at once. Please try again in a moment.",
    initialJobMs: 150,
  });
  return {
    hash: async (job) => Buffer.from(await pool.run({ ...job, salt: new Uint8Array(job.salt) })),
    pending: pool.pending,
    close: pool.close,
  };
}
