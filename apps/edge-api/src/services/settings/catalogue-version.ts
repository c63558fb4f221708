// The catalogue's version: an opaque token in the settings table, replaced after every change to
// scripts, videos, posts or the homepage video. Each process keeps a snapshot of the catalogue and
// reloads it when the token it last saw differs (see catalogue.ts).
import { eq } from "drizzle-orm";
import { settings } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";

export const CATALOGUE_VERSION_KEY = "catalogue.version";

/** In-process listeners, so a bump is seen at once by this process's snapshot. */
const listeners = new WeakMap<Database, Set<() => void>>();

export function onCatalogueBump(db: Database, listener: () => void): void {
  const set = listeners.get(db) ?? new Set();
  set.add(listener);
  listeners.set(db, set);
}

export async function readCatalogueVersion(db: Database): Promise<string> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, CATALOGUE_VERSION_KEY));
  return typeof row?.value === "string" ? row.value : "0";
}

function newVersion(now: Date): string {
  return `${now.getTime().toString(36)}-${crypto.randomUUID().slice(0, 8)}`;
}

/** The bump as a statement, for writes that batch it with their rows (db/batch.ts); then call notifyCatalogueBump. */
export function catalogueBumpStatement(db: Database, now: Date = new Date()) {
  const value = newVersion(now);
  return db
    .insert(settings)
    .values({ key: CATALOGUE_VERSION_KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
}

/** Tells this process's snapshot that a batch with catalogueBumpStatement committed. */
export function notifyCatalogueBump(db: Database): void {
  for (const listener of listeners.get(db) ?? []) listener();
}

/**
 * Call after any edit to scripts, videos, social posts or the homepage video (admin routes, seed).
 * This process drops its snapshot at once; other processes and Worker isolates within a second.
 */
export async function bumpCatalogueVersion(db: Database, now: Date = new Date()): Promise<string> {
  const value = newVersion(now);
  await db
    .insert(settings)
    .values({ key: CATALOGUE_VERSION_KEY, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
  notifyCatalogueBump(db);
  return value;
}
