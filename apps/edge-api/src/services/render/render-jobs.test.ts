// The render queue: one claimant per job, stale claims retaken, failures retried then given up.
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import {
  CLAIM_STALE_MS,
  claimNextRender,
  completeRender,
  enqueueRenders,
  failRender,
  getRenderJob,
  MAX_ATTEMPTS,
  releaseRender,
  reportProgress,
} from "./render-jobs.ts";

let t: TestApp;
afterEach(() => t.cleanup());

const jobs = [
  { key: "week-5-aaaa", slug: "week-5", priority: 15 },
  { key: "home-bbbb", slug: "homepage", priority: 0 },
  { key: "sample-cccc", slug: "sample", priority: 1 },
];

describe("render jobs", () => {
  it("claims the most urgent job first and never the same job twice, even when claims race", async () => {
    t = await createTestApp();
    const now = t.deps.now();
    await enqueueRenders(t.db, jobs, now);
    await enqueueRenders(t.db, jobs, now); // a second start adds nothing
    const claims = await Promise.all([1, 2, 3, 4].map(() => claimNextRender(t.db, now)));
    const keys = claims.flatMap((c) => (c ? [c.key] : []));
    expect(keys.sort()).toEqual(["home-bbbb", "sample-cccc", "week-5-aaaa"]);
    expect(claims.filter((c) => c === null)).toHaveLength(1);
    t.cleanup();

    t = await createTestApp();
    await enqueueRenders(t.db, jobs, now);
    expect((await claimNextRender(t.db, now))?.slug).toBe("homepage");
    expect((await claimNextRender(t.db, now))?.slug).toBe("sample");
  });

  it("retakes a claim whose renderer stopped reporting progress, not one that is alive", async () => {
    t = await createTestApp();
    await enqueueRenders(t.db, jobs.slice(0, 1), t.deps.now());
    const first = await claimNextRender(t.db, t.deps.now());
    expect(first?.attempts).toBe(1);
    t.advance(CLAIM_STALE_MS - 1000);
    await reportProgress(t.db, "week-5-aaaa", 40, t.deps.now());
    t.advance(CLAIM_STALE_MS - 1000);
    expect(await claimNextRender(t.db, t.deps.now())).toBeNull();
    t.advance(2000);
    const retaken = await claimNextRender(t.db, t.deps.now());
    expect(retaken).toMatchObject({ key: "week-5-aaaa", attempts: 2, progress: 0 });
  });

  it("retries a failed render after a pause, gives up after the last attempt, and a new start tries again", async () => {
    t = await createTestApp();
    await enqueueRenders(t.db, [{ key: "k", slug: "s", priority: 1 }], t.deps.now());
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const job = await claimNextRender(t.db, t.deps.now());
      expect(job?.attempts).toBe(attempt);
      if (!job) throw new Error("no job");
      const outcome = await failRender(t.db, job, "ffmpeg exited with 1", t.deps.now());
      expect(outcome).toBe(attempt < MAX_ATTEMPTS ? "retrying" : "failed");
      expect(await claimNextRender(t.db, t.deps.now())).toBeNull();
      t.advance(10 * 60_000);
    }
    expect(await getRenderJob(t.db, "k")).toMatchObject({ status: "failed", error: "ffmpeg exited with 1" });
    expect(await claimNextRender(t.db, t.deps.now())).toBeNull();
    await enqueueRenders(t.db, [{ key: "k", slug: "s", priority: 1 }], t.deps.now());
    expect(await claimNextRender(t.db, t.deps.now())).toMatchObject({ key: "k", attempts: 1 });
  });

  it("records the result when done, and a done job is not claimed again", async () => {
    t = await createTestApp();
    await enqueueRenders(t.db, [{ key: "k", slug: "s", priority: 1 }], t.deps.now());
    await claimNextRender(t.db, t.deps.now());
    await completeRender(t.db, "k", { portrait: { bytes: 10, seconds: 30 } }, t.deps.now());
    await reportProgress(t.db, "k", 50, t.deps.now()); // a late progress write changes nothing
    expect(await getRenderJob(t.db, "k")).toMatchObject({
      status: "done",
      progress: 100,
      result: { portrait: { bytes: 10, seconds: 30 } },
    });
    t.advance(CLAIM_STALE_MS * 2);
    expect(await claimNextRender(t.db, t.deps.now())).toBeNull();
  });

  it("lets a stopping renderer hand its job back, to be taken at once without counting an attempt", async () => {
    t = await createTestApp();
    await enqueueRenders(t.db, jobs.slice(0, 1), t.deps.now());
    await claimNextRender(t.db, t.deps.now());
    await releaseRender(t.db, "week-5-aaaa", t.deps.now());
    expect(await claimNextRender(t.db, t.deps.now())).toMatchObject({ key: "week-5-aaaa", attempts: 1 });
  });
});
