// Where a member's voice-overs live in the media store: under their id and the video's, so they are
// never served by file name (only the voice routes read them) and are easy to remove with the member.
import { createHash } from "node:crypto";
import type { VoiceKind } from "@realty/contracts/voice-over";

const folder = (userId: number, videoId: number) => `voice-overs/${userId}/${videoId}`;

/** The member's current voice track of a kind, as its description (VoiceTrack JSON). */
export const currentVoiceKey = (userId: number, videoId: number, kind: VoiceKind) => `${folder(userId, videoId)}/${kind}.json`;

/** An AI voice's audio, named by what it was made from: the same script and voice are never paid for twice. */
export const aiVoiceAudioKey = (userId: number, videoId: number, hash: string) => `${folder(userId, videoId)}/ai-${hash}.wav`;
export const aiVoiceTrackKey = (userId: number, videoId: number, hash: string) => `${folder(userId, videoId)}/ai-${hash}.json`;

/** A recording's audio, named by its content (a new take is a new file; the old one is removed). */
export const recordingAudioKey = (userId: number, videoId: number, hash: string) => `${folder(userId, videoId)}/mine-${hash}.wav`;

export function shortHash(...parts: (string | Uint8Array)[]): string {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\u0000");
  return hash.digest("hex").slice(0, 16);
}
