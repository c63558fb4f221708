// Everything a frame is drawn from: the video's title and source, its timeline and the layout.
import type { VideoSource } from "@realty/library/video-source";
import { type Motif, motifFor } from "./background.ts";
import type { Layout } from "./constants.ts";
import { PALETTE_COLORS, type PaletteColors } from "./palettes.ts";
import { buildTimeline, type Timeline } from "./timeline.ts";

/** What a render is made from; the render key hashes exactly this and the renderer version. */
export interface RenderInput {
  slug: string;
  title: string;
  source: VideoSource;
  /** The place on the location card: a member's city in a branded render, a generic line otherwise. */
  place?: string;
}

export interface Scene {
  input: RenderInput;
  layout: Layout;
  colors: PaletteColors;
  timeline: Timeline;
  motif: Motif;
  /** Layout unit: 1 when the short side is 1080 px. */
  u: number;
}

export function createScene(input: RenderInput, layout: Layout): Scene {
  return {
    input,
    layout,
    colors: PALETTE_COLORS[input.source.palette],
    timeline: buildTimeline(input.source, undefined, layout.cut),
    motif: motifFor(input.slug),
    u: Math.min(layout.width, layout.height) / 1080,
  };
}
