// Render work as job rows (render_jobs), claimed atomically like the social deliveries
// (scheduler/run-due-deliveries.ts): one UPDATE … WHERE key = (next due) RETURNING, so two
// renderers never take the same video; a claim whose heartbeat stops is retaken; a failure is
// retried with a growing pause, then left failed until the next start or media:build.
import { and, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { renderJobs } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";

export type RenderJob = typeof renderJobs.$inferSelect;
export type RenderResult = NonNullable<RenderJob["result"]>;

export const MAX_ATTEMPTS = 3;
/** Progress writes refresh the claim; a claim silent this long belongs to a renderer that died. */
export const CLAIM_STALE_MS = 3 * 60_000;
const RETRY_BASE_MS = 30_000;

export interface JobRequest {
  key: string;
  slug: string;
  priority: number;
}

/** Adds a pending job for each key not seen before; failed jobs are given another round. */
export async function enqueueRenders(db: Database, requests: JobRequest[], now: Date): Promise<void> {
  if (requests.length === 0) return;
  await db
    .insert(renderJobs)
    .values(requests.map((r) => ({ ...r, createdAt: now, updatedAt: now })))
    .onConflictDoNothing();
  await db
    .update(renderJobs)
    .set({ status: "pending", attempts: 0, error: null, nextAttemptAt: null, updatedAt: now })
    .where(
      and(
        eq(renderJobs.status, "failed"),
        inArray(
          renderJobs.key,
          requests.map((r) => r.key),
        ),
      ),
    );
}

/** Marks a done job whose files went missing (a wiped media folder) as pending again. */
export async function requeue(db: Database, key: string, now: Date): Promise<void> {
  await db
    .update(renderJobs)
    .set({ status: "pending", attempts: 0, progress: 0, result: null, error: null, nextAttemptAt: null, updatedAt: now })
    .where(eq(renderJobs.key, key));
}

function dueCondition(now: Date) {
  const j = renderJobs;
  return or(
    and(eq(j.status, "pending"), or(isNull(j.nextAttemptAt), lte(j.nextAttemptAt, now))),
    and(eq(j.status, "claimed"), lt(j.claimedAt, new Date(now.getTime() - CLAIM_STALE_MS))),
  );
}

/** Takes the most urgent due job, or null when none is due. */
export async function claimNextRender(db: Database, now: Date): Promise<RenderJob | null> {
  const j = renderJobs;
  const due = dueCondition(now);
  const next = db.select({ key: j.key }).from(j).where(due).orderBy(j.priority, j.createdAt, j.key).limit(1);
  const [row] = await db
    .update(j)
    .set({ status: "claimed", claimedAt: now, attempts: sql`${j.attempts} + 1`, progress: 0, updatedAt: now })
    .where(and(inArray(j.key, next), due))
    .returning();
  return row ?? null;
}

export async function reportProgress(db: Database, key: string, percent: number, now: Date): Promise<void> {
  await db
    .update(renderJobs)
    .set({ progress: Math.max(0, Math.min(99, Math.round(percent))), claimedAt: now, updatedAt: now })
    .where(and(eq(renderJobs.key, key), eq(renderJobs.status, "claimed")));
}

export async function completeRender(db: Database, key: string, result: RenderResult, now: Date): Promise<void> {
  await db
    .update(renderJobs)
    .set({ status: "done", progress: 100, result, error: null, claimedAt: null, updatedAt: now })
    .where(eq(renderJobs.key, key));
}

/**
 * A job's columns after its `attempts`-th attempt failed (render and end-card jobs alike): pending
 * again after `retryBaseMs`, twice that after the next failure…, failed for good after MAX_ATTEMPTS.
 */
export function afterFailedAttempt(attempts: number, error: string, now: Date, retryBaseMs: number) {
  const final = attempts >= MAX_ATTEMPTS;
  return {
    status: final ? ("failed" as const) : ("pending" as const),
    error: error.slice(0, 1000),
    nextAttemptAt: final ? null : new Date(now.getTime() + retryBaseMs * 2 ** (attempts - 1)),
  };
}

/** A failed attempt: retried after 30 s, 60 s…, failed for good after MAX_ATTEMPTS. */
export async function failRender(db: Database, job: RenderJob, error: string, now: Date): Promise<"retrying" | "failed"> {
  const next = afterFailedAttempt(job.attempts, error, now, RETRY_BASE_MS);
  await db
    .update(renderJobs)
    .set({ ...next, claimedAt: null, updatedAt: now })
    .where(eq(renderJobs.key, job.key));
  return next.status === "failed" ? "failed" : "retrying";
}

export async function getRenderJob(db: Database, key: string): Promise<RenderJob | null> {
  const [row] = await db.select().from(renderJobs).where(eq(renderJobs.key, key));
  return row ?? null;
}

/** When the earliest retry among `keys` falls due, or null when none is waiting. */
export async function nextRetryAt(db: Database, keys: string[]): Promise<Date | null> {
  if (keys.length === 0) return null;
  const rows = await db
    .select({ at: renderJobs.nextAttemptAt })
    .from(renderJobs)
    .where(and(eq(renderJobs.status, "pending"), inArray(renderJobs.key, keys)))
    .orderBy(renderJobs.nextAttemptAt);
  return rows.find((r) => r.at)?.at ?? null;
}

/** Hands a claimed job back (its renderer is stopping), so the next renderer takes it at once. */
export async function releaseRender(db: Database, key: string, now: Date): Promise<void> {
  await db
    .update(renderJobs)
    .set({ status: "pending", attempts: sql`max(${renderJobs.attempts} - 1, 0)`, progress: 0, claimedAt: null, updatedAt: now })
    .where(and(eq(renderJobs.key, key), eq(renderJobs.status, "claimed")));
}
