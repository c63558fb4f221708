// Renders one video's outputs (every rendition of both cuts, their posters, a caption track per cut) in a temporary
// folder and stores them in the media store under the render key.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { captionTrack } from "@realty/media/frames/captions";
import { type Layout, RENDITIONS } from "@realty/media/frames/constants";
import { renderPoster } from "@realty/media/frames/poster";
import type { RenderInput } from "@realty/media/frames/scene";
import { buildTimeline } from "@realty/media/frames/timeline";
import type { MediaPort } from "../../ports/media.ts";
import type { RenderPort } from "../../ports/render.ts";
import type { RenderResult } from "./render-jobs.ts";
import { captionsKey, posterKey, renditionKey } from "./render-keys.ts";

export interface RenderOutputsOptions {
  media: MediaPort;
  render: RenderPort;
  /** Tests render smaller frames; production uses RENDITIONS. */
  layouts?: readonly Layout[];
  onProgress?: (share: number) => void;
  /** Renditions drawn at once (default: renderLanes()). */
  lanes?: number;
  /** Only the first frames of each rendition: tests that need the real sizes, not whole videos. */
  frameLimit?: number;
}

async function putPoster(media: MediaPort, input: RenderInput, key: string, layout: Layout): Promise<void> {
  await media.put(posterKey(key, layout.name), renderPoster(input, layout), "image/jpeg");
}

/** Only the posters: for a render whose videos are stored but whose posters are of an older edition. */
export async function renderPosters(input: RenderInput, key: string, media: MediaPort, layouts: readonly Layout[] = RENDITIONS) {
  for (const layout of layouts) await putPoster(media, input, key, layout);
}

/**
 * How many renditions one machine draws at once: one per core. A single rendition leaves part of
 * two cores idle (its drawing thread and ffmpeg wait on each other), so a second one beside it puts
 * the rest of the machine to work.
 */
export function renderLanes(): number {
  return Math.max(1, availableParallelism());
}

/** A rendition's work, as the lanes and the progress bar weigh it: its pixels times its frames. */
export function renditionWork(input: RenderInput, layout: Layout): number {
  return layout.width * layout.height * buildTimeline(input.source, undefined, layout.cut).frames;
}

export async function renderOutputs(input: RenderInput, key: string, options: RenderOutputsOptions): Promise<RenderResult> {
  const work = new Map((options.layouts ?? RENDITIONS).map((layout) => [layout, renditionWork(input, layout)]));
  // The largest first: the lanes then finish close together.
  const layouts = [...work.keys()].sort((a, b) => (work.get(b) ?? 0) - (work.get(a) ?? 0));
  const dir = await mkdtemp(join(tmpdir(), "realty-render-"));
  const result: RenderResult = {};
  try {
    // Each rendition's share of the progress bar is its share of the work.
    const total = [...work.values()].reduce((a, b) => a + b, 0);
    const shares = new Map<Layout, number>();
    const report = () => options.onProgress?.([...shares.values()].reduce((a, b) => a + b, 0));
    const renderOne = async (layout: Layout) => {
      const file = join(dir, `${layout.name}.mp4`);
      const weight = (work.get(layout) ?? 0) / total;
      const { seconds } = await options.render.rendition(input, layout, file, {
        onProgress: (share) => {
          shares.set(layout, share * weight);
          report();
        },
        frameLimit: options.frameLimit,
      });
      const bytes = await readFile(file);
      await options.media.put(renditionKey(key, layout.name), bytes, "video/mp4");
      await putPoster(options.media, input, key, layout);
      result[layout.name] = { bytes: bytes.length, seconds };
    };
    await inLanes(layouts, options.lanes ?? renderLanes(), renderOne);
    for (const cut of ["full", "short"] as const) {
      const track = captionTrack(buildTimeline(input.source, undefined, cut));
      await options.media.put(captionsKey(key, cut), new TextEncoder().encode(track), "text/vtt");
    }
    return result;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Runs `work` over the items in order, at most `lanes` at a time. After a failure no item is
 * started, and the ones under way are waited for (their files must not outlive the folder): then
 * the first failure rejects.
 */
async function inLanes<T>(items: readonly T[], lanes: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < items.length) {
      try {
        await work(items[next++] as T);
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  const settled = await Promise.allSettled(Array.from({ length: Math.max(1, Math.min(lanes, items.length)) }, lane));
  const failure = settled.find((s) => s.status === "rejected");
  if (failure) throw failure.reason;
}
