import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import * as schema from "./schema.ts";
import type { Database } from "./types.ts";

export const MIGRATIONS_FOLDER = new URL("../../migrations", import.meta.url).pathname;

/**
 * Opens the embedded libSQL file (or a Turso URL) and applies pending migrations.
 * WAL with synchronous=FULL: a committed purchase survives a crash or power loss.
 * One connection to a file: the settings below are per connection, and a pooled second one would
 * run without them (no wait on a lock another process holds, no foreign keys). Its calls block the
 * event loop anyway, so a pool adds no parallelism.
 */
export async function openNodeDatabase(url: string, authToken?: string): Promise<{ db: Database; close: () => void }> {
  const client = createClient({ url, authToken, ...(url.startsWith("file:") ? { concurrency: 1 } : {}) });
  if (url.startsWith("file:")) {
    await client.execute("PRAGMA journal_mode = WAL");
    await client.execute("PRAGMA synchronous = FULL");
    await client.execute("PRAGMA busy_timeout = 5000");
  }
  await client.execute("PRAGMA foreign_keys = ON");
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db: db as unknown as Database, close: () => client.close() };
}
