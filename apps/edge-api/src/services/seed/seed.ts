import { eq, isNotNull } from "drizzle-orm";
import { atomically, type Statement } from "../../db/batch.ts";
import { scripts, settings, socialPosts, videos } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { catalogueBumpStatement, notifyCatalogueBump } from "../settings/catalogue-version.ts";
import { HOMEPAGE_VIDEO_KEY } from "../settings/homepage-video.ts";
import { homepageVideoSetting, postRows, scriptRows, videoRows } from "./library-rows.ts";
import { type LibraryContent, loadLibraryContent } from "./load-content.ts";

export interface SeedOptions {
  /** The repository's content/ folder (scripts, videos, posts). */
  contentDir: string;
  now?: Date;
}

export interface SeedReport {
  inserted: number;
  updated: number;
  removed: number;
}

export const SEED_STATE_KEY = "seed.state";

/** What each content entry looked like when it was last written, as a short hash. */
interface SeedState {
  scripts: Record<string, string>;
  videos: Record<string, string>;
  posts: Record<string, string>;
  homepageVideo?: string;
}

async function digest(value: unknown): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(hash.subarray(0, 8), (b) => b.toString(16).padStart(2, "0")).join("");
}

function readState(value: unknown): SeedState {
  const v = (value ?? {}) as Partial<SeedState>;
  return { scripts: v.scripts ?? {}, videos: v.videos ?? {}, posts: v.posts ?? {}, homepageVideo: v.homepageVideo };
}

type Action = "insert" | "update" | "skip";

/**
 * Content files are the source of seeded rows, entry by entry: an entry new to the files is inserted,
 * an entry whose file content changed since the last seed overwrites its row, and an unchanged entry
 * leaves its row alone, so an admin's edit or deletion of a seeded item survives restarts until the
 * file's entry itself changes (a deleted item stays deleted). See docs/decisions/.
 */
function decide(previous: string | undefined, hash: string, rowExists: boolean): Action {
  if (previous === hash) return "skip";
  if (rowExists) return "update";
  return previous === undefined ? "insert" : "skip";
}

/**
 * Brings the catalogue in line with content/ without touching what members created.
 * Idempotent: running it on every start changes nothing the second time.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedReport> {
  return applyLibrary(db, loadLibraryContent(options.contentDir), options.now ?? new Date());
}

/** One table's seeded rows: which exist, and the statements that add, overwrite and retire them. */
interface TableSync<Row> {
  rows: Row[];
  key: (row: Row) => string;
  /** Seeded rows in the database, by content key. */
  existing: Map<string, number>;
  insert: (row: Row & { createdAt: Date; updatedAt: Date }) => Statement;
  update: (id: number, row: Row & { updatedAt: Date }) => Statement;
  /** An entry that left the files. */
  retire: (id: number) => Statement;
}

/** Adds this table's statements to `out`; one row per statement keeps D1 under 100 bound values. */
async function syncTable<Row>(
  sync: TableSync<Row>,
  previous: Record<string, string>,
  now: Date,
  report: SeedReport,
  out: Statement[],
): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const row of sync.rows) {
    const key = sync.key(row);
    const hash = await digest(row);
    hashes[key] = hash;
    const id = sync.existing.get(key);
    const action = decide(previous[key], hash, id !== undefined);
    if (action === "insert") {
      out.push(sync.insert({ ...row, createdAt: now, updatedAt: now }));
      report.inserted++;
    }
    if (action === "update" && id !== undefined) {
      out.push(sync.update(id, { ...row, updatedAt: now }));
      report.updated++;
    }
  }
  for (const [key, id] of sync.existing) {
    if (previous[key] && !hashes[key]) {
      out.push(sync.retire(id));
      report.removed++;
    }
  }
  return hashes;
}

/** The library as plain rows (JSON-safe), so a runtime without content/ on disk can seed from them. */
export interface LibraryRows {
  scripts: ReturnType<typeof scriptRows>;
  videos: ReturnType<typeof videoRows>;
  posts: ReturnType<typeof postRows>;
  homepage: ReturnType<typeof homepageVideoSetting>;
}

export function libraryRows(content: LibraryContent): LibraryRows {
  return {
    scripts: scriptRows(content.scripts),
    videos: videoRows(content),
    posts: postRows(content),
    homepage: homepageVideoSetting(content),
  };
}

export function applyLibrary(db: Database, content: LibraryContent, now: Date): Promise<SeedReport> {
  return applyLibraryRows(db, libraryRows(content), now);
}

export async function applyLibraryRows(db: Database, library: LibraryRows, now: Date): Promise<SeedReport> {
  const [stateRow] = await db.select().from(settings).where(eq(settings.key, SEED_STATE_KEY));
  const state = readState(stateRow?.value);
  const report: SeedReport = { inserted: 0, updated: 0, removed: 0 };
  const out: Statement[] = [];
  const tx = db;
  const bySlug = (rows: { id: number; slug: string | null }[]) => new Map(rows.map((r) => [r.slug ?? "", r.id]));
  const next: SeedState = { scripts: {}, videos: {}, posts: {} };

  // Scripts and videos leaving the files are unpublished: members' saved customizations keep
  // their script, and an admin can still see them.
  next.scripts = await syncTable(
    {
      rows: library.scripts,
      key: (r) => r.slug,
      existing: bySlug(await tx.select({ id: scripts.id, slug: scripts.slug }).from(scripts).where(isNotNull(scripts.slug))),
      insert: (row) => tx.insert(scripts).values(row),
      update: (id, row) => tx.update(scripts).set(row).where(eq(scripts.id, id)),
      retire: (id) => tx.update(scripts).set({ published: false, updatedAt: now }).where(eq(scripts.id, id)),
    },
    state.scripts,
    now,
    report,
    out,
  );
  next.videos = await syncTable(
    {
      rows: library.videos,
      key: (r) => r.slug,
      existing: bySlug(await tx.select({ id: videos.id, slug: videos.slug }).from(videos).where(isNotNull(videos.slug))),
      insert: (row) => tx.insert(videos).values(row),
      update: (id, row) => tx.update(videos).set(row).where(eq(videos.id, id)),
      retire: (id) => tx.update(videos).set({ published: false, updatedAt: now }).where(eq(videos.id, id)),
    },
    state.videos,
    now,
    report,
    out,
  );
  // Posts have no slug: postIndex identifies a seeded post (the first row holding that index).
  const posts = await tx
    .select({ id: socialPosts.id, postIndex: socialPosts.postIndex })
    .from(socialPosts)
    .orderBy(socialPosts.id);
  const existingPosts = new Map<string, number>();
  for (const r of posts) if (!existingPosts.has(String(r.postIndex))) existingPosts.set(String(r.postIndex), r.id);
  next.posts = await syncTable(
    {
      rows: library.posts,
      key: (r) => String(r.postIndex),
      existing: existingPosts,
      insert: (row) => tx.insert(socialPosts).values(row),
      update: (id, row) => tx.update(socialPosts).set(row).where(eq(socialPosts.id, id)),
      retire: (id) => tx.delete(socialPosts).where(eq(socialPosts.id, id)),
    },
    state.posts,
    now,
    report,
    out,
  );

  const homepage = library.homepage;
  next.homepageVideo = await digest(homepage);
  if (next.homepageVideo !== state.homepageVideo) {
    out.push(
      tx
        .insert(settings)
        .values({ key: HOMEPAGE_VIDEO_KEY, value: homepage, updatedAt: now })
        .onConflictDoUpdate({ target: settings.key, set: { value: homepage, updatedAt: now } }),
    );
    if (state.homepageVideo) report.updated++;
    else report.inserted++;
  }

  if (JSON.stringify(next) !== JSON.stringify(state)) {
    out.push(
      tx
        .insert(settings)
        .values({ key: SEED_STATE_KEY, value: next, updatedAt: now })
        .onConflictDoUpdate({ target: settings.key, set: { value: next, updatedAt: now } }),
    );
  }

  const changed = report.inserted + report.updated + report.removed > 0;
  // Rows, seed state and the catalogue version bump land together or not at all (db/batch.ts).
  if (changed) out.push(catalogueBumpStatement(db, now));
  const [first, ...rest] = out;
  if (first) await atomically(db, [first, ...rest]);
  if (changed) notifyCatalogueBump(db);
  return report;
}
