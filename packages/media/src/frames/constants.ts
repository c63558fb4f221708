// Every number the renderer, the API, the player and the tests share about a rendered video.

/** Raise when a frame, the timeline, the music or the encoder flags change: every video then re-renders. */
export const RENDERER_VERSION = 3;

export const FPS = 30;
/** The home page's video: rendered like a library week, but it belongs to no plan phase. */
export const HOMEPAGE_SLUG = "homepage";

import type { RenditionName } from "../render-port.ts";

export type { RenditionName };

export interface Layout {
  name: RenditionName;
  width: number;
  height: number;
  /** Space kept free for the apps' own overlays (Reels/TikTok buttons, YouTube's title bar). */
  safe: { top: number; right: number; bottom: number; left: number };
}

/** 9:16 master for Reels, TikTok and Shorts. */
export const PORTRAIT: Layout = {
  name: "portrait",
  width: 1080,
  height: 1920,
  safe: { top: 250, right: 150, bottom: 420, left: 90 },
};

/** 16:9 rendition for YouTube, LinkedIn and Facebook (720p keeps the render fast). */
export const LANDSCAPE: Layout = {
  name: "landscape",
  width: 1280,
  height: 720,
  safe: { top: 64, right: 80, bottom: 80, left: 80 },
};

export const RENDITIONS: readonly Layout[] = [PORTRAIT, LANDSCAPE];

export function layoutFor(name: RenditionName): Layout {
  return name === "portrait" ? PORTRAIT : LANDSCAPE;
}

/** Scales a layout down (tests render small frames to stay fast); sizes stay even for yuv420p. */
export function scaledLayout(layout: Layout, factor: number): Layout {
  const even = (n: number) => Math.max(2, Math.round((n * factor) / 2) * 2);
  const s = layout.safe;
  return {
    name: layout.name,
    width: even(layout.width),
    height: even(layout.height),
    safe: { top: s.top * factor, right: s.right * factor, bottom: s.bottom * factor, left: s.left * factor },
  };
}

export const MIN_SECONDS = 20;
export const MAX_SECONDS = 60;
/** The branded end card appended to downloads. */
export const END_CARD_SECONDS = 3.5;
