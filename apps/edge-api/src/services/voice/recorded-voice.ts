// "Record my voice-over": the member's recording, bounded before it is decoded (size while it
// streams in, type by its first bytes), decoded once into WAV (duration bounded), timed against the
// script they read, stored, and the previous take removed. Where the app has no decoder (the
// Worker), the Node render service decodes it from a job (recording-queue.ts) and the same checks
// run here on its WAV, so the member gets the same answer on both runtimes.
import { RECORDING_MAX_BYTES, RECORDING_MAX_SECONDS, RECORDING_MIN_SECONDS } from "@realty/contracts/voice-over";
import { AppError } from "../../lib/errors.ts";
import type { MediaPort } from "../../ports/media.ts";
import type { VoiceMixPort } from "../../ports/voice-mix.ts";
import { currentVoiceKey, recordingAudioKey, shortHash, type VoiceSlot, voiceCaptionsKey } from "./voice-keys.ts";
import { currentTrack, describeTrack, type VoiceTrack, writeTrack } from "./voice-track.ts";

export const RECORDING_TOO_LARGE = `Your recording is too large. Keep it under ${RECORDING_MAX_SECONDS} seconds and try again.`;
export const RECORDING_NOT_AUDIO =
  "That file is not a recording we can use. Record in the browser, or upload WebM, Ogg, MP4 or WAV audio.";
export const RECORDING_TOO_LONG = `Your recording is longer than ${RECORDING_MAX_SECONDS} seconds. Record it again a little shorter.`;
export const RECORDING_TOO_SHORT = "Your recording is too short. Read the script while the video plays, then save it.";
export const RECORDING_SILENT = "We couldn't hear anything in your recording. Check your microphone and record it again.";
export const RECORDING_NOT_HERE = "Recording a voice-over is not available on this server yet.";

/** One second past the limit is decoded, which tells "too long" from "exactly at the limit". */
export const RECORDING_DECODE_SECONDS = RECORDING_MAX_SECONDS + 1;

/** The first bytes of the containers a browser's MediaRecorder writes (and plain WAV). */
export function isRecordingContainer(head: Uint8Array): boolean {
  const text = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  const webm = head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3;
  return webm || text(0, 4) === "OggS" || text(4, 8) === "ftyp" || (text(0, 4) === "RIFF" && text(8, 12) === "WAVE");
}

export interface RecordingDeps {
  media: MediaPort;
  voiceMix?: VoiceMixPort | undefined;
}

/** What can be told from the upload itself, before anything decodes it. */
export function checkRecordingUpload(recording: Uint8Array): void {
  if (recording.length > RECORDING_MAX_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", RECORDING_TOO_LARGE);
  if (!isRecordingContainer(recording.subarray(0, 12))) throw new AppError("UNSUPPORTED_MEDIA", RECORDING_NOT_AUDIO);
}

/** Stores a new take of the member's voice-over of this video (bytes already bounded by the route). */
export async function saveRecording(
  deps: RecordingDeps,
  slot: VoiceSlot,
  recording: Uint8Array,
  script: string,
): Promise<VoiceTrack> {
  checkRecordingUpload(recording);
  if (!deps.voiceMix) throw new AppError("UNAVAILABLE", RECORDING_NOT_HERE);
  const wav = await deps.voiceMix.recordingToWav(recording, RECORDING_DECODE_SECONDS);
  if (!wav) throw new AppError("UNSUPPORTED_MEDIA", RECORDING_NOT_AUDIO);
  return storeDecodedRecording(deps.media, slot, wav, script);
}

/** The checks that need the decoded WAV (length, silence), then the take stored and the previous one removed. */
export async function storeDecodedRecording(
  media: MediaPort,
  slot: VoiceSlot,
  wav: Uint8Array,
  script: string,
): Promise<VoiceTrack> {
  const hash = shortHash(wav, script);
  const audioKey = recordingAudioKey(slot, hash);
  const track = describeTrack(wav, { kind: "mine", id: `mine-${hash}`, audioKey, script, voiceStart: 0 });
  if (!track) throw new AppError("UNSUPPORTED_MEDIA", RECORDING_NOT_AUDIO);
  if (track.seconds > RECORDING_MAX_SECONDS) throw new AppError("BAD_REQUEST", RECORDING_TOO_LONG);
  if (track.seconds < RECORDING_MIN_SECONDS) throw new AppError("BAD_REQUEST", RECORDING_TOO_SHORT);
  if (track.cues.length === 0) throw new AppError("BAD_REQUEST", RECORDING_SILENT);
  const previous = await currentTrack(media, slot, "mine");
  await media.put(audioKey, wav, "audio/wav");
  await writeTrack(media, currentVoiceKey(slot, "mine"), track);
  if (previous && previous.audioKey !== audioKey) await removeAudio(media, previous.audioKey);
  return track;
}

/** A take's audio and the captions made from it. */
async function removeAudio(media: MediaPort, audioKey: string): Promise<void> {
  await media.delete(audioKey);
  await media.delete(voiceCaptionsKey(audioKey));
}

export async function deleteRecording(media: MediaPort, slot: VoiceSlot): Promise<void> {
  const previous = await currentTrack(media, slot, "mine");
  await media.delete(currentVoiceKey(slot, "mine"));
  if (previous) await removeAudio(media, previous.audioKey);
}
