// Renders one video's outputs (every rendition of both cuts, their posters, a caption track per cut) in a temporary
// folder and stores them in the media store under the render key.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
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

export async function renderOutputs(input: RenderInput, key: string, options: RenderOutputsOptions): Promise<RenderResult> {
  const layouts = options.layouts ?? RENDITIONS;
  const dir = await mkdtemp(join(tmpdir(), "realty-render-"));
  const result: RenderResult = {};
  try {
    // Pixel count weighs each rendition's share of the progress bar.
    const weights = layouts.map((l) => l.width * l.height);
    const total = weights.reduce((a, b) => a + b, 0);
    let done = 0;
    for (const [i, layout] of layouts.entries()) {
      const file = join(dir, `${layout.name}.mp4`);
      const weight = (weights[i] ?? 0) / total;
      const { seconds } = await options.render.rendition(input, layout, file, {
        onProgress: (share) => options.onProgress?.(done + share * weight),
        frameLimit: options.frameLimit,
      });
      done += weight;
      const bytes = await readFile(file);
      await options.media.put(renditionKey(key, layout.name), bytes, "video/mp4");
      await putPoster(options.media, input, key, layout);
      result[layout.name] = { bytes: bytes.length, seconds };
    }
    for (const cut of ["full", "short"] as const) {
      const track = captionTrack(buildTimeline(input.source, undefined, cut));
      await options.media.put(captionsKey(key, cut), new TextEncoder().encode(track), "text/vtt");
    }
    return result;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
