// The render fields of a video item: whether its motion-graphics files exist, and where each
// rendition, poster and caption track is served. Files are addressed by video id, never by
// render key, so the entry's tier decides who streams them (routes/content/media.routes.ts).
import type { VideoRenderState, VideoRendition, VideoRenditionName } from "@realty/contracts/library";
import { aspectOf, layoutFor } from "@realty/media/frames/constants";
import { posterKey } from "../render/render-keys.ts";
import type { RenderRow } from "./catalogue.ts";

export const RENDITION_ORDER: readonly VideoRenditionName[] = [
  "portrait",
  "landscape",
  "short-portrait",
  "short-landscape",
  "short-feed",
];

export function renderState(renderKey: string | null, renders: ReadonlyMap<string, RenderRow>): VideoRenderState {
  const job = renderKey ? renders.get(renderKey) : undefined;
  if (job?.status === "done") return { status: "ready", progress: 100 };
  // A queued, running or retrying render, or one not queued yet: the member sees "Preparing".
  return { status: "preparing", progress: job?.status === "claimed" ? job.progress : 0 };
}

export const renditionUrl = (videoId: number, name: VideoRenditionName) => `/media/videos/${videoId}/${name}`;
export const downloadUrl = (videoId: number, name: VideoRenditionName) => `/media/videos/${videoId}/${name}/download`;
export const captionsUrl = (videoId: number) => `/media/videos/${videoId}/captions.vtt`;
export const posterUrl = (renderKey: string, name: VideoRenditionName) => `/media/${posterKey(renderKey, name)}`;

export function presentRenditions(videoId: number, renderKey: string, job: RenderRow | undefined): VideoRendition[] {
  return RENDITION_ORDER.map((name) => {
    const layout = layoutFor(name);
    const made = job?.status === "done" ? job.result?.[name] : undefined;
    return {
      name,
      cut: layout.cut,
      aspect: aspectOf(layout),
      width: layout.width,
      height: layout.height,
      url: renditionUrl(videoId, name),
      posterUrl: posterUrl(renderKey, name),
      downloadUrl: downloadUrl(videoId, name),
      sizeBytes: made?.bytes ?? null,
      durationSeconds: made ? Math.round(made.seconds * 10) / 10 : null,
    };
  });
}
