// A deploy records the renders finished on the Node machine in the production database.
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { copyFinishedRenders } from "./copy-renders.ts";
import { claimNextRender, completeRender, enqueueRenders, getRenderJob } from "./render-jobs.ts";

const apps: TestApp[] = [];
afterEach(() => {
  for (const a of apps.splice(0)) a.cleanup();
});

describe("copyFinishedRenders", () => {
  it("copies finished renders once, never unfinished ones", async () => {
    const [node, prod] = [await createTestApp(), await createTestApp()];
    apps.push(node, prod);
    const now = node.deps.now();
    await enqueueRenders(
      node.db,
      [
        { key: "a", slug: "a", priority: 1 },
        { key: "b", slug: "b", priority: 2 },
      ],
      now,
    );
    await claimNextRender(node.db, now);
    await completeRender(node.db, "a", { portrait: { bytes: 5, seconds: 30 } }, now);
    await enqueueRenders(prod.db, [{ key: "a", slug: "a", priority: 1 }], now);

    expect(await copyFinishedRenders(node.db, prod.db, now)).toBe(1);
    expect(await getRenderJob(prod.db, "a")).toMatchObject({ status: "done", result: { portrait: { bytes: 5, seconds: 30 } } });
    expect(await getRenderJob(prod.db, "b")).toBeNull();
    expect(await copyFinishedRenders(node.db, prod.db, now)).toBe(0);
  });
});
