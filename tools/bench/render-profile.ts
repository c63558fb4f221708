// Where one rendition's CPU goes: drawing (Skia) and copying the pixels out in this process, then
// ffmpeg's stages measured by running variants of the same command on the same pictures (the
// pictures are drawn once and written to every variant): reading and converting only, the whole
// encode without sound, and the whole encode with the music bed.
// Usage: node tools/bench/render-profile.ts [slug|-] [rendition] [variant,...]
//   (- is the library's longest video). More encodes to compare, without sound:
//   X264_VARIANTS='nob=-bf~0|-g~120;fb=-vf-prefix~scale=flags=fast_bilinear,format=yuv420p'
//   (name=flag~value|flag~value; a value of null drops the flag). KEEP=1 keeps the files, to
//   compare with ffmpeg's ssim filter against the `lossless` variant or today's `video`.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createCanvas } from "@napi-rs/canvas";
import { musicArgs, progressOverlay, X264_ARGS } from "@realty/media/ffmpeg/ffmpeg";
import { ffmpegPath } from "@realty/media/ffmpeg/ffmpeg-path";
import { FPS, layoutFor, type RenditionName } from "@realty/media/frames/constants";
import { drawFrame, pictureFrame, progressLine } from "@realty/media/frames/draw-frame";
import { ensureFonts } from "@realty/media/frames/fonts";
import { createScene } from "@realty/media/frames/scene";
import { buildTimeline } from "@realty/media/frames/timeline";
import { musicFor } from "@realty/media/music/tracks";
import { allRenders } from "../../apps/edge-api/src/services/render/render-inputs.ts";
import { loadLibraryContent } from "../../apps/edge-api/src/services/seed/load-content.ts";
import { heldPicturesPts, pictureStarts } from "../../packages/media/src/ffmpeg/held-pictures.ts";
import { ROOT } from "./server.ts";

const renders = allRenders(loadLibraryContent(join(ROOT, "content")).renders);
const longest = [...renders].sort((a, b) => buildTimeline(b.input.source).frames - buildTimeline(a.input.source).frames)[0];
const slug = process.argv[2] && process.argv[2] !== "-" ? process.argv[2] : (longest?.input.slug ?? "");
const rendition = (process.argv[3] ?? "portrait") as RenditionName;
const target = renders.find((r) => r.input.slug === slug);
if (!target) throw new Error(`No source for ${slug}`);

const layout = layoutFor(rendition);
const scene = createScene(target.input, layout);
const frames = scene.timeline.frames;
const sent = pictureStarts(frames, (i) => pictureFrame(scene, i));
const hold = `setpts='${heldPicturesPts([...sent, frames])}',fps=${FPS},trim=end_frame=${frames}`;
const input = ["-f", "rawvideo", "-pix_fmt", "rgba", "-s", `${layout.width}x${layout.height}`, "-r", String(FPS), "-i", "pipe:0"];
const music = musicFor(slug).file;
const dir = mkdtempSync(join(tmpdir(), "realty-profile-"));

/** Extra x264 options replace the shared ones by name (`-preset`, `-tune`, `-x264-params`, `-threads`). */
function withX264(overrides: Record<string, string | null>): string[] {
  const args = [...X264_ARGS];
  for (const [flag, value] of Object.entries(overrides)) {
    const at = args.indexOf(flag);
    if (at >= 0) {
      if (value === null) args.splice(at, 2);
      else args[at + 1] = value;
    } else if (value !== null) args.unshift(flag, value);
  }
  return args;
}

const VARIANTS: Record<string, () => string[]> = {
  // Reading the pipe only.
  read: () => [...input, "-f", "null", "-"],
  // Reading, converting to yuv420p once per picture, placing and repeating.
  convert: () => [...input, "-vf", `format=yuv420p,${hold}`, "-f", "null", "-"],
  // The pictures without loss: what the other encodes are compared with (SSIM).
  lossless: () => [
    ...input,
    "-vf",
    `format=yuv444p,${hold}`,
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    "-qp",
    "0",
    "-an",
    join(dir, "lossless.mp4"),
  ],
  // Today's encode without the music.
  video: () => [...input, "-vf", `format=yuv420p,${hold}`, ...X264_ARGS, "-an", "-r", String(FPS), join(dir, "video.mp4")],
  // Today's encode without the music, with the progress line's fill drawn over every frame.
  line: () => {
    const { bar, overlay } = progressOverlay(progressLine(scene), FPS);
    const graph = `[0:v]format=yuv420p,${hold}[pictures];${bar}[bar];[pictures][bar]${overlay}[video]`;
    return [...input, "-filter_complex", graph, "-map", "[video]", ...X264_ARGS, "-an", "-r", String(FPS), join(dir, "line.mp4")];
  },
  // Today's encode as the renderer runs it.
  today: () => [
    ...input,
    "-i",
    music,
    "-vf",
    `format=yuv420p,${hold}`,
    ...X264_ARGS,
    ...musicArgs(frames / FPS),
    "-r",
    String(FPS),
    join(dir, "today.mp4"),
  ],
};
for (const spec of (process.env.X264_VARIANTS ?? "").split(";").filter(Boolean)) {
  // name=flag:value|flag:value  e.g. t1=-threads:1
  const name = spec.slice(0, spec.indexOf("="));
  const rest = spec.slice(spec.indexOf("=") + 1);
  const overrides = Object.fromEntries(
    rest.split("|").map((pair) => {
      const [flag, value] = pair.split("~") as [string, string];
      return [flag, value === "null" ? null : value];
    }),
  );
  const convert = overrides["-vf-prefix"] ?? "format=yuv420p";
  delete overrides["-vf-prefix"];
  VARIANTS[name] = () => [
    ...input,
    "-vf",
    `${convert},${hold}`,
    ...withX264(overrides),
    "-an",
    "-r",
    String(FPS),
    join(dir, `${name}.mp4`),
  ];
}

const chosen = (process.argv[4] ?? "read,convert,video,today").split(",");

interface Child {
  name: string;
  stdin: NodeJS.WritableStream;
  done: Promise<{ user: number; sys: number }>;
}

function start(name: string, args: string[]): Child {
  // /usr/bin/time reports the child's CPU seconds on stderr's last line.
  const child = spawn("/usr/bin/time", ["-f", "CPU %U %S", ffmpegPath(), "-hide_banner", "-loglevel", "error", "-y", ...args], {
    stdio: ["pipe", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (c: Buffer) => {
    stderr += c.toString();
  });
  const done = new Promise<{ user: number; sys: number }>((resolve, reject) => {
    child.on("close", (code) => {
      const m = /CPU ([\d.]+) ([\d.]+)/.exec(stderr);
      if (code !== 0 || !m) reject(new Error(`${name}: ${stderr}`));
      else resolve({ user: Number(m[1]), sys: Number(m[2]) });
    });
  });
  return { name, stdin: child.stdin as NodeJS.WritableStream, done };
}

function write(stdin: NodeJS.WritableStream, bytes: Uint8Array): Promise<void> {
  return new Promise((resolve) => {
    if (stdin.write(bytes)) resolve();
    else stdin.once("drain", resolve);
  });
}

ensureFonts();
const canvas = createCanvas(layout.width, layout.height);
const ctx = canvas.getContext("2d");
const children = chosen.map((name) => {
  const args = VARIANTS[name];
  if (!args) throw new Error(`unknown variant ${name}`);
  return start(name, args());
});
let drawCpu = 0;
let dataCpu = 0;
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};
const wallStart = performance.now();
let pixels: Uint8Array | null = null;
for (const index of sent) {
  const a = cpu();
  drawFrame(ctx, scene, index);
  const b = cpu();
  pixels = canvas.data();
  const c = cpu();
  drawCpu += b - a;
  dataCpu += c - b;
  await Promise.all(children.map((child) => write(child.stdin, pixels as Uint8Array)));
}
if (pixels) await Promise.all(children.map((child) => write(child.stdin, pixels as Uint8Array)));
for (const child of children) child.stdin.end();
const results = await Promise.all(children.map(async (c) => ({ name: c.name, ...(await c.done) })));
const round = (v: number) => Math.round(v * 100) / 100;
console.log(
  JSON.stringify({
    slug,
    rendition,
    frames,
    seconds: frames / FPS,
    pictures: sent.length + 1,
    drawCpu: round(drawCpu),
    dataCpu: round(dataCpu),
    nodeTotalCpu: round(cpu()),
    wallS: round((performance.now() - wallStart) / 1000),
    ffmpeg: results.map((r) => {
      const file = join(dir, `${r.name}.mp4`);
      let bytes: number | null = null;
      try {
        bytes = statSync(file).size;
      } catch {}
      return { name: r.name, cpu: round(r.user + r.sys), user: r.user, sys: r.sys, bytes };
    }),
    dir,
  }),
);
if (!process.env.KEEP) rmSync(dir, { recursive: true, force: true });
