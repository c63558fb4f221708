// A voice-over laid on a finished video: the video's own sound (its music bed) ducks under the
// voice with a sidechain compressor, and the whole mix is brought to the social loudness target in
// two cheap passes (measure with ebur128, then a fixed gain and a peak limiter), encoded as AAC while
// the pictures are copied as they are. The step takes any finished MP4, so it composes with
// whatever drew the frames; the bed may come from another file (the body a join was cut from).
import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { ffmpegPath } from "../ffmpeg/ffmpeg-path.ts";
import { hasAudio, probe } from "../frames/probe.ts";
import { speechSpans } from "./speech-spans.ts";
import { readWav } from "./wav.ts";

/** Integrated loudness of a voiced file, as for the music beds: what Reels, TikTok and Shorts play at. */
export const VOICED_LUFS = -14;
/** Peaks stay under this (about -1 dBFS), as the music beds' true-peak ceiling. */
const PEAK_LIMIT = 0.89;
/** The voice alone is levelled to this RMS while it speaks, so a quiet microphone and a loud one sound alike. */
const VOICE_RMS_DB = -16;
/** A near-silent take is not raised into noise beyond this. */
const MAX_VOICE_GAIN_DB = 30;
/** The bed sits this far under its mastered level while nobody speaks... */
const BED_GAIN_DB = -8;
/** ...and is pressed down further (ratio) whenever the voice passes the threshold. */
const DUCKING = "sidechaincompress=threshold=0.02:ratio=8:attack=20:release=400";

/** Same AAC as the renditions, so a voiced file plays wherever the plain one does. */
const AAC_ARGS = ["-c:a", "aac", "-b:a", "128k", "-ar", "48000", "-ac", "2", "-flags:a", "+bitexact"];
const BITEXACT_MUX = ["-fflags", "+bitexact", "-map_metadata", "-1", "-movflags", "+faststart"];

export interface VoiceMixOptions {
  /** Seconds into the video where the voice starts (0: a recording made while the video played). */
  voiceStart?: number;
  /** False: the video's own sound is left out and the voice is alone. */
  music?: boolean;
  /**
   * The file whose sound is the bed, when it is not the video's own: a join of pictures whose
   * music is still in the body it was cut from. Padded with silence to the video's length.
   */
  bedFile?: string;
}

function run(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), ["-hide_banner", "-nostats", "-y", ...args], { stdio: ["ignore", "ignore", "pipe"] });
    let log = "";
    child.stderr.on("data", (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-16_000);
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve(log);
      else reject(new Error(`ffmpeg exited with ${code}: ${log.slice(-1500).trim()}`));
    });
  });
}

/** The gain (dB) that brings the voice's spoken parts to VOICE_RMS_DB: pauses do not pull it up. */
export function voiceGainDb(wav: Uint8Array): number {
  const pcm = readWav(wav);
  if (!pcm) throw new Error("The voice track is not 16-bit PCM WAV");
  let sum = 0;
  let count = 0;
  for (const span of speechSpans(pcm)) {
    const from = Math.floor(span.start * pcm.sampleRate) * pcm.channels;
    const to = Math.min(pcm.samples.length, Math.ceil(span.end * pcm.sampleRate) * pcm.channels);
    for (let i = from; i < to; i++) sum += (pcm.samples[i] ?? 0) ** 2;
    count += Math.max(0, to - from);
  }
  if (count === 0) return 0;
  const rmsDb = 10 * Math.log10(sum / count);
  return Math.min(MAX_VOICE_GAIN_DB, VOICE_RMS_DB - rmsDb);
}

/**
 * The filter graph ending in [mix]: the levelled voice (input 1) over the ducked bed (`bed`, an
 * input's audio such as "0:a"; null: no bed), both as long as the video.
 */
export function mixGraph(seconds: number, voiceStart: number, voiceGain: number, bed: string | null): string {
  const length = `apad,atrim=0:${seconds.toFixed(3)}`;
  const delayMs = Math.round(voiceStart * 1000);
  const voice = [
    "[1:a]aresample=48000",
    "aformat=sample_fmts=fltp:channel_layouts=stereo",
    `volume=${voiceGain.toFixed(2)}dB`,
    ...(delayMs > 0 ? [`adelay=${delayMs}|${delayMs}`] : []),
    length,
  ].join(",");
  if (!bed) return `${voice}[mix]`;
  return [
    `${voice},asplit=2[voice][key]`,
    `[${bed}]aresample=48000,aformat=sample_fmts=fltp:channel_layouts=stereo,volume=${BED_GAIN_DB}dB,${length}[bed]`,
    `[bed][key]${DUCKING}[ducked]`,
    // amix halves each input; the loudness pass that follows sets the level anyway.
    "[ducked][voice]amix=inputs=2:duration=first:dropout_transition=0[mix]",
  ].join(";");
}

/** Writes `outFile`: the video's pictures untouched, its sound the voice over the ducked bed at -14 LUFS. */
export async function mixVoiceOver(videoFile: string, voiceFile: string, outFile: string, options: VoiceMixOptions = {}) {
  const info = await probe(videoFile);
  const seconds = Number(info.format.duration);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`${videoFile} has no duration`);
  // The bed is the video's own sound (input 0) or another file's (input 2).
  const bedFile = options.bedFile ?? videoFile;
  const bedSounds = (options.music ?? true) && (await hasAudio(bedFile));
  const bed = bedSounds ? (options.bedFile ? "2:a" : "0:a") : null;
  const graph = mixGraph(seconds, options.voiceStart ?? 0, voiceGainDb(await readFile(voiceFile)), bed);
  const inputs = ["-i", videoFile, "-i", voiceFile, ...(options.bedFile ? ["-i", options.bedFile] : [])];

  // Measured at the mix's own rate (no true-peak oversampling; the limiter below owns the peaks),
  // per-frame lines at verbose level (40), so only the summary is printed.
  const log = await run([
    ...inputs,
    "-filter_complex",
    `${graph};[mix]ebur128=framelog=40[out]`,
    "-map",
    "[out]",
    "-f",
    "null",
    "-",
  ]);
  const summary = log.slice(log.lastIndexOf("Summary:"));
  const measured = Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]);
  if (!Number.isFinite(measured)) throw new Error(`ebur128 found no loudness in the mix: ${log.slice(-400)}`);
  // The limiter only touches rare peaks; its own make-up gain ("level") stays off.
  const level = `volume=${(VOICED_LUFS - measured).toFixed(2)}dB,alimiter=limit=${PEAK_LIMIT}:level=0`;
  await run([
    ...inputs,
    "-filter_complex",
    `${graph};[mix]${level}[out]`,
    "-map",
    "0:v:0",
    "-map",
    "[out]",
    "-c:v",
    "copy",
    ...AAC_ARGS,
    ...BITEXACT_MUX,
    outFile,
  ]);
}
