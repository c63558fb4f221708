// `npm run marketing:media`: the marketing pages' posters and short previews, made by the video
// renderer from the real sources: the home page video and the two public samples. Each shows its
// short cut, the version made to stop a scroll: its 1920x1080 poster (renderPoster, the short cut's
// hook) and a 10-second 1920x1080 H.264 preview of its opening (the same frames the short cut
// starts with), sharp in the site's ~1,024 px modal on a high-density screen. The outputs are committed under
// apps/marketing/src/assets/product/, so building the site needs neither ffmpeg nor a render; run
// this again when a source or the renderer changes (a manifest of render keys says which are stale).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { createCanvas } from "@napi-rs/canvas";
import { ffmpegRender } from "@realty/media/ffmpeg/ffmpeg";
import { FPS, SHORT_LANDSCAPE, scaledLayout } from "@realty/media/frames/constants";
import { drawFrame, pictureFrame, progressLine } from "@realty/media/frames/draw-frame";
import { ensureFonts } from "@realty/media/frames/fonts";
import { renderPoster } from "@realty/media/frames/poster";
import { createScene, type RenderInput } from "@realty/media/frames/scene";
import { type LibraryRender, loadRenderSources } from "../apps/edge-api/src/services/render/render-inputs.ts";
import { renderSamplePosts } from "./marketing-post-images.ts";

const root = join(import.meta.dirname, "..");
const outDir = join(root, "apps", "marketing", "src", "assets", "product");
const manifestPath = join(outDir, "manifest.json");
const PREVIEW_SECONDS = 10;
/** The short cut's 16:9 layout (1280x720) scaled to 1080p, for the poster and the preview alike. */
const MARKETING_LAYOUT = scaledLayout(SHORT_LANDSCAPE, 1.5);
/** In the manifest beside the render key: a change of cut or size makes every output stale. */
const SIZE_STAMP = `${MARKETING_LAYOUT.cut}-${MARKETING_LAYOUT.height}p`;

interface VideoEntry {
  slug: string;
  title: string;
  week: number;
  publicSample: boolean;
}

const videos = JSON.parse(readFileSync(join(root, "content", "videos", "videos.json"), "utf8")) as VideoEntry[];
const settings = JSON.parse(readFileSync(join(root, "content", "videos", "settings.json"), "utf8")) as {
  homepageVideo: { title: string };
};
const samples = videos.filter((v) => v.publicSample);
const sources = loadRenderSources(join(root, "content"), samples, settings.homepageVideo.title);
for (const problem of sources.problems) console.warn(`[marketing-media] ${problem}`);

/** Output name → what renders it: "homepage" and each sample by its slug (the pages ask by slug). */
const wanted = new Map<string, LibraryRender>();
if (sources.homepage) wanted.set("homepage", sources.homepage);
for (const sample of samples) {
  const render = sources.bySlug.get(sample.slug);
  if (render) wanted.set(sample.slug, render);
}

async function renderPreview(input: RenderInput, outFile: string): Promise<void> {
  ensureFonts();
  const layout = MARKETING_LAYOUT;
  const scene = createScene(input, layout);
  const canvas = createCanvas(layout.width, layout.height);
  const ctx = canvas.getContext("2d");
  const frames = Math.min(scene.timeline.frames, PREVIEW_SECONDS * FPS);
  let last: { picture: number; pixels: Uint8Array } | null = null;
  await ffmpegRender().encode(
    {
      width: layout.width,
      height: layout.height,
      fps: FPS,
      frames,
      frame: (index) => {
        // A held picture is drawn once (as render-video.ts does).
        const picture = pictureFrame(scene, index);
        if (last && picture === last.picture) return last.pixels;
        drawFrame(ctx, scene, index);
        last = { picture, pixels: canvas.data() };
        return last.pixels;
      },
      progressLine: progressLine(scene),
    },
    outFile,
  );
}

mkdirSync(outDir, { recursive: true });
const manifest: Record<string, string> = existsSync(manifestPath)
  ? (JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, string>)
  : {};
const force = process.argv.includes("--force");
const next: Record<string, string> = {};
for (const [name, render] of wanted) {
  const poster = join(outDir, `${name}-poster.jpg`);
  const preview = join(outDir, `${name}-preview.mp4`);
  const stamp = `${render.key}-${SIZE_STAMP}`;
  if (!force && manifest[name] === stamp && existsSync(poster) && existsSync(preview)) {
    console.log(`[marketing-media] ${name}: current`);
    next[name] = stamp;
    continue;
  }
  const started = Date.now();
  writeFileSync(poster, renderPoster(render.input, MARKETING_LAYOUT));
  await renderPreview(render.input, preview);
  next[name] = stamp;
  console.log(`[marketing-media] ${name}: rendered in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
// The sample post cards: the product's post images with the sample footer (marketing-post-images.ts).
Object.assign(next, await renderSamplePosts(root, outDir, manifest, force));
const written = `${JSON.stringify(next, null, 2)}\n`;
// Unchanged outputs leave the folder untouched (npm start compares modification times).
if (!existsSync(manifestPath) || readFileSync(manifestPath, "utf8") !== written) writeFileSync(manifestPath, written);
