// Recordings decoded by the render service where the app has no decoder (the Worker): one row per
// upload, claimed like an end card (one guarded UPDATE … RETURNING, a random id per claim, only its
// holder may hand back or fail the job). Decoding a take takes a second or two and the member waits
// for it, so a claim goes stale after a short silence and is retaken at once.

import type { VideoCut } from "@realty/contracts/library";
import { and, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { recordingJobs } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import type { AppErrorCode } from "../../lib/errors.ts";
import { notifyEndCardQueued } from "../render/end-card-signal.ts";
import { afterFailedAttempt } from "../render/render-jobs.ts";

export type RecordingJob = typeof recordingJobs.$inferSelect;

/** A claim silent this long (no heartbeat) belongs to a service that died: the take is decoded again. */
export const RECORDING_CLAIM_STALE_MS = 20_000;
/** A failed decode (the service's own trouble, not the file's) is tried again this soon, then twice that. */
const RETRY_BASE_MS = 2_000;

export async function queueRecordingJob(
  db: Database,
  job: { key: string; userId: number; videoId: number; cut: VideoCut; script: string },
  now: Date,
): Promise<void> {
  await db.insert(recordingJobs).values({ ...job, createdAt: now, updatedAt: now });
  // An idle render service waiting on its end-card claim comes back for this at once.
  notifyEndCardQueued(db);
  wake(job.key);
}

export async function getRecordingJob(db: Database, key: string): Promise<RecordingJob | null> {
  const [row] = await db.select().from(recordingJobs).where(eq(recordingJobs.key, key));
  return row ?? null;
}

/** The keys of a member's jobs for a video (either cut) created before `before`. */
export async function abandonedRecordingJobs(db: Database, userId: number, videoId: number, before: Date): Promise<string[]> {
  const j = recordingJobs;
  const rows = await db
    .select({ key: j.key })
    .from(j)
    .where(and(eq(j.userId, userId), eq(j.videoId, videoId), lt(j.createdAt, before)));
  return rows.map((r) => r.key);
}

export async function deleteRecordingJob(db: Database, key: string): Promise<void> {
  await db.delete(recordingJobs).where(eq(recordingJobs.key, key));
}

function dueCondition(now: Date) {
  const j = recordingJobs;
  return or(
    and(eq(j.status, "pending"), or(isNull(j.nextAttemptAt), lte(j.nextAttemptAt, now))),
    and(eq(j.status, "claimed"), lt(j.claimedAt, new Date(now.getTime() - RECORDING_CLAIM_STALE_MS))),
  );
}

/** Takes the oldest due recording under `claimId`, or null when none is due. */
export async function claimNextRecording(db: Database, claimId: string, now: Date): Promise<RecordingJob | null> {
  const j = recordingJobs;
  const due = dueCondition(now);
  const next = db.select({ key: j.key }).from(j).where(due).orderBy(j.createdAt, j.key).limit(1);
  const [row] = await db
    .update(j)
    .set({ status: "claimed", claimId, claimedAt: now, attempts: sql`${j.attempts} + 1`, updatedAt: now })
    .where(and(inArray(j.key, next), due))
    .returning();
  return row ?? null;
}

const held = (claimId: string) => and(eq(recordingJobs.claimId, claimId), eq(recordingJobs.status, "claimed"));

/** The recording `claimId` holds, or null when that claim was lost (retaken, finished, given up). */
export async function heldRecording(db: Database, claimId: string): Promise<RecordingJob | null> {
  const [row] = await db.select().from(recordingJobs).where(held(claimId));
  return row ?? null;
}

/** The claim's heartbeat while it decodes. False when the claim was lost. */
export async function touchRecording(db: Database, claimId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(recordingJobs)
    .set({ claimedAt: now, updatedAt: now })
    .where(held(claimId))
    .returning({ key: recordingJobs.key });
  return rows.length > 0;
}

/** The job's outcome, for the member's request waiting on it. False when the claim was lost meanwhile. */
export async function settleRecording(
  db: Database,
  claimId: string,
  outcome: { status: "done" } | { status: "rejected"; code: AppErrorCode; message: string },
  now: Date,
): Promise<boolean> {
  const values =
    outcome.status === "done"
      ? { status: "done" as const, error: null, errorCode: null }
      : { status: "rejected" as const, error: outcome.message, errorCode: outcome.code };
  const rows = await db
    .update(recordingJobs)
    .set({ ...values, claimId: null, updatedAt: now })
    .where(held(claimId))
    .returning({ key: recordingJobs.key });
  for (const row of rows) wake(row.key);
  return rows.length > 0;
}

/** A decode that failed for the service's own reasons: tried again soon, given up after MAX_ATTEMPTS. */
export async function failRecording(
  db: Database,
  claimId: string,
  error: string,
  now: Date,
): Promise<"retrying" | "failed" | null> {
  const job = await heldRecording(db, claimId);
  if (!job) return null;
  const next = afterFailedAttempt(job.attempts, error, now, RETRY_BASE_MS);
  await db
    .update(recordingJobs)
    .set({ ...next, claimId: null, claimedAt: null, updatedAt: now })
    .where(held(claimId));
  if (next.status === "failed") wake(job.key);
  else notifyEndCardQueued(db);
  return next.status === "failed" ? "failed" : "retrying";
}

// The member's request waits on its job: woken at once when the outcome is written in this isolate,
// else it finds the outcome on its next look at the row.
const waiting = new Map<string, Set<() => void>>();

function wake(key: string): void {
  const set = waiting.get(key);
  if (!set) return;
  waiting.delete(key);
  for (const done of set) done();
}

/** Resolves when this job's outcome is written here, or after `ms`. */
export function waitForRecording(key: string, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const set = waiting.get(key) ?? new Set<() => void>();
    waiting.set(key, set);
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      set.delete(done);
      if (set.size === 0 && waiting.get(key) === set) waiting.delete(key);
      resolve();
    }
    set.add(done);
  });
}

/** Whether a recording waits to be decoded: an idle service's end-card wait ends early for one. */
export async function hasDueRecording(db: Database, now: Date): Promise<boolean> {
  const [row] = await db.select({ key: recordingJobs.key }).from(recordingJobs).where(dueCondition(now)).limit(1);
  return Boolean(row);
}
