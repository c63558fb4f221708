// Everything a frame is drawn from: the video's title and source, its timeline and the layout.
import type { VideoSource } from "@realty/library/video-source";
import { createBackdrop, type Motif, motifFor } from "./background.ts";
import { brandPalette, type FrameBrand } from "./brand.ts";
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
  /** A member's branded render: their palette, name, photo, city and market figures in the frames. */
  brand?: FrameBrand;
  /** Each line's caption drawn into the picture, for apps that do not show caption files. */
  burnCaptions?: boolean;
}

export interface Scene {
  input: RenderInput;
  layout: Layout;
  colors: PaletteColors;
  timeline: Timeline;
  motif: Motif;
  /** Draws the moving backdrop at a moment of the video (its fixed layers are drawn on first use). */
  backdrop: ReturnType<typeof createBackdrop>;
  /** Layout unit: 1 when the short side is 1080 px. */
  u: number;
}

export function createScene(input: RenderInput, layout: Layout): Scene {
  const colors = input.brand ? brandPalette(input.brand.brandColor) : PALETTE_COLORS[input.source.palette];
  const motif = motifFor(input.slug);
  return {
    input,
    layout,
    colors,
    timeline: buildTimeline(input.source, undefined, layout.cut, { localFigures: hasLocalFigures(input.brand) }),
    motif,
    backdrop: createBackdrop(layout, colors, motif),
    u: Math.min(layout.width, layout.height) / 1080,
  };
}

/** The local scene needs at least one of the member's figures; with none set it is left out. */
export function hasLocalFigures(brand: FrameBrand | undefined): boolean {
  const f = brand?.figures;
  return !!f && [f.medianPrice, f.daysOnMarket, f.monthsOfSupply, f.newListings].some((v) => v !== null);
}
