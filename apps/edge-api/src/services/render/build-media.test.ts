// media:build renders what is missing or stale and nothing else: an unchanged source is never
// rendered twice, a changed one gets new files, and files gone from the store are made again.

import { fixtureGauge } from "@realty/media/frames/fixtures";
import { afterEach, describe, expect, it } from "vitest";
import { smallBuildDeps, wantedRender } from "../../testing/render-testing.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { buildMedia } from "./build-media.ts";
import { getRenderJob } from "./render-jobs.ts";
import { posterKeys, renderKeyFor, renderOutputKeys, renditionKey } from "./render-keys.ts";

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

  it("draws posters missing from a finished render again without rendering its videos", async () => {
    t = await createTestApp();
    const deps = smallBuildDeps(t);
    const wanted = wantedRender();
    expect((await buildMedia(deps, [wanted])).rendered).toEqual([wanted.key]);
    const video = await t.deps.media.head(renditionKey(wanted.key, "short-portrait"));
    // As after a change to how posters are drawn: new poster names, nothing stored under them yet.
    for (const key of posterKeys(wanted.key)) await t.deps.media.delete(key);

    expect((await buildMedia(deps, [wanted])).rendered).toEqual([]);
    for (const key of posterKeys(wanted.key)) expect(await t.deps.media.head(key)).not.toBeNull();
    expect(await t.deps.media.head(renditionKey(wanted.key, "short-portrait"))).toEqual(video);
    expect(await getRenderJob(t.db, wanted.key)).toMatchObject({ status: "done", attempts: 1 });
  }, 120_000);

  it("keeps the key stable for the same source and title, and changes it with the title", () => {
    const a = fixtureGauge();
    expect(renderKeyFor(a)).toBe(renderKeyFor(fixtureGauge()));
    expect(renderKeyFor({ ...a, title: "Another title" })).not.toBe(renderKeyFor(a));
    expect(renderKeyFor(a)).toMatch(/^test-months-of-supply-[0-9a-f]{16}$/);
  });
});
