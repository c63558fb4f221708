// Runs before each workerd test file: D1 migrated with the repo's migrations (as `wrangler d1
// migrations apply` does) and the library seeded by the same code `npm start` uses.
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "../db/schema.ts";
import type { Database } from "../db/types.ts";
import { applyLibraryRows, type LibraryRows } from "../services/seed/seed.ts";

export const SEED_TIME = new Date("2026-01-15T12:00:00Z");

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
const db = drizzle(env.DB, { schema }) as unknown as Database;
await applyLibraryRows(db, JSON.parse(env.TEST_LIBRARY) as LibraryRows, SEED_TIME);
