// A small, bounded pool of worker threads for CPU work that must not run on the request thread
// (password hashing, image re-encoding, PDFs). Each thread runs one job at a time; a full queue
// answers 503 with Retry-After instead of piling up work nobody will wait for; with a time limit,
// a job that overruns has its thread terminated (the only way to stop a stuck decode) and fails
// with a clear error, and a fresh thread takes its place. Node only: the Worker bundle never
// imports this module.
import { availableParallelism } from "node:os";
import { URL as NodeUrl } from "node:url";
import { type Transferable, Worker } from "node:worker_threads";
import { AppError } from "./errors.ts";

export interface WorkerPoolOptions {
  /** The thread's script: it answers each `{ id, job }` message with `{ id, result }` or `{ id, error }`. */
  script: URL;
  /** Threads; default one per two cores, at least one. */
  threads?: number;
  /** Jobs waiting beyond those running; more are refused with 503. */
  queueLimit: number;
  /** What a refused job says (a 503 with Retry-After). */
  busyMessage: string;
  /** A running job over this many ms fails with `timeoutMessage`; none when unset. */
  timeoutMs?: number;
  timeoutMessage?: string;
  /** A first guess of one job's time until the pool has measured its own, for Retry-After. */
  initialJobMs?: number;
  /** Threads are started at the first job, not at creation (a pool few requests use). */
  lazy?: boolean;
}

export interface WorkerPool<Job, Result> {
  run(job: Job, transfer?: Transferable[]): Promise<Result>;
  /** Jobs running and waiting right now. */
  pending(): number;
  close(): Promise<void>;
}

interface Pending<Job, Result> {
  job: Job;
  transfer: Transferable[];
  resolve: (result: Result) => void;
  reject: (err: Error) => void;
}

interface Reply<Result> {
  id: number;
  result?: Result;
  error?: string;
}

interface Slot<Job, Result> {
  worker: Worker;
  current: { id: number; task: Pending<Job, Result>; startedAt: number; timer?: ReturnType<typeof setTimeout> } | null;
}

export function defaultThreads(): number {
  return Math.max(1, Math.floor(availableParallelism() / 2));
}

export function createWorkerPool<Job, Result>(options: WorkerPoolOptions): WorkerPool<Job, Result> {
  const threads = options.threads ?? defaultThreads();
  const queue: Pending<Job, Result>[] = [];
  const slots: Slot<Job, Result>[] = [];
  let nextId = 1;
  let meanMs = options.initialJobMs ?? 150;
  let closed = false;

  function spawn(): Slot<Job, Result> {
    // node:url's URL: the same class at run time, but the Workers types declare another global one.
    const worker = new Worker(new NodeUrl(options.script.href));
    // Idle threads must not keep the process alive after the server closes.
    worker.unref();
    const slot: Slot<Job, Result> = { worker, current: null };
    worker.on("message", (reply: Reply<Result>) => finish(slot, reply));
    worker.on("error", (err) => replace(slot, err));
    worker.on("exit", (code) => {
      if (!closed && code !== 0) replace(slot, new Error(`worker thread exited with code ${code}`));
    });
    return slot;
  }

  /** A crashed or overrunning thread fails only its own job; a fresh one takes its place. */
  function replace(slot: Slot<Job, Result>, err: Error) {
    const index = slots.indexOf(slot);
    if (index < 0) return;
    const current = slot.current;
    slot.current = null;
    if (current?.timer) clearTimeout(current.timer);
    current?.task.reject(err);
    void slot.worker.terminate();
    if (closed) return;
    slots[index] = spawn();
    pump();
  }

  function finish(slot: Slot<Job, Result>, reply: Reply<Result>) {
    const current = slot.current;
    if (!current || current.id !== reply.id) return;
    slot.current = null;
    if (current.timer) clearTimeout(current.timer);
    // A moving average, for a Retry-After that matches this machine.
    meanMs = meanMs * 0.8 + (performance.now() - current.startedAt) * 0.2;
    if (reply.error === undefined) current.task.resolve(reply.result as Result);
    else current.task.reject(new Error(reply.error));
    pump();
  }

  function startTimer(slot: Slot<Job, Result>) {
    const { timeoutMs } = options;
    if (!timeoutMs || !slot.current) return;
    const message = options.timeoutMessage ?? "The job took too long and was stopped.";
    slot.current.timer = setTimeout(() => replace(slot, new AppError("UNAVAILABLE", message)), timeoutMs);
    // A job's timer must not keep the process alive on its own either.
    slot.current.timer.unref?.();
  }

  function pump() {
    if (slots.length === 0 && queue.length > 0) for (let i = 0; i < threads; i++) slots.push(spawn());
    for (const slot of slots) {
      if (slot.current) continue;
      const task = queue.shift();
      if (!task) break;
      const id = nextId++;
      slot.current = { id, task, startedAt: performance.now() };
      slot.worker.ref();
      slot.worker.postMessage({ id, job: task.job }, task.transfer);
      startTimer(slot);
    }
    for (const slot of slots) if (!slot.current) slot.worker.unref();
  }

  if (!options.lazy) for (let i = 0; i < threads; i++) slots.push(spawn());

  const running = () => slots.filter((s) => s.current).length;

  return {
    run(job, transfer = []) {
      if (closed) return Promise.reject(new Error("the worker pool is closed"));
      if (queue.length >= options.queueLimit) {
        const waitS = Math.max(1, Math.ceil(((queue.length + running()) * meanMs) / threads / 1000));
        return Promise.reject(new AppError("UNAVAILABLE", options.busyMessage, undefined, waitS));
      }
      return new Promise<Result>((resolve, reject) => {
        queue.push({ job, transfer, resolve, reject });
        pump();
      });
    },
    pending: () => queue.length + running(),
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new Error("the worker pool is closed"));
      for (const slot of slots) if (slot.current?.timer) clearTimeout(slot.current.timer);
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}
