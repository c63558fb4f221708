// The local D1 database and R2 bucket that `wrangler dev --local --persist-to DIR` serves, opened
// from Node through Miniflare (wrangler's own local runtime), so the seed, the admin bootstrap and
// the media upload run the same code against the same binding the Worker uses, without a server.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { drizzle } from "drizzle-orm/d1";
import { convertV4MiniflareOptions, Miniflare } from "miniflare";
import * as schema from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { contentTypeForKey } from "../../ports/media.ts";

/** As in wrangler.toml: the D1 id and bucket name wrangler keys local storage by. */
export const D1_ID = "00000000-0000-0000-0000-000000000000";
export const BUCKET = "realtyreels-media";

export interface LocalBindings {
  db: Database;
  bucket: Awaited<ReturnType<Miniflare["getR2Bucket"]>>;
  dispose(): Promise<void>;
}

export async function openLocalBindings(persistTo: string): Promise<LocalBindings> {
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: "export default {}",
      resourcePersistencePath: join(persistTo, "v3"),
      d1Databases: { DB: D1_ID },
      r2Buckets: { MEDIA: BUCKET },
    }),
  );
  const d1 = await mf.getD1Database("DB");
  const db = drizzle(d1 as unknown as Parameters<typeof drizzle>[0], { schema }) as unknown as Database;
  return { db, bucket: await mf.getR2Bucket("MEDIA"), dispose: () => mf.dispose() };
}

function filesUnder(root: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(root, { recursive: true, encoding: "utf8" });
  } catch {
    return [];
  }
  return entries.map((e) => join(root, e)).filter((p) => statSync(p).isFile());
}

/** The media the Worker serves by key: the library's files and anything rendered or uploaded under DATA_DIR/media. */
export function mediaFiles(roots: string[]): { key: string; path: string }[] {
  const byKey = new Map<string, string>();
  for (const root of roots) {
    for (const path of filesUnder(root)) {
      const key = relative(root, path).split("\\").join("/");
      if (/\.(md|sh|json)$/.test(key) || key.split("/").some((part) => part.startsWith("."))) continue;
      byKey.set(key, path);
    }
  }
  return [...byKey].map(([key, path]) => ({ key, path }));
}

/** Puts each file whose key is missing or has another size; answers how many were written. */
export async function uploadMedia(bucket: LocalBindings["bucket"], files: { key: string; path: string }[]): Promise<number> {
  let written = 0;
  for (const { key, path } of files) {
    const size = statSync(path).size;
    const head = await bucket.head(key);
    if (head && head.size === size) continue;
    await bucket.put(key, readFileSync(path), { httpMetadata: { contentType: contentTypeForKey(key) } });
    written++;
  }
  return written;
}
