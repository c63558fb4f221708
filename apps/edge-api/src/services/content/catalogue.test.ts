import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openNodeDatabase } from "../../db/node-client.ts";
import { scripts, videos } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { jobLog } from "../../lib/log.ts";
import { bumpCatalogueVersion } from "../settings/catalogue-version.ts";
import { listCatalogueForAdmin } from "./admin-list.ts";
import { getCatalogue, invalidateCatalogue, VERSION_CHECK_MS } from "./catalogue.ts";
import { preparedList } from "./responses.ts";

let dir: string;
let closers: (() => void)[];
/** Two handles on one file: this process and "another process" (a second Node or a Worker isolate). */
let here: Database;
let there: Database;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), "realty-catalogue-"));
  const a = await openNodeDatabase(`file:${join(dir, "db")}`);
  const b = await openNodeDatabase(`file:${join(dir, "db")}`);
  here = a.db;
  there = b.db;
  closers = [a.close, b.close];
});
afterEach(() => {
  vi.restoreAllMocks();
  for (const close of closers) close();
  rmSync(dir, { recursive: true, force: true });
});

async function addScript(db: Database, title: string) {
  await db.insert(scripts).values({ title, content: `${title} content`, category: "buyer", accessLevel: "sampler" });
}

describe("the catalogue snapshot", () => {
  it("is loaded once and shared by concurrent readers", async () => {
    await addScript(here, "One");
    const [a, b] = await Promise.all([getCatalogue(here), getCatalogue(here)]);
    expect(a).toBe(b);
    expect(await getCatalogue(here)).toBe(a);
    expect(a.scripts.map((s) => s.title)).toEqual(["One"]);
  });

  it("is replaced at once in the process that bumps the version", async () => {
    const before = await getCatalogue(here);
    await addScript(here, "Added by an admin");
    expect(await getCatalogue(here)).toBe(before);
    await bumpCatalogueVersion(here);
    const after = await getCatalogue(here);
    expect(after.scripts.map((s) => s.title)).toEqual(["Added by an admin"]);
    expect(after.version).not.toBe(before.version);
    const log = jobLog("test");
    expect(preparedList(after, "scripts", "sampler", log).etag).not.toBe(preparedList(before, "scripts", "sampler", log).etag);
  });

  it("is replaced in another process within a second of the bump", async () => {
    const start = Date.now();
    const now = vi.spyOn(Date, "now").mockReturnValue(start);
    const stale = await getCatalogue(there);
    await addScript(here, "Edited elsewhere");
    await bumpCatalogueVersion(here);
    expect(await getCatalogue(there)).toBe(stale);
    now.mockReturnValue(start + VERSION_CHECK_MS + 1);
    expect((await getCatalogue(there)).scripts.map((s) => s.title)).toEqual(["Edited elsewhere"]);
  });

  it("keeps the snapshot after a check that finds the same version", async () => {
    const start = Date.now();
    const now = vi.spyOn(Date, "now").mockReturnValue(start);
    const first = await getCatalogue(there);
    now.mockReturnValue(start + VERSION_CHECK_MS * 5);
    expect(await getCatalogue(there)).toBe(first);
  });

  it("can be dropped without touching the database", async () => {
    const first = await getCatalogue(here);
    invalidateCatalogue(here);
    const second = await getCatalogue(here);
    expect(second).not.toBe(first);
    expect(second.version).toBe(first.version);
  });
});

describe("listCatalogueForAdmin", () => {
  it("lists unpublished rows too, with per-entry video URLs and the stock thumbnail", async () => {
    await here.insert(videos).values([
      { title: "Hidden", category: "Market Data", videoKey: "videos/uploads/a.mp4", published: false },
      {
        title: "Own poster",
        category: "Market Data",
        videoKey: "videos/uploads/b.mp4",
        thumbnailKey: "thumbnails/uploads/b.jpg",
      },
    ]);
    const list = await listCatalogueForAdmin(here);
    expect(list.videos.map((v) => [v.title, v.published, v.videoUrl, v.thumbnailUrl])).toEqual([
      ["Hidden", false, "/media/videos/1", "/media/thumbnails/stock-1.jpg"],
      ["Own poster", true, "/media/videos/2", "/media/thumbnails/uploads/b.jpg"],
    ]);
  });
});
