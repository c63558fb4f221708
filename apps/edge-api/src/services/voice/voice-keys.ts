// Where a member's voice-overs live in the media store: under their id and the video's, so they are
// never served by file name (only the voice routes read them) and are easy to remove with the member.
// Each cut has its own voice-over (the short cut reads its own, shorter lines): the full video's
// folder is the video's, the short cut's a folder inside it.
import { createHash } from "node:crypto";
import type { VideoCut } from "@realty/contracts/library";
import type { VoiceKind } from "@realty/contracts/voice-over";
import { voiceCaptionsKey } from "../render/render-keys.ts";

/** Whose voice-over of which cut of which video. */
export interface VoiceSlot {
  userId: number;
  videoId: number;
  cut: VideoCut;
}

const folder = ({ userId, videoId, cut }: VoiceSlot) => `voice-overs/${userId}/${videoId}${cut === "short" ? "/short" : ""}`;

/** The member's current voice track of a kind, as its description (VoiceTrack JSON). */
export const currentVoiceKey = (slot: VoiceSlot, kind: VoiceKind) => `${folder(slot)}/${kind}.json`;

/** An AI voice's audio, named by what it was made from: the same script and voice are never paid for twice. */
export const aiVoiceAudioKey = (slot: VoiceSlot, hash: string) => `${folder(slot)}/ai-${hash}.wav`;
export const aiVoiceTrackKey = (slot: VoiceSlot, hash: string) => `${folder(slot)}/ai-${hash}.json`;

/** A recording's audio, named by its content (a new take is a new file; the old one is removed). */
export const recordingAudioKey = (slot: VoiceSlot, hash: string) => `${folder(slot)}/mine-${hash}.wav`;

/** A raw take waiting for the render service to decode it (where the app has no decoder). */
export const recordingUploadKey = (slot: VoiceSlot, token: string) => `${folder(slot)}/upload-${token}.bin`;

export { voiceCaptionsKey };

export function shortHash(...parts: (string | Uint8Array)[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\u0000");
  return hash.digest("hex").slice(0, 16);
}
