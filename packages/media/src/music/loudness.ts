// What a listener's player would measure: ffmpeg's EBU R128 scanner over a whole file.
import { spawn } from "node:child_process";
import { ffmpegPath } from "../ffmpeg/ffmpeg-path.ts";

/** Integrated loudness of a file's audio, in LUFS (ffmpeg's ebur128 summary "I:"). */
export function integratedLoudness(file: string, binary = ffmpegPath()): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, ["-hide_banner", "-nostats", "-i", file, "-filter_complex", "ebur128", "-f", "null", "-"], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let log = "";
    child.stderr.on("data", (chunk: Buffer) => {
      log += chunk.toString();
    });
    child.on("error", reject);
    child.on("close", (code) => {
      const summary = log.slice(log.lastIndexOf("Summary:"));
      const value = Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]);
      if (code === 0 && Number.isFinite(value)) resolve(value);
      else reject(new Error(`ebur128 on ${file} failed (${code}): ${log.slice(-400)}`));
    });
  });
}
