// A voice track as stored beside its audio: what it reads, how long it is, where it starts in the
// video and when each sentence is spoken (the captions of a voiced download).
import type { VoiceKind, VoiceOverSummary } from "@realty/contracts/voice-over";
import { speechSpans } from "@realty/media/audio/speech-spans";
import { type Cue, voiceCues } from "@realty/media/audio/voice-cues";
import { durationSeconds, readWav } from "@realty/media/audio/wav";
import { readMediaBytes } from "../../lib/media-bytes.ts";
import type { MediaPort } from "../../ports/media.ts";
import { currentVoiceKey, type VoiceSlot } from "./voice-keys.ts";

export interface VoiceTrack {
  kind: VoiceKind;
  /** Names the track in cache keys of voiced downloads. */
  id: string;
  audioKey: string;
  script: string;
  seconds: number;
  /** Seconds into the video where the voice starts. */
  voiceStart: number;
  cues: Cue[];
}

/** The script's sentences, one caption each: its lines, split again at sentence ends. */
export function scriptSentences(script: string): string[] {
  return script
    .split(/\n+|(?<=[.!?])\s+(?=\p{Lu}|\d|")/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Reads the WAV and times the script on it; null when the bytes are not WAV. */
export function describeTrack(
  wav: Uint8Array,
  parts: Pick<VoiceTrack, "kind" | "id" | "audioKey" | "script" | "voiceStart">,
): VoiceTrack | null {
  const pcm = readWav(wav);
  if (!pcm) return null;
  return {
    ...parts,
    seconds: Math.round(durationSeconds(pcm) * 1000) / 1000,
    cues: voiceCues(scriptSentences(parts.script), speechSpans(pcm)),
  };
}

export async function readTrack(media: MediaPort, key: string): Promise<VoiceTrack | null> {
  const bytes = await readMediaBytes(media, key);
  return bytes ? (JSON.parse(new TextDecoder().decode(bytes)) as VoiceTrack) : null;
}

export async function writeTrack(media: MediaPort, key: string, track: VoiceTrack): Promise<void> {
  await media.put(key, new TextEncoder().encode(JSON.stringify(track)), "application/json");
}

export function currentTrack(media: MediaPort, slot: VoiceSlot, kind: VoiceKind): Promise<VoiceTrack | null> {
  return readTrack(media, currentVoiceKey(slot, kind));
}

export function summary(track: VoiceTrack | null): VoiceOverSummary | null {
  return track ? { seconds: track.seconds, script: track.script } : null;
}
