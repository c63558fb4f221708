// The daily clean-up: rows that are past any use are deleted, so the tables stay small.
// - sessions past their idle or absolute expiry (a sign-in never reads them again);
// - rate-limit counters whose window has closed (the next hit starts a fresh window anyway);
// - analytics events older than ANALYTICS_RETENTION_DAYS, the period the privacy page states, and
//   the sender keys of events older than a day (they only serve the flood check's 15-minute window).
// Deletes go in chunks, so one run stays within D1's per-statement time and per-invocation
// query limits however much has piled up; what a run leaves, the next day's run takes.
import { ANALYTICS_RETENTION_DAYS } from "@realty/contracts/analytics";
import { sql } from "drizzle-orm";
import type { AppDeps } from "../ports/app-deps.ts";

type DbDeps = Pick<AppDeps, "db">;

const DAY_MS = 24 * 60 * 60_000;
/** Rows per DELETE. */
const CHUNK = 5_000;
/** DELETEs per table per run: 20 x 5,000 = 100,000 rows of each kind a day at most. */
const MAX_CHUNKS = 20;

export interface RetentionReport {
  sessions: number;
  rateLimits: number;
  analyticsEvents: number;
  analyticsKeysCleared: number;
}

/** Runs `change` (a statement over up to `limit` rows, answering one row per row changed) chunk by chunk. */
async function inChunks(deps: DbDeps, change: (limit: number) => ReturnType<typeof sql>): Promise<number> {
  let changed = 0;
  for (let i = 0; i < MAX_CHUNKS; i++) {
    const rows = await deps.db.all<{ n: number }>(change(CHUNK));
    changed += rows.length;
    if (rows.length < CHUNK) break;
  }
  return changed;
}

/** Deletes up to CHUNK x MAX_CHUNKS rows matched by `select` (a SELECT of rowids), chunk by chunk. */
function deleteInChunks(deps: DbDeps, table: string, select: (limit: number) => ReturnType<typeof sql>): Promise<number> {
  return inChunks(deps, (limit) => sql`DELETE FROM ${sql.identifier(table)} WHERE rowid IN (${select(limit)}) RETURNING 1 AS n`);
}

export async function purgeExpiredRows(deps: DbDeps, now: Date): Promise<RetentionReport> {
  const at = now.getTime();
  const analyticsCutoff = at - ANALYTICS_RETENTION_DAYS * DAY_MS;
  return {
    sessions: await deleteInChunks(
      deps,
      "sessions",
      (limit) => sql`SELECT rowid FROM sessions WHERE expires_at <= ${at} OR absolute_expires_at <= ${at} LIMIT ${limit}`,
    ),
    rateLimits: await deleteInChunks(
      deps,
      "rate_limits",
      (limit) => sql`SELECT rowid FROM rate_limits WHERE reset_at <= ${at} LIMIT ${limit}`,
    ),
    analyticsEvents: await deleteInChunks(
      deps,
      "analytics_events",
      (limit) => sql`SELECT rowid FROM analytics_events WHERE created_at < ${analyticsCutoff} LIMIT ${limit}`,
    ),
    analyticsKeysCleared: await inChunks(
      deps,
      (limit) => sql`UPDATE analytics_events SET client_key = NULL WHERE rowid IN (
        SELECT rowid FROM analytics_events WHERE client_key IS NOT NULL AND created_at < ${at - DAY_MS} LIMIT ${limit}
      ) RETURNING 1 AS n`,
    ),
  };
}
