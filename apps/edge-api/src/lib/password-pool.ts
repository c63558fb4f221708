// A small, bounded pool of threads for password hashing on Node (issue 11, finding 11). Hashing on
// libuv's shared pool let 16 logins push a static file fetch from 15 ms to 7.7 s; here it runs on
// its own threads (fewer than the cores, so serving keeps one), and a full queue answers 503 with
// Retry-After instead of piling up work nobody will wait for.
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { AppError } from "./errors.ts";
import type { ScryptHasher, ScryptJob } from "./passwords.ts";

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
/** A first guess of one hash's time until the pool has measured its own. */
const INITIAL_HASH_MS = 150;

interface Pending {
  job: ScryptJob;
  resolve: (key: Buffer) => void;
  reject: (err: Error) => void;
}

interface Reply {
  id: number;
  key?: Uint8Array;
  error?: string;
}

interface Slot {
  worker: Worker;
  current: { id: number; task: Pending; startedAt: number } | null;
}

export function defaultHashThreads(): number {
  return Math.max(1, Math.floor(availableParallelism() / 2));
}

export function createPasswordPool(options: PasswordPoolOptions = {}): PasswordPool {
  const threads = options.threads ?? defaultHashThreads();
  const queueLimit = options.queueLimit ?? DEFAULT_QUEUE_LIMIT;
  const queue: Pending[] = [];
  const slots: Slot[] = [];
  let nextId = 1;
  let meanMs = INITIAL_HASH_MS;
  let closed = false;

  function spawn(): Slot {
    const worker = new Worker(new URL("./password-worker.ts", import.meta.url));
    // Idle hashing threads must not keep the process alive after the server closes.
    worker.unref();
    const slot: Slot = { worker, current: null };
    worker.on("message", (reply: Reply) => finish(slot, reply));
    worker.on("error", (err) => replace(slot, err));
    worker.on("exit", (code) => {
      if (!closed && code !== 0) replace(slot, new Error(`password thread exited with code ${code}`));
    });
    return slot;
  }

  /** A crashed thread fails only its own job; a fresh one takes its place. */
  function replace(slot: Slot, err: Error) {
    const index = slots.indexOf(slot);
    if (index < 0) return;
    slot.current?.task.reject(err);
    slot.current = null;
    void slot.worker.terminate();
    if (closed) return;
    slots[index] = spawn();
    pump();
  }

  function finish(slot: Slot, reply: Reply) {
    const current = slot.current;
    if (!current || current.id !== reply.id) return;
    slot.current = null;
    // A moving average, for a Retry-After that matches this machine.
    meanMs = meanMs * 0.8 + (performance.now() - current.startedAt) * 0.2;
    if (reply.key) current.task.resolve(Buffer.from(reply.key));
    else current.task.reject(new Error(reply.error ?? "password hashing failed"));
    pump();
  }

  function pump() {
    for (const slot of slots) {
      if (slot.current) continue;
      const task = queue.shift();
      if (!task) break;
      const id = nextId++;
      slot.current = { id, task, startedAt: performance.now() };
      slot.worker.ref();
      slot.worker.postMessage({ id, ...task.job, salt: new Uint8Array(task.job.salt) });
    }
    for (const slot of slots) if (!slot.current) slot.worker.unref();
  }

  for (let i = 0; i < threads; i++) slots.push(spawn());

  const running = () => slots.filter((s) => s.current).length;

  return {
    hash(job) {
      if (closed) return Promise.reject(new Error("the password pool is closed"));
      if (queue.length >= queueLimit) {
        const waitS = Math.max(1, Math.ceil(((queue.length + running()) * meanMs) / threads / 1000));
        return Promise.reject(
          new AppError("UNAVAILABLE", "Too many sign-ins at once. Please try again in a moment.", undefined, waitS),
        );
      }
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ job, resolve, reject });
        pump();
      });
    },
    pending: () => queue.length + running(),
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new Error("the password pool is closed"));
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
