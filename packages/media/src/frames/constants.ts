// Every number the renderer, the API, the player and the tests share about a rendered video.

/** Raise when a frame, the timeline, the music or the encoder flags change: every video then re-renders. */
export const RENDERER_VERSION = 9;

export const FPS = 30;
/** The home page's video: rendered like a library week, but it belongs to no plan phase. */
export const HOMEPAGE_SLUG = "homepage";

import type { VideoRenditionName as RenditionName } from "@realty/contracts/library";

export type { RenditionName };

/** Which timeline a rendition plays: the whole source, or its 20-35 s short cut. */
export type Cut = "full" | "short";

export interface Layout {
  name: RenditionName;
  cut: Cut;
  width: number;
  height: number;
  /** Space kept free for the apps' own overlays (Reels/TikTok buttons, YouTube's title bar). */
  safe: { top: number; right: number; bottom: number; left: number };
}

/** 9:16 master for Reels, TikTok and Shorts. */
export const PORTRAIT: Layout = {
  name: "portrait",
  cut: "full",
  width: 1080,
  height: 1920,
  safe: { top: 250, right: 150, bottom: 420, left: 90 },
};

/** 16:9 rendition for YouTube, LinkedIn and Facebook (720p keeps the render fast). */
export const LANDSCAPE: Layout = {
  name: "landscape",
  cut: "full",
  width: 1280,
  height: 720,
  safe: { top: 64, right: 80, bottom: 80, left: 80 },
};

export const SHORT_PORTRAIT: Layout = { ...PORTRAIT, name: "short-portrait", cut: "short" };
export const SHORT_LANDSCAPE: Layout = { ...LANDSCAPE, name: "short-landscape", cut: "short" };

/** 4:5 feed version of the short cut for Instagram and Facebook feeds (no app buttons over it). */
export const SHORT_FEED: Layout = {
  name: "short-feed",
  cut: "short",
  width: 1080,
  height: 1350,
  safe: { top: 80, right: 80, bottom: 100, left: 80 },
};

export const RENDITIONS: readonly Layout[] = [PORTRAIT, LANDSCAPE, SHORT_PORTRAIT, SHORT_LANDSCAPE, SHORT_FEED];

export function layoutFor(name: RenditionName): Layout {
  const layout = RENDITIONS.find((l) => l.name === name);
  if (!layout) throw new Error(`Unknown rendition ${name}`);
  return layout;
}

/** "9:16", "16:9" or "4:5": what the player and the download menu call a rendition's shape. */
export function aspectOf(layout: Pick<Layout, "width" | "height">): string {
  if (layout.width === layout.height * 0.8) return "4:5";
  return layout.height > layout.width ? "9:16" : "16:9";
}

/** Scales a layout down (tests render small frames to stay fast); sizes stay even for yuv420p. */
export function scaledLayout(layout: Layout, factor: number): Layout {
  const even = (n: number) => Math.max(2, Math.round((n * factor) / 2) * 2);
  const s = layout.safe;
  return {
    name: layout.name,
    cut: layout.cut,
    width: even(layout.width),
    height: even(layout.height),
    safe: { top: s.top * factor, right: s.right * factor, bottom: s.bottom * factor, left: s.left * factor },
  };
}

export const MIN_SECONDS = 20;
export const MAX_SECONDS = 60;
/** The short cut's limits: long enough to land the idea, short enough for Reels and TikTok. */
export const SHORT_MIN_SECONDS = 20;
export const SHORT_MAX_SECONDS = 35;
/** The branded end card appended to downloads. */
export const END_CARD_SECONDS = 3.5;
