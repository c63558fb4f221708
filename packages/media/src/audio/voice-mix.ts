// A voice-over laid on a finished video: the video's own sound (its music bed) ducks under the
// voice with a sidechain compressor, and the whole mix is normalised to the social loudness target
// in two passes (measure, then a linear gain), encoded as AAC while the pictures are copied as-is.
// The step takes any finished MP4, so it composes with whatever drew the frames.
import { spawn } from "node:child_process";
import { ffmpegPath } from "../ffmpeg/ffmpeg.ts";
import { probe } from "../frames/probe.ts";

/** Integrated loudness of a voiced file, as for the music beds: what Reels, TikTok and Shorts play at. */
export const VOICED_LUFS = -14;
const TRUE_PEAK = -1.5;
const LOUDNESS_RANGE = 11;
/** The voice alone is levelled to this before the mix, so a quiet microphone and a loud one sound alike. */
const VOICE_LUFS = -16;
/** The bed sits this far under its mastered level while nobody speaks... */
const BED_GAIN_DB = -6;
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

/** The filter graph ending in [mix]: the levelled voice over the ducked bed, both as long as the video. */
export function mixGraph(seconds: number, voiceStart: number, withBed: boolean): string {
  const length = `apad,atrim=0:${seconds.toFixed(3)}`;
  const delayMs = Math.round(voiceStart * 1000);
  const voice = [
    `[1:a]loudnorm=I=${VOICE_LUFS}:TP=${TRUE_PEAK}:LRA=${LOUDNESS_RANGE}`,
    "aresample=48000",
    "aformat=sample_fmts=fltp:channel_layouts=stereo",
    ...(delayMs > 0 ? [`adelay=${delayMs}|${delayMs}`] : []),
    length,
  ].join(",");
  if (!withBed) return `${voice}[mix]`;
  return [
    `${voice},asplit=2[voice][key]`,
    `[0:a]aresample=48000,aformat=sample_fmts=fltp:channel_layouts=stereo,volume=${BED_GAIN_DB}dB,${length}[bed]`,
    `[bed][key]${DUCKING}[ducked]`,
    // amix halves each input; the loudness pass that follows sets the level anyway.
    "[ducked][voice]amix=inputs=2:duration=first:dropout_transition=0[mix]",
  ].join(";");
}

interface Measured {
  input_i: string;
  input_tp: string;
  input_lra: string;
  input_thresh: string;
  target_offset: string;
}

function loudnorm(extra = ""): string {
  return `loudnorm=I=${VOICED_LUFS}:TP=${TRUE_PEAK}:LRA=${LOUDNESS_RANGE}${extra}`;
}

/** Writes `outFile`: the video's pictures untouched, its sound the voice over the ducked bed at -14 LUFS. */
export async function mixVoiceOver(videoFile: string, voiceFile: string, outFile: string, options: VoiceMixOptions = {}) {
  const info = await probe(videoFile);
  const seconds = Number(info.format.duration);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`${videoFile} has no duration`);
  const withBed = (options.music ?? true) && info.streams.some((s) => s.codec_type === "audio");
  const graph = mixGraph(seconds, options.voiceStart ?? 0, withBed);
  const inputs = ["-i", videoFile, "-i", voiceFile];

  const log = await run([
    ...inputs,
    "-filter_complex",
    `${graph};[mix]${loudnorm(":print_format=json")}[out]`,
    "-map",
    "[out]",
    "-f",
    "null",
    "-",
  ]);
  const json = log.slice(log.lastIndexOf("{"), log.lastIndexOf("}") + 1);
  const m = JSON.parse(json) as Measured;
  const measured = `:measured_I=${m.input_i}:measured_TP=${m.input_tp}:measured_LRA=${m.input_lra}:measured_thresh=${m.input_thresh}:offset=${m.target_offset}:linear=true`;
  await run([
    ...inputs,
    "-filter_complex",
    `${graph};[mix]${loudnorm(measured)},aresample=48000[out]`,
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
