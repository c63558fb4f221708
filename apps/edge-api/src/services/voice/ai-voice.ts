// The AI voice-over of a video: the member's script read by the AI port's text-to-speech, stored
// per member, video and exactly what was read (script, model, voice), so asking again for the same
// script costs nothing and a changed script makes a new one.

import { AppError } from "../../lib/errors.ts";
import type { Log } from "../../lib/log.ts";
import type { MediaPort } from "../../ports/media.ts";
import type { SpeechFailure, SpeechPort } from "../../ports/speech.ts";
import { aiVoiceAudioKey, aiVoiceTrackKey, currentVoiceKey, shortHash, type VoiceSlot, voiceCaptionsKey } from "./voice-keys.ts";
import { describeTrack, readTrack, type VoiceTrack, writeTrack } from "./voice-track.ts";

/** The AI voice starts just after the hook appears, so the first word lands on a picture. */
export const AI_VOICE_START_SECONDS = 0.3;

export const AI_VOICE_UNAVAILABLE = "AI voice-overs are not available on this site. You can record your own voice-over instead.";
export const AI_VOICE_BUSY = "The AI voice is busy right now. Please try again in a minute.";
export const AI_VOICE_FAILED = "We couldn't make your AI voice-over just now. Please try again in a moment, or record your own.";

function failureError(failure: SpeechFailure): AppError {
  if (failure === "unavailable") return new AppError("UNAVAILABLE", AI_VOICE_UNAVAILABLE);
  if (failure === "rate_limited") return new AppError("UNAVAILABLE", AI_VOICE_BUSY, undefined, 60);
  return new AppError("UPSTREAM", AI_VOICE_FAILED);
}

export interface AiVoiceDeps {
  media: MediaPort;
  speech?: SpeechPort | undefined;
  log?: Pick<Log, "error"> | undefined;
}

const inFlight = new Map<string, Promise<{ track: VoiceTrack; cached: boolean }>>();

/** The member's AI voice-over of `script` for this video, made now unless it already exists. */
export function aiVoiceOver(deps: AiVoiceDeps, slot: VoiceSlot, script: string): Promise<{ track: VoiceTrack; cached: boolean }> {
  const speech = deps.speech;
  if (!speech || speech.kind === "none") return Promise.reject(failureError("unavailable"));
  const hash = shortHash(speech.model, speech.voice, script);
  const trackKey = aiVoiceTrackKey(slot, hash);
  const running = inFlight.get(trackKey);
  if (running) return running;
  const job = (async () => {
    const stored = await readTrack(deps.media, trackKey);
    if (stored && (await deps.media.head(stored.audioKey))) {
      await writeTrack(deps.media, currentVoiceKey(slot, "ai"), stored);
      return { track: stored, cached: true };
    }
    const result = await speech.synthesize(script);
    if (!result.ok) {
      deps.log?.error(`Text to speech failed: ${result.reason}`);
      throw failureError(result.failure);
    }
    const previous = await readTrack(deps.media, currentVoiceKey(slot, "ai"));
    const audioKey = aiVoiceAudioKey(slot, hash);
    const track = describeTrack(result.wav, {
      kind: "ai",
      id: `ai-${hash}`,
      audioKey,
      script,
      voiceStart: AI_VOICE_START_SECONDS,
    });
    if (!track) throw failureError("bad_audio");
    await deps.media.put(audioKey, result.wav, "audio/wav");
    await writeTrack(deps.media, trackKey, track);
    await writeTrack(deps.media, currentVoiceKey(slot, "ai"), track);
    // One AI voice per member and video is kept: a new script replaces the old one's files.
    if (previous && previous.audioKey !== audioKey) {
      await deps.media.delete(previous.audioKey);
      await deps.media.delete(previous.audioKey.replace(/\.wav$/, ".json"));
      await deps.media.delete(voiceCaptionsKey(previous.audioKey));
    }
    return { track, cached: false };
  })().finally(() => inFlight.delete(trackKey));
  inFlight.set(trackKey, job);
  return job;
}
