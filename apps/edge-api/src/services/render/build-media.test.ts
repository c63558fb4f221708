// media:build renders what is missing or stale and nothing else: an unchanged source is never
// rendered twice, a changed one gets new files, and files gone from the store are made again.

import { fixtureGauge } from "@realty/media/frames/fixtures";
import { afterEach, describe, expect, it } from "vitest";
import { smallBuildDeps, wantedRender } from "../../testing/render-testing.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { buildMedia } from "./build-media.ts";
import { getRenderJob } from "./render-jobs.ts";
import { renderKeyFor, renderOutputKeys, renditionKey } from "./render-keys.ts";

let t: TestApp;
afterEach(() => t.cleanup());

describe("buildMedia", () => {
  it("renders a new source once, again only when it changes or its files are gone", async () => {
    t = await createTestApp();
    const deps = smallBuildDeps(t);
    const first = wantedRender();
    expect((await buildMedia(deps, [first])).rendered).toEqual([first.key]);
    for (const key of renderOutputKeys(first.key)) expect(await t.deps.media.head(key)).not.toBeNull();
    expect(await getRenderJob(t.db, first.key)).toMatchObject({ status: "done", progress: 100, attempts: 1 });

    expect((await buildMedia(deps, [first])).rendered).toEqual([]);

    const changed = wantedRender("A new opening line for the same video");
    expect(changed.key).not.toBe(first.key);
    expect((await buildMedia(deps, [changed])).rendered).toEqual([changed.key]);

    await t.deps.media.delete(renditionKey(changed.key, "portrait"));
    expect((await buildMedia(deps, [changed])).rendered).toEqual([changed.key]);
    expect(await t.deps.media.head(renditionKey(changed.key, "portrait"))).not.toBeNull();
  }, 120_000);

  it("keeps the key stable for the same source and title, and changes it with the title", () => {
    const a = fixtureGauge();
    expect(renderKeyFor(a)).toBe(renderKeyFor(fixtureGauge()));
    expect(renderKeyFor({ ...a, title: "Another title" })).not.toBe(renderKeyFor(a));
    expect(renderKeyFor(a)).toMatch(/^test-months-of-supply-[0-9a-f]{16}$/);
  });
});
