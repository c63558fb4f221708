// On Workers, the per-tier catalogue lists also live in the Cache API (caches.default), keyed by the
// catalogue version: a new isolate in a colo answers them from the colo's cache instead of loading
// the whole catalogue from D1. The version row changes on every content write (catalogue-version.ts),
// so a stale entry is never asked for again. Node has no Cache API and keeps its in-process snapshot.
// What an isolate took from the colo's cache it keeps too (with its gzip, made once), and asks D1 for
// the version at most once per VERSION_CHECK_MS, so a warm isolate answers a list with no D1 query,
// no cache lookup and no compression: on *.workers.dev, where the Cache API stores nothing, that memo
// is the only cache there is.
import type { Database } from "../../db/types.ts";
import type { DbDeps } from "../service-deps.ts";
import { onCatalogueBump, readCatalogueVersion } from "../settings/catalogue-version.ts";
import type { Audience } from "./access.ts";
import { freshCatalogue, getCatalogue, VERSION_CHECK_MS } from "./catalogue.ts";
import { type ListKind, type Prepared, preparedList, withGzip } from "./responses.ts";

/** This isolate's lists of one catalogue version, and when that version was last confirmed. */
interface IsolateLists {
  version: string;
  checkedAt: number;
  lists: Map<string, Prepared>;
}
const isolateLists = new WeakMap<Database, IsolateLists>();
const listening = new WeakSet<Database>();

/** The catalogue version, from this isolate's memo while it is fresh; a write in this isolate drops the memo at once. */
async function currentLists(db: Database): Promise<IsolateLists> {
  const known = isolateLists.get(db);
  // Wall-clock time on purpose, as catalogue.ts: cache freshness, not business time.
  if (known && Date.now() - known.checkedAt < VERSION_CHECK_MS) return known;
  if (!listening.has(db)) {
    listening.add(db);
    onCatalogueBump(db, () => isolateLists.delete(db));
  }
  const version = await readCatalogueVersion(db);
  const lists = known?.version === version ? known.lists : new Map<string, Prepared>();
  const fresh = { version, checkedAt: Date.now(), lists };
  isolateLists.set(db, fresh);
  return fresh;
}

interface EdgeCache {
  match(request: Request): Promise<Response | undefined>;
  put(request: Request, response: Response): Promise<void>;
}

function edgeCache(): EdgeCache | null {
  return (globalThis as { caches?: { default?: EdgeCache } }).caches?.default ?? null;
}

/** The cache key: an internal URL, never a path the app serves. */
export function catalogueCacheKey(version: string, kind: ListKind, audience: Audience): Request {
  return new Request(`https://catalogue.internal/${encodeURIComponent(version)}/${kind}/${audience}`);
}

/** A list that needs no splicing, from this isolate's snapshot, the colo's cache, or built and cached. */
export async function cachedList(deps: Pick<DbDeps, "db" | "log">, kind: ListKind, audience: Audience): Promise<Prepared> {
  const { db, log } = deps;
  const cache = edgeCache();
  const warm = freshCatalogue(db);
  if (!cache || warm) return preparedList(warm ?? (await getCatalogue(db)), kind, audience, log);
  const memo = await currentLists(db);
  const listKey = `${kind}/${audience}`;
  const kept = memo.lists.get(listKey);
  if (kept) return kept;
  const key = catalogueCacheKey(memo.version, kind, audience);
  const hit = await cache.match(key);
  if (hit) {
    const body = new Uint8Array(await hit.arrayBuffer());
    const prepared = withGzip(log, { fragments: [], ids: [], open: [], body, etag: hit.headers.get("etag") ?? "", gzip: null });
    memo.lists.set(listKey, prepared);
    return prepared;
  }
  const prepared = preparedList(await getCatalogue(db), kind, audience, log);
  // A day at most: the version in the key, not the age, is what retires an entry.
  const headers = { "content-type": "application/json", etag: prepared.etag, "cache-control": "public, max-age=86400" };
  await cache.put(key, new Response(prepared.body.slice(), { headers }));
  // Only under the version it was built from: a write since then must not be answered with it.
  if (prepared.etag.startsWith(`W/"${memo.version}.`)) memo.lists.set(listKey, prepared);
  return prepared;
}
