// On Workers, the per-tier catalogue lists also live in the Cache API (caches.default), keyed by the
// catalogue version: a new isolate in a colo answers them from the colo's cache instead of loading
// the whole catalogue from D1. The version row changes on every content write (catalogue-version.ts),
// so a stale entry is never asked for again. Node has no Cache API and keeps its in-process snapshot.
import type { DbDeps } from "../service-deps.ts";
import type { Audience } from "./access.ts";
import { freshCatalogue, getCatalogue } from "./catalogue.ts";
import { readCatalogueVersion } from "./catalogue-version.ts";
import { type ListKind, type Prepared, preparedList } from "./responses.ts";

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
  const key = catalogueCacheKey(await readCatalogueVersion(db), kind, audience);
  const hit = await cache.match(key);
  if (hit) {
    const body = new Uint8Array(await hit.arrayBuffer());
    return { fragments: [], ids: [], open: [], body, etag: hit.headers.get("etag") ?? "", gzip: null };
  }
  const prepared = preparedList(await getCatalogue(db), kind, audience, log);
  // A day at most: the version in the key, not the age, is what retires an entry.
  const headers = { "content-type": "application/json", etag: prepared.etag, "cache-control": "public, max-age=86400" };
  await cache.put(key, new Response(prepared.body.slice(), { headers }));
  return prepared;
}
