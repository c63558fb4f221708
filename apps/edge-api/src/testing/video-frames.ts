// One frame of a video file as small raw RGB, for tests that compare what two files show.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { ffmpegPath } from "@realty/media/ffmpeg/ffmpeg-path";

const exec = promisify(execFile);

async function grab(file: string, seek: string[]): Promise<Buffer> {
  const args = [
    "-v",
    "error",
    ...seek,
    "-i",
    file,
    "-frames:v",
    "1",
    "-s",
    "108x192",
    "-f",
    "rawvideo",
    "-pix_fmt",
    "rgb24",
    "-",
  ];
  const { stdout } = await exec(ffmpegPath(), args, { encoding: "buffer", maxBuffer: 1 << 24 });
  return stdout;
}

/** The frame shown `seconds` into the file. */
export const frameAt = (file: string, seconds: number) => grab(file, ["-ss", String(seconds)]);

/** A frame from the file's last 0.2 s (the end card in a branded download). */
export const lastFrame = (file: string) => grab(file, ["-sseof", "-0.2"]);
