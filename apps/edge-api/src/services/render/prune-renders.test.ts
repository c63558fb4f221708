// Old render outputs leave the media store once a video's new render is recorded (real ffmpeg at
// a fifth of the size), unless a video row or the home page's video still uses that key.
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { renderJobs, settings, videos } from "../../db/schema.ts";
import { smallBuildDeps, wantedRender } from "../../testing/render-testing.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { HOMEPAGE_VIDEO_KEY } from "../settings/homepage-video.ts";
import { buildMedia } from "./build-media.ts";
import { pruneOldRenders } from "./prune-renders.ts";
import { renderOutputKeys } from "./render-keys.ts";

let t: TestApp;
afterEach(() => t.cleanup());

async function present(key: string): Promise<boolean[]> {
  return Promise.all(renderOutputKeys(key).map(async (k) => (await t.deps.media.head(k)) !== null));
}

describe("pruning old renders", () => {
  it("removes the previous render's files after the new render is recorded", async () => {
    t = await createTestApp();
    const deps = smallBuildDeps(t);
    const first = wantedRender();
    const [video] = await t.db
      .insert(videos)
      .values({
        slug: first.input.slug,
        title: first.input.title,
        category: "Market",
        videoKey: "videos/x.mp4",
        renderKey: first.key,
      })
      .returning();
    await buildMedia(deps, [first]);
    expect(await present(first.key)).toEqual(renderOutputKeys(first.key).map(() => true));

    // The seed points the row at the new source's key; the old files stay until the new render is done.
    const changed = wantedRender("A new opening line for the same video");
    await t.db
      .update(videos)
      .set({ renderKey: changed.key })
      .where(eq(videos.id, video?.id ?? 0));
    expect((await buildMedia(deps, [changed])).rendered).toEqual([changed.key]);
    expect(await present(first.key)).toEqual(renderOutputKeys(first.key).map(() => false));
    expect(await present(changed.key)).toEqual(renderOutputKeys(changed.key).map(() => true));
    expect(await t.db.select().from(renderJobs).where(eq(renderJobs.key, first.key))).toEqual([]);
  }, 120_000);

  it("keeps files whose key a video row or the home page's video still uses", async () => {
    t = await createTestApp();
    const deps = { db: t.db, media: t.deps.media };
    const now = t.deps.now();
    const byRow = "test-slug-aaaaaaaaaaaaaaaa";
    const byHome = "test-slug-bbbbbbbbbbbbbbbb";
    const unused = "test-slug-cccccccccccccccc";
    const current = "test-slug-dddddddddddddddd";
    for (const key of [byRow, byHome, unused, current]) {
      await t.db.insert(renderJobs).values({ key, slug: "test-slug", status: "done", createdAt: now, updatedAt: now });
      for (const file of renderOutputKeys(key)) await t.deps.media.put(file, new Uint8Array([1]), "application/octet-stream");
    }
    await t.db
      .insert(videos)
      .values({ slug: "other", title: "Other", category: "Market", videoKey: "videos/o.mp4", renderKey: byRow });
    await t.db.insert(settings).values({ key: HOMEPAGE_VIDEO_KEY, value: { title: "Home", renderKey: byHome } });

    expect(await pruneOldRenders(deps, "test-slug", current)).toEqual([unused]);
    expect(await present(unused)).toEqual(renderOutputKeys(unused).map(() => false));
    for (const key of [byRow, byHome, current]) expect(await present(key)).toEqual(renderOutputKeys(key).map(() => true));
  });
});
