// The rendering port over the ffmpeg binary shipped by @ffmpeg-installer/ffmpeg (no system package):
// raw RGBA frames are piped to stdin and encoded with flags that make the bytes reproducible; a
// music bed, when given, becomes the file's AAC track.
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import { mixVoiceOver } from "../audio/voice-mix.ts";
import { layoutFor } from "../frames/constants.ts";
import type { ProgressLine } from "../frames/draw-frame.ts";
import { renderEndCard } from "../frames/end-card.ts";
import { hasAudio } from "../frames/probe.ts";
import type { EncodeRequest, RenderPort } from "../render-port.ts";
import { ffmpegPath } from "./ffmpeg-path.ts";
import { heldPicturesPts, pictureStarts } from "./held-pictures.ts";
import { renderInThread, unbranded } from "./render-in-thread.ts";

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
  // Motion graphics move in straight lines over flat colour: the cheapest motion search finds
  // them (a third less encoding time at the same quality factor, about 1% larger files). Whole-pixel
  // motion only: sub-pixel search needs each reference frame interpolated, a fixed cost per frame
  // that bought no visible quality here (decision 502).
  "-x264-params",
  "subme=0:me=dia",
  "-crf",
  // One step finer than the flat graphics need (28), to spend the bits the B-frames no longer save.
  "27",
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
  // No B-frames: x264 spends a fixed few milliseconds on every frame, held or not, and B-frames
  // add to it. Without them and at CRF 27, a 1080x1920 short cut encodes with 11% less CPU at a
  // higher SSIM than with two at 28, in a file about 30% larger (docs/decisions/).
  "-bf",
  "0",
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
];

/**
 * How burned-in captions look (libass style, in its 288-line script units): white on a dark box,
 * sized for a phone, lifted above the bottom area the apps cover with their own buttons.
 */
export function captionStyle(rendition: Parameters<typeof layoutFor>[0]): string {
  const layout = layoutFor(rendition);
  const units = 288 / layout.height;
  const marginV = Math.ceil(layout.safe.bottom * units) + 6;
  const size = layout.height > layout.width ? 11 : 14;
  return [
    "FontName=DejaVu Sans",
    `FontSize=${size}`,
    "Bold=1",
    "PrimaryColour=&H00FFFFFF",
    "BackColour=&H99000000",
    "BorderStyle=3",
    "Outline=4",
    "Shadow=0",
    `MarginV=${marginV}`,
    "MarginL=20",
    "MarginR=20",
  ].join(",");
}

/** AAC for every network; fixed so a bed encodes the same bytes each time. */
const AAC_ARGS = ["-c:a", "aac", "-b:a", "128k", "-ar", "48000", "-ac", "2", "-flags:a", "+bitexact"];
/** Seconds the bed takes to rise at the start and to fall away at the end. */
const MUSIC_FADE_IN = 0.4;
const MUSIC_FADE_OUT = 2;

/**
 * The bed (input 1) under the frames (input 0): padded when shorter and cut to the video's length,
 * faded in and out. The beds are mastered at the social target, so the mix keeps their loudness.
 */
export function musicArgs(seconds: number, video = "0:v:0"): string[] {
  const fadeOut = Math.min(MUSIC_FADE_OUT, seconds / 4);
  const filter = [
    "apad",
    `atrim=0:${seconds.toFixed(3)}`,
    `afade=t=in:st=0:d=${MUSIC_FADE_IN}`,
    `afade=t=out:st=${(seconds - fadeOut).toFixed(3)}:d=${fadeOut}`,
  ].join(",");
  return ["-map", video, "-map", "1:a:0", "-af", filter, ...AAC_ARGS];
}

/**
 * The progress line's fill as filters: a picture twice the track's width, the fill's colour on its
 * left half and clear on its right, seen through a window the track's width that slides one frame's
 * share further onto the colour each frame; laid over the pictures until the line's last frame.
 */
export function progressOverlay(line: ProgressLine, fps: number): { bar: string; overlay: string } {
  if (!/^#[0-9a-f]{6}$/i.test(line.color)) throw new Error(`The progress line's colour must be #rrggbb, not ${line.color}`);
  const { width: w, height: h } = line;
  const bar = [
    `color=c=0x${line.color.slice(1)}:s=${w}x${h}:r=${fps}`,
    "format=yuva420p",
    `pad=${2 * w}:${h}:0:0:color=black@0`,
    // One picture, repeated: the pad is not drawn again for every frame.
    "trim=end_frame=1",
    "loop=loop=-1:size=1",
    `setpts=N/(${fps}*TB)`,
    `crop=${w}:${h}:x='${w}-${w}*(n+1)/${line.frames}':y=0`,
  ].join(",");
  return { bar, overlay: `overlay=x=${line.x}:y=${line.y}:shortest=1:enable='lt(n,${line.untilFrame})'` };
}

/** A remux that writes the same bytes for the same streams, index first. */
const BITEXACT_MUX = ["-fflags", "+bitexact", "-map_metadata", "-1", "-movflags", "+faststart"];

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
      const { width, height, fps, frames, music, pictureOf, progressLine } = request;
      const input = ["-f", "rawvideo", "-pix_fmt", "rgba", "-s", `${width}x${height}`, "-r", String(fps), "-i", "pipe:0"];
      const sound = music ? ["-i", music] : [];
      const sent = pictureOf ? pictureStarts(frames, pictureOf) : null;
      // Converted to the encoder's colours once per picture, then placed at its frame and repeated.
      // The last picture goes once more, one frame past the end, so the fps filter has a frame to
      // stop at; the output is cut to the exact frame count.
      const pictures = sent
        ? `format=yuv420p,setpts='${heldPicturesPts([...sent, frames])}',fps=${fps},trim=end_frame=${frames}`
        : "format=yuv420p";
      let filters: string[];
      let video = "0:v:0";
      if (progressLine) {
        const { bar, overlay } = progressOverlay(progressLine, fps);
        filters = ["-filter_complex", `[0:v]${pictures}[pictures];${bar}[bar];[pictures][bar]${overlay}[video]`];
        video = "[video]";
      } else {
        filters = sent ? ["-vf", pictures] : [];
      }
      const audio = music ? musicArgs(frames / fps, video) : ["-map", video, "-an"];
      await run([...input, ...sound, ...filters, ...X264_ARGS, ...audio, "-r", String(fps), outFile], async (stdin) => {
        const indices = sent ?? Array.from({ length: frames }, (_, i) => i);
        const step = Math.max(1, Math.floor(indices.length / 50));
        let pixels: Uint8Array | null = null;
        for (let n = 0; n < indices.length; n++) {
          const index = indices[n] as number;
          // Each frame must be its own buffer (canvas.data() returns a fresh copy): a write may
          // still be queued when the next frame is drawn.
          pixels = request.frame(index);
          await write(stdin, pixels);
          if (n % step === 0) request.onProgress?.(index / frames);
        }
        if (sent && pixels) await write(stdin, pixels);
        request.onProgress?.(1);
      });
    },
    async concat(files: string[], outFile: string) {
      const list = `${outFile}.txt`;
      await writeFile(list, files.map((f) => `file '${f.replace(/'/g, "'\\''")}'`).join("\n"));
      await run(["-f", "concat", "-safe", "0", "-i", list, "-c", "copy", ...BITEXACT_MUX, outFile]);
    },
    async brandedBody(input, rendition, brand, photo) {
      const dir = await mkdtemp(join(tmpdir(), "realty-branded-"));
      try {
        const file = join(dir, "body.mp4");
        // The member's brand replaces any the input carries.
        await renderInThread({ input: unbranded(input), brand, photo, layout: layoutFor(rendition), outFile: file });
        return new Uint8Array(await readFile(file));
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
    rendition(input, layout, outFile, options = {}) {
      const job = { input: unbranded(input), brand: null, photo: null, layout, outFile, frameLimit: options.frameLimit };
      return renderInThread(job, options.onProgress);
    },
    endCard(rendition, profile, photo, outFile) {
      return renderEndCard(port, layoutFor(rendition), profile, photo, outFile);
    },
    async withEndCard(rendition, body, profile, photo, options = { music: true }) {
      const dir = await mkdtemp(join(tmpdir(), "realty-endcard-"));
      try {
        const bodyFile = join(dir, "body.mp4");
        const card = join(dir, "card.mp4");
        // The card does not depend on the body: it is drawn while the body arrives (or is still
        // being drawn, when the caller streams it as it finishes), using the CPU the body leaves idle.
        await Promise.all([
          port.endCard(rendition, profile, photo, card),
          pipeline(Readable.fromWeb(body as unknown as NodeWebStream), createWriteStream(bodyFile)),
        ]);
        // The concat demuxer needs the same streams in every file: join the pictures alone.
        const bodyPictures = join(dir, "body-video.mp4");
        if (options.captions) {
          // Burning captions in re-encodes the pictures, with the flags the end card is encoded with.
          const vtt = join(dir, "captions.vtt");
          await writeFile(vtt, options.captions);
          const filter = `subtitles=${vtt}:force_style='${captionStyle(rendition)}'`;
          await run(["-i", bodyFile, "-map", "0:v:0", "-vf", filter, ...X264_ARGS, bodyPictures]);
        } else {
          await run(["-i", bodyFile, "-map", "0:v:0", "-c", "copy", ...BITEXACT_MUX, bodyPictures]);
        }
        const joined = join(dir, "joined.mp4");
        await port.concat([bodyPictures, card], joined);
        if (options.voice) {
          // One sound pass: the voice over the body's bed (ducked, padded under the card), -14 LUFS.
          const voiceFile = join(dir, "voice.wav");
          await writeFile(voiceFile, options.voice.wav);
          const voiced = join(dir, "voiced.mp4");
          const mix = { voiceStart: options.voice.start, music: options.music, bedFile: bodyFile };
          await mixVoiceOver(joined, voiceFile, voiced, mix);
          return new Uint8Array(await readFile(voiced));
        }
        if (!options.music || !(await hasAudio(bodyFile))) return new Uint8Array(await readFile(joined));
        // The body's bed (already faded out) plays on; silence under the card.
        const withSound = join(dir, "with-sound.mp4");
        await run([
          "-i",
          joined,
          "-i",
          bodyFile,
          "-map",
          "0:v:0",
          "-map",
          "1:a:0",
          "-c:v",
          "copy",
          "-af",
          "apad",
          ...AAC_ARGS,
          "-shortest",
          ...BITEXACT_MUX,
          withSound,
        ]);
        return new Uint8Array(await readFile(withSound));
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
  return port;
}
