// The voice port over ffmpeg: a browser recording decoded into WAV, in a temporary folder removed
// whatever happens. Voices are laid under videos by the rendering port's join (ffmpeg/ffmpeg.ts).

import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { ffmpegPath } from "../ffmpeg/ffmpeg-path.ts";
import type { VoiceMixPort } from "./voice-port.ts";

const exec = promisify(execFile);
/** Speech needs no more: 24 kHz mono keeps a minute of recording under 3 MB. */
export const RECORDING_SAMPLE_RATE = 24_000;

async function inTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), "realty-voice-"));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function ffmpegVoiceMix(): VoiceMixPort {
  return {
    recordingToWav(bytes, maxSeconds) {
      return inTempDir(async (dir) => {
        const input = join(dir, "recording");
        const out = join(dir, "recording.wav");
        await writeFile(input, bytes);
        const args = ["-hide_banner", "-loglevel", "error", "-y", "-i", input, "-vn", "-t", String(maxSeconds)];
        const format = [
          "-ac",
          "1",
          "-ar",
          String(RECORDING_SAMPLE_RATE),
          "-c:a",
          "pcm_s16le",
          "-fflags",
          "+bitexact",
          "-f",
          "wav",
          out,
        ];
        try {
          await exec(ffmpegPath(), [...args, ...format], { timeout: 60_000 });
        } catch {
          return null;
        }
        return new Uint8Array(await readFile(out));
      });
    },
  };
}
