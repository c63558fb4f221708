import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "./errors.ts";
import { createWorkerPool, type WorkerPool } from "./worker-pool.ts";

/** A thread that answers `{ spinMs }` after keeping its CPU busy that long, as a stuck decode would. */
const SPINNER = new URL(
  `data:text/javascript,${encodeURIComponent(`
    import { parentPort } from "node:worker_threads";
    parentPort.on("message", ({ id, job }) => {
      const end = Date.now() + job.spinMs;
      while (Date.now() < end) {}
      parentPort.postMessage({ id, result: job.spinMs });
    });
  `)}`,
);

let pool: WorkerPool<{ spinMs: number }, number> | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe("worker pool", () => {
  it("stops a job over its time limit with a clear error while the event loop stays free, then runs the next", async () => {
    pool = createWorkerPool({
      script: SPINNER,
      threads: 1,
      queueLimit: 4,
      busyMessage: "busy",
      timeoutMs: 300,
      timeoutMessage: "The job took too long and was stopped.",
    });
    const started = performance.now();
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 10);
    const stuck = pool.run({ spinMs: 60_000 }).catch((err: unknown) => err);
    const err = await stuck;
    clearInterval(ticker);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(503);
    expect((err as AppError).message).toBe("The job took too long and was stopped.");
    expect(performance.now() - started).toBeLessThan(10_000);
    // The request thread kept running while the job spun on its own thread.
    expect(ticks).toBeGreaterThan(5);
    // A fresh thread took the stuck one's place.
    expect(await pool.run({ spinMs: 1 })).toBe(1);
  });

  it("refuses jobs beyond its queue with 503 and Retry-After", async () => {
    pool = createWorkerPool({ script: SPINNER, threads: 1, queueLimit: 1, busyMessage: "Busy, try again." });
    const first = pool.run({ spinMs: 200 });
    const second = pool.run({ spinMs: 1 });
    const third = await pool.run({ spinMs: 1 }).catch((err: unknown) => err);
    expect(third).toBeInstanceOf(AppError);
    expect((third as AppError).message).toBe("Busy, try again.");
    expect((third as AppError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(await Promise.all([first, second])).toEqual([200, 1]);
  });
});
