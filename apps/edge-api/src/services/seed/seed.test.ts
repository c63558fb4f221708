import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, sep } from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { scripts, settings, socialPosts, videos } from "../../db/schema.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { readCatalogueVersion } from "../settings/catalogue-version.ts";
import { HOMEPAGE_VIDEO_KEY } from "../settings/homepage-video.ts";
import { type LibraryContent, loadLibraryContent } from "./load-content.ts";
import { applyLibrary, seedDatabase } from "./seed.ts";

const CONTENT_DIR = join(import.meta.dirname, "../../../../../content");
const now = new Date("2026-01-15T12:00:00Z");

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

async function snapshot() {
  return {
    scripts: await t.db.select().from(scripts).orderBy(asc(scripts.id)),
    videos: await t.db.select().from(videos).orderBy(asc(videos.id)),
    posts: await t.db.select().from(socialPosts).orderBy(asc(socialPosts.id)),
    homepage: await t.db.select().from(settings).where(eq(settings.key, HOMEPAGE_VIDEO_KEY)),
  };
}

describe("seedDatabase", () => {
  it("loads the whole library once and changes nothing when run again", async () => {
    const first = await seedDatabase(t.db, { contentDir: CONTENT_DIR, now });
    expect(first.inserted).toBe(237 + 52 + 71 + 1);
    const version = await readCatalogueVersion(t.db);
    const before = await snapshot();
    expect([before.scripts.length, before.videos.length, before.posts.length, before.homepage.length]).toEqual([237, 52, 71, 1]);

    const second = await seedDatabase(t.db, { contentDir: CONTENT_DIR, now: new Date(now.getTime() + 60_000) });
    expect(second).toEqual({ inserted: 0, updated: 0, removed: 0 });
    expect(await snapshot()).toEqual(before);
    expect(await readCatalogueVersion(t.db)).toBe(version);
  });

  it("assigns tiers from packages/plans over an order that mixes the four categories", async () => {
    await seedDatabase(t.db, { contentDir: CONTENT_DIR, now });
    const rows = await t.db.select().from(scripts).orderBy(asc(scripts.sortOrder));
    const count = (tier: string) => rows.filter((s) => s.accessLevel === tier).length;
    expect([count("sampler"), count("spark"), count("momentum"), count("domination")]).toEqual([16, 9, 35, 177]);
    const sampler = rows.slice(0, 16);
    for (const category of ["buyer", "seller", "market", "local"]) {
      expect(sampler.filter((s) => s.category === category).length, category).toBeGreaterThanOrEqual(3);
    }
    expect(rows[0]?.content).toMatch(/\n\n.+\n\n/s);

    const vids = await t.db.select().from(videos).orderBy(asc(videos.week));
    expect(vids.map((v) => v.quarter)).toEqual([...Array(52).keys()].map((i) => Math.floor(i / 13) + 1));
    expect(vids.slice(0, 12).every((v) => v.accessLevel === "spark")).toBe(true);
    expect(vids.slice(12, 32).every((v) => v.accessLevel === "momentum")).toBe(true);
    expect(vids.slice(32).every((v) => v.accessLevel === "domination")).toBe(true);
    expect(vids[0]).toMatchObject({ videoKey: "videos/market-foundation.mp4", fallbackKeys: ["videos/market-foundation.webm"] });
    expect(vids.filter((v) => v.publicSample).map((v) => v.title)).toEqual(["Renting VS Buying", "Downpayment Buying Myths"]);

    const posts = await t.db.select().from(socialPosts).orderBy(asc(socialPosts.postIndex));
    expect(posts.slice(0, 3).map((p) => p.title)).toEqual([
      "Home Buying Tips",
      "Real Estate Programs",
      "Real Estate Qualification",
    ]);
    expect(posts.map((p) => p.accessLevel).filter((a) => a === "sampler")).toHaveLength(3);
    expect(posts[24]?.accessLevel).toBe("momentum");
    expect(posts[25]?.accessLevel).toBe("domination");
  });

  describe("admin edits and changed files", () => {
    let content: LibraryContent;
    beforeEach(async () => {
      content = loadLibraryContent(CONTENT_DIR);
      await applyLibrary(t.db, content, now);
    });

    it("keeps an admin's edit and deletion of a seeded item while its file entry is unchanged", async () => {
      const [first] = await t.db.select().from(scripts).where(eq(scripts.sortOrder, 0));
      await t.db.update(scripts).set({ title: "Edited by the admin" }).where(eq(scripts.sortOrder, 0));
      await t.db.delete(socialPosts).where(eq(socialPosts.postIndex, 5));
      expect(await applyLibrary(t.db, content, now)).toEqual({ inserted: 0, updated: 0, removed: 0 });
      const [after] = await t.db
        .select()
        .from(scripts)
        .where(eq(scripts.id, first?.id ?? 0));
      expect(after?.title).toBe("Edited by the admin");
      expect(await t.db.select().from(socialPosts).where(eq(socialPosts.postIndex, 5))).toHaveLength(0);
    });

    it("applies a changed file entry over the row and bumps the catalogue version", async () => {
      const version = await readCatalogueVersion(t.db);
      const [video] = content.videos;
      if (!video) throw new Error("no videos");
      const changed = { ...content, videos: [{ ...video, title: "Renting VS Buying, Revisited" }, ...content.videos.slice(1)] };
      expect(await applyLibrary(t.db, changed, now)).toEqual({ inserted: 0, updated: 1, removed: 0 });
      const [row] = await t.db.select().from(videos).where(eq(videos.slug, video.slug));
      expect(row?.title).toBe("Renting VS Buying, Revisited");
      expect(await readCatalogueVersion(t.db)).not.toBe(version);
    });

    it("unpublishes a script removed from the files and inserts a new one", async () => {
      const [gone, ...rest] = content.scripts;
      if (!gone) throw new Error("no scripts");
      const added = { ...gone, slug: "buyer-brand-new-script", title: "A Brand New Script" };
      const report = await applyLibrary(t.db, { ...content, scripts: [...rest, added] }, now);
      expect(report.inserted).toBe(1);
      expect(report.removed).toBe(1);
      const [old] = await t.db.select().from(scripts).where(eq(scripts.slug, gone.slug));
      expect(old?.published).toBe(false);
      expect(await t.db.select().from(scripts).where(eq(scripts.slug, added.slug))).toHaveLength(1);
    });
  });

  it("refuses a content file that does not match the schema, naming the file and field", () => {
    const dir = mkdtempSync(join(tmpdir(), "realty-content-"));
    try {
      const media = join(CONTENT_DIR, "media");
      cpSync(CONTENT_DIR, dir, { recursive: true, filter: (src) => src !== media && !src.startsWith(`${media}${sep}`) });
      symlinkSync(media, join(dir, "media"));
      const file = join(dir, "videos", "videos.json");
      const list = JSON.parse(readFileSync(file, "utf8")) as { category: string }[];
      if (list[3]) list[3].category = "Gardening";
      writeFileSync(file, JSON.stringify(list));
      expect(() => loadLibraryContent(dir)).toThrow(/videos\.json:\n {2}- 3\.category: /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
