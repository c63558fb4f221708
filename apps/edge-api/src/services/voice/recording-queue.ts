// A recording where the app has no decoder (the Worker): the checks the upload allows run first, the
// raw take waits in the media store while the Node render service decodes it from a job
// (recording-jobs.ts), and the WAV it hands back goes through the same checks and storing as on Node
// (recorded-voice.ts). The member's request waits for that outcome, so it answers as Node answers;
// a request that waited too long gives the job up and asks the member to save again.
import type { Database } from "../../db/types.ts";
import { AppError, type AppErrorCode } from "../../lib/errors.ts";
import { randomToken } from "../../lib/tokens.ts";
import type { MediaObject, MediaPort } from "../../ports/media.ts";
import { CLAIM_LOST } from "../render/end-card-service.ts";
import { checkRecordingUpload, RECORDING_NOT_AUDIO, storeDecodedRecording } from "./recorded-voice.ts";
import {
  abandonedRecordingJobs,
  deleteRecordingJob,
  getRecordingJob,
  heldRecording,
  queueRecordingJob,
  type RecordingJob,
  settleRecording,
  waitForRecording,
} from "./recording-jobs.ts";
import { recordingUploadKey, type VoiceSlot } from "./voice-keys.ts";
import { currentTrack, type VoiceTrack } from "./voice-track.ts";

/** How long the member's save waits for the render service: a take decodes in a second or two. */
export const RECORDING_WAIT_MS = 45_000;
/** Between looks at the job's row, for an outcome written by another isolate. */
const RECHECK_MS = 1_500;

export const RECORDING_NOT_PROCESSED = "We couldn't process your recording just now. Please save it again in a moment.";

export interface QueueDeps {
  db: Database;
  media: MediaPort;
  now: () => Date;
}

/** Queues the take for the render service and answers with the stored track, or the error Node would give. */
export async function saveRecordingThroughService(
  deps: QueueDeps,
  take: VoiceSlot & { script: string },
  recording: Uint8Array,
  waitMs = RECORDING_WAIT_MS,
): Promise<VoiceTrack> {
  checkRecordingUpload(recording);
  await clearAbandoned(deps, take.userId, take.videoId);
  const key = recordingUploadKey(take, randomToken(12));
  try {
    await deps.media.put(key, recording, "application/octet-stream");
    await queueRecordingJob(deps.db, { key, ...take }, deps.now());
    const job = await awaitOutcome(deps.db, key, waitMs);
    if (job?.status === "rejected") throw new AppError(rejectedCode(job.errorCode), job.error ?? RECORDING_NOT_AUDIO);
    if (job?.status === "done") {
      const track = await currentTrack(deps.media, take, "mine");
      if (track) return track;
    }
    throw new AppError("UNAVAILABLE", RECORDING_NOT_PROCESSED, undefined, 30);
  } finally {
    // Settled or given up, the job and the raw take go: a late upload finds its claim lost.
    await deleteRecordingJob(deps.db, key);
    await deps.media.delete(key);
  }
}

/**
 * Jobs of this member and video whose save is long over: left by a request that ended without its
 * clean-up (the member closed the tab and the runtime dropped the request). They and their raw takes go.
 */
async function clearAbandoned(deps: QueueDeps, userId: number, videoId: number): Promise<void> {
  const before = new Date(deps.now().getTime() - 2 * RECORDING_WAIT_MS);
  for (const key of await abandonedRecordingJobs(deps.db, userId, videoId, before)) {
    await deps.media.delete(key);
    await deleteRecordingJob(deps.db, key);
  }
}

/** The checks refuse a take as not audio (415) or for its length or silence (400), as on Node. */
const rejectedCode = (code: string | null): AppErrorCode => (code === "UNSUPPORTED_MEDIA" ? code : "BAD_REQUEST");

/** The job once it is done, rejected or failed for good; as it stands when the wait runs out otherwise. */
async function awaitOutcome(db: Database, key: string, waitMs: number): Promise<RecordingJob | null> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const job = await getRecordingJob(db, key);
    if (!job || job.status === "done" || job.status === "rejected" || job.status === "failed") return job;
    const left = deadline - Date.now();
    if (left <= 0) return job;
    await waitForRecording(key, Math.min(left, RECHECK_MS));
  }
}

/** The held job, or 409 when the claim was lost. */
async function requireHeldRecording(db: Database, claimId: string): Promise<RecordingJob> {
  const job = await heldRecording(db, claimId);
  if (!job) throw new AppError("CONFLICT", CLAIM_LOST);
  return job;
}

/** The raw take the held job decodes. */
export async function recordingUpload(deps: { db: Database; media: MediaPort }, claimId: string): Promise<MediaObject> {
  const job = await requireHeldRecording(deps.db, claimId);
  const raw = await deps.media.get(job.key);
  if (!raw) throw new AppError("NOT_FOUND", "The recording is no longer in the media store.");
  return raw;
}

/**
 * The render service's WAV: checked and stored as Node does, and the outcome (the take stored, or
 * the member's error) written for the waiting request. The service's own answer is 200 either way:
 * a take the checks refuse is the member's to fix, not a failed decode to try again.
 */
export async function acceptDecodedRecording(
  deps: { db: Database; media: MediaPort; now: () => Date },
  claimId: string,
  wav: Uint8Array,
): Promise<{ status: "done" | "rejected" }> {
  const job = await requireHeldRecording(deps.db, claimId);
  try {
    await storeDecodedRecording(deps.media, job, wav, job.script);
  } catch (err) {
    if (!(err instanceof AppError) || err.status >= 500) throw err;
    await settleOrLost(deps.db, claimId, { status: "rejected", code: err.code, message: err.message }, deps.now());
    return { status: "rejected" };
  }
  await settleOrLost(deps.db, claimId, { status: "done" }, deps.now());
  return { status: "done" };
}

/** The service could not decode the take at all: on Node the member hears it is not a usable recording. */
export async function rejectUndecodable(deps: { db: Database; now: () => Date }, claimId: string): Promise<void> {
  await requireHeldRecording(deps.db, claimId);
  await settleOrLost(
    deps.db,
    claimId,
    { status: "rejected", code: "UNSUPPORTED_MEDIA", message: RECORDING_NOT_AUDIO },
    deps.now(),
  );
}

async function settleOrLost(db: Database, claimId: string, outcome: Parameters<typeof settleRecording>[2], now: Date) {
  if (!(await settleRecording(db, claimId, outcome, now))) throw new AppError("CONFLICT", CLAIM_LOST);
}
