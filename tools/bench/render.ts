// Rendering: how long one 9:16 video takes to render against its own running time (budget: no
// longer), the API's p99 for GET /api/scripts while the low-priority renderer draws beside the
// server as it does the library (renditions side by side), against idle (budget: at most 3x), the
// whole library projected from one video's every rendition (both cuts, all shapes, with music)
// rendered as the background renderer renders a video, niced beside the server at rest (budget: 45
// min), and a member's branded short-cut download (budget: 15 s). Also run as a child
// (`--child <slug> --run <how>`): the renderer of one library video.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { setPriority, tmpdir } from "node:os";
import { join } from "node:path";
import { ffmpegRender } from "@realty/media/ffmpeg/ffmpeg";
import { FPS, type Layout, PORTRAIT, RENDITIONS, SHORT_PORTRAIT } from "@realty/media/frames/constants";
import { buildTimeline } from "@realty/media/frames/timeline";
import type { MarketFigures } from "@realty/media/post-images/market-fields";
import { SAMPLE_BRAND } from "@realty/media/post-images/sample-brand";
import { diskMedia } from "../../apps/edge-api/src/adapters/media/disk.ts";
import type { RenderPort } from "../../apps/edge-api/src/ports/render.ts";
import { allRenders, type LibraryRender } from "../../apps/edge-api/src/services/render/render-inputs.ts";
import { renderLanes, renderOutputs, renditionWork } from "../../apps/edge-api/src/services/render/render-outputs.ts";
import { loadLibraryContent } from "../../apps/edge-api/src/services/seed/load-content.ts";
import { austinFigures } from "../../apps/edge-api/src/testing/austin-member.ts";
import { registerMember, setAccessLevel } from "./accounts.ts";
import { type Budget, percentile, type SectionResult, startSection, table } from "./report.ts";
import { ROOT } from "./server.ts";

const PHASE_MS = 10_000;
const round = (v: number) => Math.round(v * 10) / 10;

/** The library's longest video: the worst case for the render-time budget. */
function longestVideo(): LibraryRender {
  const renders = allRenders(loadLibraryContent(join(ROOT, "content")).renders);
  const longest = renders.sort((a, b) => buildTimeline(b.input.source).frames - buildTimeline(a.input.source).frames)[0];
  if (!longest) throw new Error("No video source in content/videos/sources");
  return longest;
}

interface RenditionTiming {
  name: string;
  seconds: number;
  /** From the video's start to this rendition's start and end: renditions overlap in lanes. */
  startMs: number;
  renderMs: number;
}

/** The Austin member's figures, as the market-figures form saves them and a market video draws them. */
const SAMPLE_FIGURES: MarketFigures = austinFigures(new Date("2026-10-15T12:00:00Z"));

/** A member's branded short cut as a download makes it: the body drawn in their brand with their local scene, then the card. */
async function timeBrandedShort(input: LibraryRender["input"]): Promise<number> {
  const started = performance.now();
  const port = ffmpegRender();
  const brand = { displayName: SAMPLE_BRAND.displayName, brandColor: "#0f766e", city: "Austin, TX", figures: SAMPLE_FIGURES };
  const bytes = await port.brandedBody(input, "short-portrait", brand, null);
  const body = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream();
  await port.withEndCard("short-portrait", body, { ...SAMPLE_BRAND, photoKey: null }, null, { music: true });
  return performance.now() - started;
}

/** The 9:16 alone, straight through the port: render time against running time. */
async function renderPortrait(target: LibraryRender, dir: string): Promise<RenditionTiming> {
  const started = performance.now();
  const { seconds } = await ffmpegRender().rendition(target.input, PORTRAIT, join(dir, "portrait.mp4"));
  return { name: PORTRAIT.name, seconds, startMs: 0, renderMs: performance.now() - started };
}

/** The given renditions as the library renderer makes a video's (render-outputs.ts): in lanes, stored. */
async function renderAsLibrary(
  target: LibraryRender,
  layouts: readonly Layout[],
  dir: string,
): Promise<{ renditions: RenditionTiming[]; totalMs: number }> {
  const real = ffmpegRender();
  const started = performance.now();
  const renditions: RenditionTiming[] = [];
  const timed: RenderPort = {
    ...real,
    async rendition(input, layout, outFile, options) {
      const startMs = performance.now() - started;
      const made = await real.rendition(input, layout, outFile, options);
      renditions.push({ name: layout.name, seconds: made.seconds, startMs, renderMs: performance.now() - started - startMs });
      return made;
    },
  };
  await renderOutputs(target.input, target.key, { media: diskMedia({ root: join(dir, "media") }), render: timed, layouts });
  return { renditions, totalMs: performance.now() - started };
}

async function renderOne(slug: string, run: ChildRun): Promise<unknown> {
  const target = allRenders(loadLibraryContent(join(ROOT, "content")).renders).find((r) => r.input.slug === slug);
  if (!target) throw new Error(`No source for ${slug}`);
  const dir = mkdtempSync(join(tmpdir(), "realty-bench-render-"));
  try {
    if (run === "solo") return { portrait: await renderPortrait(target, dir) };
    // Beside the API: the two renditions the library renderer starts a video with.
    if (run === "beside-api") return await renderAsLibrary(target, [PORTRAIT, SHORT_PORTRAIT], dir);
    const library = await renderAsLibrary(target, RENDITIONS, dir);
    return { ...library, brandedMs: await timeBrandedShort(target.input) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** How a child renders: the 9:16 alone at normal priority, the same niced beside the API's sampling, or the whole library's share. */
type ChildRun = "solo" | "beside-api" | "library";

function startChild(slug: string, run: ChildRun): { child: ChildProcess; done: Promise<string> } {
  const args = [join(ROOT, "tools/bench/render.ts"), "--child", slug, "--run", run];
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ["ignore", "pipe", "inherit"] });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const done = new Promise<string>((resolve, reject) => {
    child.once("exit", (code) => (code === 0 ? resolve(output) : reject(new Error(`render child exited with ${code}`))));
  });
  return { child, done };
}

async function sampleApi(
  url: string,
  cookie: string,
  until: () => boolean,
): Promise<{ samples: number; p50Ms: number; p99Ms: number }> {
  const times: number[] = [];
  while (!until()) {
    const started = performance.now();
    const res = await fetch(url, { headers: { cookie, "accept-encoding": "gzip" } });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  return { samples: times.length, p50Ms: round(percentile(times, 50)), p99Ms: round(percentile(times, 99)) };
}

export async function measureRender(options: { baseUrl: string; dataDir: string }): Promise<SectionResult> {
  const video = longestVideo();
  // 1. One 9:16 render alone, at normal priority: its time against the video's running time.
  const solo = startChild(video.input.slug, "solo");
  const { portrait } = JSON.parse(await solo.done) as { portrait: RenditionTiming };
  const ratio = portrait.renderMs / 1000 / portrait.seconds;

  // 2. Every rendition and the branded download, niced, beside the server at rest: before any
  // member is registered, so no post image of theirs is drawn meanwhile.
  const { renditions, totalMs, brandedMs } = JSON.parse(await startChild(video.input.slug, "library").done) as {
    renditions: RenditionTiming[];
    totalMs: number;
    brandedMs: number;
  };

  // 3. API p99 idle, then while a niced renderer draws beside the server as it draws the library.
  const member = await registerMember(options.baseUrl, "render");
  await setAccessLevel(options.baseUrl, options.dataDir, member, "domination");
  const url = `${options.baseUrl}/api/scripts`;
  await sampleApi(
    url,
    member.cookie,
    (() => {
      const end = Date.now() + 1000;
      return () => Date.now() > end;
    })(),
  );
  const idleEnd = Date.now() + PHASE_MS;
  const idle = await sampleApi(url, member.cookie, () => Date.now() > idleEnd);
  const busy = startChild(video.input.slug, "beside-api");
  let finished = false;
  const busyDone = busy.done.then(() => {
    finished = true;
  });
  const busyEnd = Date.now() + PHASE_MS;
  const loaded = await sampleApi(url, member.cookie, () => finished || Date.now() > busyEnd);
  await busyDone;

  const library = allRenders(loadLibraryContent(join(ROOT, "content")).renders);
  const videos = library.length;
  // Render time grows with work (pixels times frames): the video's time for all its renditions,
  // times the library's work over the video's.
  const workOfAll = (render: LibraryRender) => RENDITIONS.reduce((sum, layout) => sum + renditionWork(render.input, layout), 0);
  const libraryWork = library.reduce((sum, render) => sum + workOfAll(render), 0);
  const libraryMinutes = (totalMs / 1000 / 60) * (libraryWork / workOfAll(video));
  const cutSeconds = (cut: Layout["cut"]) =>
    library.reduce((sum, r) => sum + buildTimeline(r.input.source, FPS, cut).frames / FPS, 0);
  const librarySeconds = { full: cutSeconds("full"), short: cutSeconds("short") };
  const brandedSeconds = brandedMs / 1000;
  const lanes = renderLanes();

  const budgets: Budget[] = [
    {
      label: "a 9:16 video renders in no more than its running time",
      pass: ratio <= 1,
      detail: `${round(portrait.renderMs / 1000)} s for ${round(portrait.seconds)} s (${round(ratio * 100)}%)`,
    },
    {
      label: "GET /api/scripts p99 while rendering at most 3x idle",
      pass: loaded.p99Ms <= idle.p99Ms * 3,
      detail: `${loaded.p99Ms} ms vs ${idle.p99Ms} ms idle`,
    },
    {
      label:
        "whole library, both cuts in every shape with music, within 45 minutes (projected from one video rendered as the niced background renderer renders each, beside the server at rest)",
      pass: libraryMinutes <= 45,
      detail: `${round(libraryMinutes)} min for ${videos} videos x ${renditions.length} renditions (${lanes} at a time), ${round(librarySeconds.full / 60)} + ${round(librarySeconds.short / 60)} min of video`,
    },
    {
      label:
        "a member's branded short-cut download (9:16 drawn in their brand with their local figures, end card joined) ready within 15 s",
      pass: brandedSeconds <= 15,
      detail: `${round(brandedSeconds)} s`,
    },
  ];
  return {
    ...startSection("render", "Video rendering"),
    status: "ok",
    budgets,
    data: {
      video: video.input.slug,
      fps: FPS,
      portrait,
      renditions,
      totalMs,
      lanes,
      idle,
      loaded,
      videos,
      librarySeconds,
      libraryMinutes,
      brandedSeconds,
    },
    markdown: [
      `Longest source: \`${video.input.slug}\` (${round(portrait.seconds)} s at ${FPS} fps).`,
      "",
      ...table(
        ["what", "starts at s", "render s", "video s"],
        [
          ["9:16 1080x1920 alone, normal priority", 0, round(portrait.renderMs / 1000), round(portrait.seconds)],
          ...renditions.map((r) => [
            `${r.name}, ${lanes} at a time at nice 19 beside the server at rest`,
            round(r.startMs / 1000),
            round(r.renderMs / 1000),
            round(r.seconds),
          ]),
          ["all five renditions of the video, as the library renderer makes them", 0, round(totalMs / 1000), ""],
          ["branded short-portrait download (body in the member's brand, end card joined)", "", round(brandedSeconds), ""],
        ],
      ),
      "",
      ...table(
        ["GET /api/scripts", "requests", "p50 ms", "p99 ms"],
        [
          ["idle", idle.samples, idle.p50Ms, idle.p99Ms],
          ["while rendering", loaded.samples, loaded.p50Ms, loaded.p99Ms],
        ],
      ),
    ],
  };
}

if (import.meta.main && process.argv.includes("--child")) {
  const slug = process.argv[process.argv.indexOf("--child") + 1] ?? "";
  const run = process.argv[process.argv.indexOf("--run") + 1] as ChildRun;
  if (run !== "solo") setPriority(19);
  process.stdout.write(JSON.stringify(await renderOne(slug, run)));
}
