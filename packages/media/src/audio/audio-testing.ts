// Listening to a file in tests: the mean level of a window of its sound, optionally through a filter
// (a band around a voice's pitch, or the highs where only the music plays).
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { ffmpegPath } from "../ffmpeg/ffmpeg-path.ts";
import { type Pcm, writeWav } from "./wav.ts";

const exec = promisify(execFile);

/** Mean volume in dBFS of `seconds` from `start`, after `filter` (ffmpeg's volumedetect). */
export async function meanVolume(file: string, start: number, seconds: number, filter = "anull"): Promise<number> {
  const args = [
    "-hide_banner",
    "-nostats",
    "-ss",
    String(start),
    "-t",
    String(seconds),
    "-i",
    file,
    "-vn",
    "-af",
    `${filter},volumedetect`,
    "-f",
    "null",
    "-",
  ];
  const { stderr } = await exec(ffmpegPath(), args, { maxBuffer: 1 << 22 });
  const value = Number(/mean_volume:\s*(-?[\d.]+) dB/.exec(stderr)?.[1]);
  if (!Number.isFinite(value)) throw new Error(`volumedetect found no level in ${file}: ${stderr.slice(-300)}`);
  return value;
}

/** Only the voice's band: the test voices speak at a 180 Hz pitch. */
export const VOICE_BAND = "bandpass=f=180:width_type=q:w=3";
/** Only what no test voice reaches: the bed's highs. */
export const MUSIC_HIGHS = "highpass=f=2500,highpass=f=2500";

/** A voice-like WAV: `seconds` of a 180 Hz voice with harmonics, pulsing at syllable rate. */
export function testVoice(seconds: number, sampleRate = 24_000): Uint8Array {
  const samples = new Float32Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i++) {
    const t = i / sampleRate;
    const envelope = 0.55 + 0.45 * Math.sin(2 * Math.PI * 4 * t);
    samples[i] = 0.3 * envelope * (Math.sin(2 * Math.PI * 180 * t) + 0.5 * Math.sin(2 * Math.PI * 360 * t));
  }
  const pcm: Pcm = { sampleRate, channels: 1, samples };
  return writeWav(pcm);
}
