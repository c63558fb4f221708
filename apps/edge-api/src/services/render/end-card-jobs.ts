// Branded downloads on a runtime that cannot encode (the Worker): each missing branded file is an
// end_card_jobs row, claimed by the Node render service over /api/internal/render (routes/internal)
// with one guarded UPDATE … RETURNING, like render-jobs.ts, so two services never take the same
// card; a claim whose heartbeat stops is retaken. Each claim carries a random id, and only its
// holder may report progress, upload or fail the job, so a retaken claim's old holder cannot.

import { and, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { endCardJobs } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import type { EndCardProfile, MemberBody, RenditionName } from "../../ports/render.ts";
import { notifyEndCardQueued } from "./end-card-signal.ts";
import { afterFailedAttempt, CLAIM_STALE_MS } from "./render-jobs.ts";

export type EndCardJob = typeof endCardJobs.$inferSelect;

/** A member asking again this long after a failure gets a fresh round of attempts. */
export const FAILED_RETRY_MS = 60_000;
const RETRY_BASE_MS = 10_000;

export interface EndCardRequest {
  key: string;
  /** Whose card: the job goes with the account. */
  userId: number;
  renderKey: string;
  rendition: RenditionName;
  profile: EndCardProfile;
  /** False when the member chose "no music": the file then has no audio stream. */
  music: boolean;
  /** True when the member chose burned-in captions: the cut's caption track drawn into the pictures. */
  captions?: boolean | undefined;
  /** The member's city and figures when the body is drawn in their brand; absent: the library rendition. */
  memberBody?: MemberBody | undefined;
  /** A voice-over laid under the branded file: the voice's audio key and where it starts. */
  voice?: { audioKey: string; startMs: number } | undefined;
}

/**
 * The job for a branded file the media store does not hold, created once however often it is
 * asked for. A failed one asked for again after a pause is given another round.
 */
export async function requestEndCard(db: Database, request: EndCardRequest, now: Date): Promise<EndCardJob> {
  const j = endCardJobs;
  const { voice, ...card } = request;
  const voiceColumns = voice ? { voiceKey: voice.audioKey, voiceStartMs: voice.startMs } : {};
  const inserted = await db
    .insert(j)
    .values({ ...card, ...voiceColumns, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ key: j.key });
  if (inserted.length > 0) notifyEndCardQueued(db);
  const again = and(eq(j.status, "failed"), lt(j.updatedAt, new Date(now.getTime() - FAILED_RETRY_MS)));
  const [requeued] = await db
    .update(j)
    .set({ status: "pending", attempts: 0, progress: 0, error: null, claimId: null, nextAttemptAt: null, updatedAt: now })
    .where(and(eq(j.key, request.key), again))
    .returning();
  if (requeued) {
    notifyEndCardQueued(db);
    return requeued;
  }
  const job = await getEndCardJob(db, request.key);
  if (!job) throw new Error(`end card job ${request.key} vanished`);
  return job;
}

export async function getEndCardJob(db: Database, key: string): Promise<EndCardJob | null> {
  const [row] = await db.select().from(endCardJobs).where(eq(endCardJobs.key, key));
  return row ?? null;
}

function dueCondition(now: Date) {
  const j = endCardJobs;
  return or(
    and(eq(j.status, "pending"), or(isNull(j.nextAttemptAt), lte(j.nextAttemptAt, now))),
    and(eq(j.status, "claimed"), lt(j.claimedAt, new Date(now.getTime() - CLAIM_STALE_MS))),
  );
}

/** Takes the oldest due job under `claimId`, or null when none is due. */
export async function claimNextEndCard(db: Database, claimId: string, now: Date): Promise<EndCardJob | null> {
  const j = endCardJobs;
  const due = dueCondition(now);
  const next = db.select({ key: j.key }).from(j).where(due).orderBy(j.createdAt, j.key).limit(1);
  const [row] = await db
    .update(j)
    .set({ status: "claimed", claimId, claimedAt: now, attempts: sql`${j.attempts} + 1`, progress: 0, updatedAt: now })
    .where(and(inArray(j.key, next), due))
    .returning();
  return row ?? null;
}

// A claim id is random and names one claim of one job, so it alone identifies the job held.
const held = (claimId: string) => and(eq(endCardJobs.claimId, claimId), eq(endCardJobs.status, "claimed"));

/** The job `claimId` holds, or null when that claim was lost (retaken, finished, failed). */
export async function heldEndCard(db: Database, claimId: string): Promise<EndCardJob | null> {
  const [row] = await db.select().from(endCardJobs).where(held(claimId));
  return row ?? null;
}

/** Progress is also the claim's heartbeat. False when the claim was lost. */
export async function reportEndCardProgress(db: Database, claimId: string, percent: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(endCardJobs)
    .set({ progress: Math.max(0, Math.min(99, Math.round(percent))), claimedAt: now, updatedAt: now })
    .where(held(claimId))
    .returning({ key: endCardJobs.key });
  return rows.length > 0;
}

/**
 * Ends the job once its file is stored: the file is the record from then on (downloads look for it
 * first), so the row, with the member's details on it, goes. False when the claim was lost meanwhile.
 */
export async function completeEndCard(db: Database, claimId: string): Promise<boolean> {
  const rows = await db.delete(endCardJobs).where(held(claimId)).returning({ key: endCardJobs.key });
  return rows.length > 0;
}

/** A failed attempt: retried after 10 s, 20 s…, failed for good after MAX_ATTEMPTS. Null when the claim was lost. */
export async function failEndCard(
  db: Database,
  claimId: string,
  error: string,
  now: Date,
): Promise<"retrying" | "failed" | null> {
  const job = await heldEndCard(db, claimId);
  if (!job) return null;
  const next = afterFailedAttempt(job.attempts, error, now, RETRY_BASE_MS);
  await db
    .update(endCardJobs)
    .set({ ...next, claimId: null, claimedAt: null, updatedAt: now })
    .where(held(claimId));
  return next.status === "failed" ? "failed" : "retrying";
}
