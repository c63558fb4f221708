// The catalogue (scripts, videos, posts, homepage video) changes only when an admin edits it or the
// seed runs, yet every dashboard load reads all of it. So each process keeps one snapshot per
// database, with the serialized responses it has built, and checks the settings table's version
// token at most once a second; bumpCatalogueVersion drops this process's snapshot at once.
import { asc, eq } from "drizzle-orm";
import { renderJobs, scripts, settings, socialPosts, videos } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { onCatalogueBump, readCatalogueVersion } from "../settings/catalogue-version.ts";
import { HOMEPAGE_VIDEO_KEY, type HomepageVideoSetting } from "../settings/homepage-video.ts";

export type ScriptRow = typeof scripts.$inferSelect;
export type VideoRow = typeof videos.$inferSelect;
export type PostRow = typeof socialPosts.$inferSelect;
export type RenderRow = Pick<typeof renderJobs.$inferSelect, "key" | "status" | "progress" | "result">;

export interface Catalogue {
  version: string;
  /** Every row, published or not, in library order. */
  scripts: readonly ScriptRow[];
  videos: readonly VideoRow[];
  posts: readonly PostRow[];
  homepageVideo: HomepageVideoSetting | null;
  scriptById: ReadonlyMap<number, ScriptRow>;
  videoById: ReadonlyMap<number, VideoRow>;
  videoBySlug: ReadonlyMap<string, VideoRow>;
  /** Render jobs by render key: whether a video's rendered files exist (a finished job bumps the version). */
  renders: ReadonlyMap<string, RenderRow>;
  /** Serialized responses built from this snapshot, by kind and audience (responses.ts). */
  cache: Map<string, unknown>;
}

/** How often a process asks the database whether another process changed the catalogue. */
export const VERSION_CHECK_MS = 1000;

interface Holder {
  snapshot?: Catalogue;
  checkedAt: number;
  pending?: Promise<Catalogue>;
  /** Raised by every in-process bump, so a load that started before it is not kept. */
  generation: number;
}

const holders = new WeakMap<Database, Holder>();

function holderFor(db: Database): Holder {
  let holder = holders.get(db);
  if (!holder) {
    const created: Holder = { checkedAt: 0, generation: 0 };
    onCatalogueBump(db, () => {
      created.generation++;
      created.snapshot = undefined;
      created.pending = undefined;
    });
    holders.set(db, created);
    holder = created;
  }
  return holder;
}

export async function loadCatalogue(db: Database, version: string): Promise<Catalogue> {
  const [scriptRows, videoRows, postRows, homepage, renderRows] = await Promise.all([
    db.select().from(scripts).orderBy(asc(scripts.sortOrder), asc(scripts.id)),
    db.select().from(videos).orderBy(asc(videos.sortOrder), asc(videos.id)),
    db.select().from(socialPosts).orderBy(asc(socialPosts.postIndex), asc(socialPosts.id)),
    db.select({ value: settings.value }).from(settings).where(eq(settings.key, HOMEPAGE_VIDEO_KEY)),
    db
      .select({ key: renderJobs.key, status: renderJobs.status, progress: renderJobs.progress, result: renderJobs.result })
      .from(renderJobs),
  ]);
  return {
    version,
    scripts: scriptRows,
    videos: videoRows,
    posts: postRows,
    homepageVideo: (homepage[0]?.value as HomepageVideoSetting | undefined) ?? null,
    scriptById: new Map(scriptRows.map((s) => [s.id, s])),
    videoById: new Map(videoRows.map((v) => [v.id, v])),
    videoBySlug: new Map(videoRows.flatMap((v) => (v.slug ? [[v.slug, v] as const] : []))),
    renders: new Map(renderRows.map((r) => [r.key, r])),
    cache: new Map(),
  };
}

async function refresh(db: Database, holder: Holder): Promise<Catalogue> {
  const generation = holder.generation;
  const version = await readCatalogueVersion(db);
  const current = holder.snapshot;
  const snapshot = current?.version === version ? current : await loadCatalogue(db, version);
  if (generation === holder.generation) {
    holder.snapshot = snapshot;
    holder.checkedAt = Date.now();
  }
  return snapshot;
}

/** The current catalogue snapshot: one map lookup in the common case. */
export function getCatalogue(db: Database): Promise<Catalogue> {
  const holder = holderFor(db);
  // Wall-clock time on purpose: this is cache freshness, not business time (tests freeze deps.now).
  if (holder.snapshot && Date.now() - holder.checkedAt < VERSION_CHECK_MS) return Promise.resolve(holder.snapshot);
  if (!holder.pending) {
    const pending = refresh(db, holder).finally(() => {
      if (holder.pending === pending) holder.pending = undefined;
    });
    holder.pending = pending;
  }
  return holder.pending;
}

/** This process's snapshot when it was checked within VERSION_CHECK_MS; otherwise undefined (catalogue-cache.ts). */
export function freshCatalogue(db: Database): Catalogue | undefined {
  const holder = holders.get(db);
  return holder?.snapshot && Date.now() - holder.checkedAt < VERSION_CHECK_MS ? holder.snapshot : undefined;
}

/** Drops this process's snapshot without touching the database (the next read reloads). */
export function invalidateCatalogue(db: Database): void {
  const holder = holders.get(db);
  if (!holder) return;
  holder.generation++;
  holder.snapshot = undefined;
  holder.pending = undefined;
}
