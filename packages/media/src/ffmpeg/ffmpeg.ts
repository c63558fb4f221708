// The rendering port over the ffmpeg binary shipped by @ffmpeg-installer/ffmpeg (no system package):
// raw RGBA frames are piped to stdin and encoded with flags that make the bytes reproducible.
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import { layoutFor } from "../frames/constants.ts";
import { renderEndCard } from "../frames/end-card.ts";
import type { EncodeRequest, RenderPort } from "../render-port.ts";

/**
 * Same flags for every clip, so a body and an end card can be joined without re-encoding:
 * fixed threads and bitexact muxing make the output a function of the frames alone.
 */
export const X264_ARGS = [
  "-c:v",
  "libx264",
  "-preset",
  "veryfast",
  "-tune",
  "stillimage",
  "-crf",
  // Flat motion graphics stay clean at 28; 53 videos (45 min) in two renditions take about 250 MB.
  "28",
  "-profile:v",
  "high",
  "-level:v",
  "4.1",
  "-pix_fmt",
  "yuv420p",
  "-threads",
  "2",
  "-g",
  "60",
  "-bf",
  "2",
  "-flags:v",
  "+bitexact",
  "-fflags",
  "+bitexact",
  "-map_metadata",
  "-1",
  "-video_track_timescale",
  "15360",
  "-movflags",
  "+faststart",
  "-an",
];

let binary: string | undefined;

/**
 * The ffmpeg binary of @ffmpeg-installer/ffmpeg, resolved on first use: on a platform the package
 * does not cover, the server still starts and a render fails with the package's own message.
 */
export function ffmpegPath(): string {
  binary ??= (createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg") as { path: string }).path;
  return binary;
}

function run(args: string[], feed?: (stdin: NodeJS.WritableStream) => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath(), ["-hide_banner", "-loglevel", "error", "-y", ...args], {
      stdio: [feed ? "pipe" : "ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg exited with ${code}: ${stderr.trim()}`));
    });
    if (feed && child.stdin) {
      // A dying ffmpeg closes its stdin; the close handler above reports why.
      child.stdin.on("error", () => {});
      feed(child.stdin).then(
        () => child.stdin?.end(),
        (err: unknown) => {
          child.kill("SIGKILL");
          reject(err);
        },
      );
    }
  });
}

function write(stdin: NodeJS.WritableStream, bytes: Uint8Array): Promise<void> {
  return new Promise((resolve) => {
    if (stdin.write(bytes)) resolve();
    else stdin.once("drain", resolve);
  });
}

export function ffmpegRender(): RenderPort {
  const port: RenderPort = {
    async encode(request: EncodeRequest, outFile: string) {
      const { width, height, fps, frames } = request;
      const input = ["-f", "rawvideo", "-pix_fmt", "rgba", "-s", `${width}x${height}`, "-r", String(fps), "-i", "pipe:0"];
      await run([...input, ...X264_ARGS, "-r", String(fps), outFile], async (stdin) => {
        const step = Math.max(1, Math.floor(frames / 50));
        for (let i = 0; i < frames; i++) {
          // Each frame must be its own buffer (canvas.data() returns a fresh copy): a write may
          // still be queued when the next frame is drawn.
          await write(stdin, request.frame(i));
          if (i % step === 0) request.onProgress?.(i / frames);
        }
        request.onProgress?.(1);
      });
    },
    async concat(files: string[], outFile: string) {
      const list = `${outFile}.txt`;
      await writeFile(list, files.map((f) => `file '${f.replace(/'/g, "'\\''")}'`).join("\n"));
      await run([
        "-f",
        "concat",
        "-safe",
        "0",
        "-i",
        list,
        "-c",
        "copy",
        "-fflags",
        "+bitexact",
        "-map_metadata",
        "-1",
        "-movflags",
        "+faststart",
        outFile,
      ]);
    },
    endCard(rendition, profile, photo, outFile) {
      return renderEndCard(port, layoutFor(rendition), profile, photo, outFile);
    },
    async withEndCard(rendition, body, profile, photo) {
      const dir = await mkdtemp(join(tmpdir(), "realty-endcard-"));
      try {
        const bodyFile = join(dir, "body.mp4");
        await pipeline(Readable.fromWeb(body as unknown as NodeWebStream), createWriteStream(bodyFile));
        const card = join(dir, "card.mp4");
        await port.endCard(rendition, profile, photo, card);
        const joined = join(dir, "joined.mp4");
        await port.concat([bodyFile, card], joined);
        return new Uint8Array(await readFile(joined));
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
  return port;
}
