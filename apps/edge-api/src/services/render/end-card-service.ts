// What the Node render service reads and writes for a claimed end-card job: the rendition to join
// the card to and the member's photo (both from the media store), and the finished file, stored
// under the branded key before the job is closed, so a download never finds neither.
import { layoutFor } from "@realty/media/frames/constants";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import type { MediaObject, MediaPort } from "../../ports/media.ts";
import type { EndCardProfile, MemberBody, RenditionName } from "../../ports/render.ts";
import { completeEndCard, type EndCardJob, heldEndCard } from "./end-card-jobs.ts";
import { captionsKey, renditionKey, voiceCaptionsKey } from "./render-keys.ts";

/** A claimed job as the render service receives it (POST …/claim). */
export interface ClaimedEndCard {
  claim: string;
  rendition: RenditionName;
  profile: EndCardProfile;
  /** Keep the body's music under the joined file (false: "no music", no audio stream). */
  music: boolean;
  /** Burn the cut's captions (GET …/captions) into the pictures, as Node's downloads do. */
  captions: boolean;
  hasPhoto: boolean;
  attempt: number;
  /** The video's render key: the service finds its source by it to draw a branded body. */
  renderKey?: string;
  /** The member's city and figures: the body is drawn in their brand from the source; null: the library body (GET …/body). */
  member?: MemberBody | null;
  /** A voice-over to lay under the finished file (GET …/voice), starting this far in; absent: none. */
  voice?: { startMs: number } | null;
}

export const CLAIM_LOST = "This job is no longer held by this claim (it was retaken or finished).";

/** The job `claimId` holds, or 409 when the claim was lost. */
export async function requireHeld(db: Database, claimId: string): Promise<EndCardJob> {
  const job = await heldEndCard(db, claimId);
  if (!job) throw new AppError("CONFLICT", CLAIM_LOST);
  return job;
}

/** The body rendition of the held job, as stored by media:build. */
export async function endCardBody(deps: { db: Database; media: MediaPort }, claimId: string): Promise<MediaObject> {
  const job = await requireHeld(deps.db, claimId);
  const body = await deps.media.get(renditionKey(job.renderKey, job.rendition));
  if (!body) throw new AppError("NOT_FOUND", `The ${job.rendition} rendition of ${job.renderKey} is not in the media store.`);
  return body;
}

/** The member's photo or logo the card shows; 404 when the card has none. */
export async function endCardPhoto(deps: { db: Database; media: MediaPort }, claimId: string): Promise<MediaObject> {
  const job = await requireHeld(deps.db, claimId);
  const photo = job.profile.photoKey ? await deps.media.get(job.profile.photoKey) : null;
  if (!photo) throw new AppError("NOT_FOUND", "This end card has no photo.");
  return photo;
}

/**
 * Stores the finished MP4 under the job's branded key, then closes the job. The store and the row
 * cannot share a batch (R2 and D1), so the file goes first: a download always finds one or the other.
 */
export async function storeEndCard(
  deps: { db: Database; media: MediaPort },
  claimId: string,
  body: ReadableStream<Uint8Array>,
): Promise<{ key: string; bytes: number }> {
  const job = await requireHeld(deps.db, claimId);
  const info = await deps.media.put(job.key, body, "video/mp4");
  if (!(await completeEndCard(deps.db, claimId))) throw new AppError("CONFLICT", CLAIM_LOST);
  return { key: job.key, bytes: info.size };
}

/** The voice-over the held job lays under its file; 404 when it has none. */
export async function endCardVoice(deps: { db: Database; media: MediaPort }, claimId: string): Promise<MediaObject> {
  const job = await requireHeld(deps.db, claimId);
  const voice = job.voiceKey ? await deps.media.get(job.voiceKey) : null;
  if (!voice) throw new AppError("NOT_FOUND", "This job has no voice-over.");
  return voice;
}

/**
 * The caption track the held job burns in: with a voice-over, the voice's (what it says); otherwise
 * its cut's own, the one the player shows. 404 when it burns none.
 */
export async function endCardCaptions(deps: { db: Database; media: MediaPort }, claimId: string): Promise<MediaObject> {
  const job = await requireHeld(deps.db, claimId);
  if (!job.captions) throw new AppError("NOT_FOUND", "This job burns in no captions.");
  const key = job.voiceKey ? voiceCaptionsKey(job.voiceKey) : captionsKey(job.renderKey, layoutFor(job.rendition).cut);
  const track = await deps.media.get(key);
  if (!track) throw new AppError("NOT_FOUND", `The captions of ${job.renderKey} are not in the media store.`);
  return track;
}
