// Where each part of a post image sits, per size: the artwork, the category line, the headline,
// the market figures (market updates only) and the brand footer. Tests check the headline fits
// the box computed here.
import type { Box } from "./artwork.ts";
import type { PostImageSize } from "./sizes.ts";

export interface PostLayout {
  /** Layout unit: 1 at 1080 px on the short side. */
  u: number;
  artwork: Box;
  label: Box;
  headline: Box;
  headlineMaxSize: number;
  stats: Box | null;
  footer: Box;
  radius: number;
}

function portrait(size: PostImageSize, market: boolean): PostLayout {
  const { width: w, height: h } = size;
  const u = w / 1080;
  const pad = 64 * u;
  const tall = h / w > 1.5;
  const footerHeight = 200 * u;
  const footerTop = h - size.safe.bottom - footerHeight;
  const artTop = size.safe.top + pad;
  // Market updates give up some artwork for their figures, so the headline keeps its size.
  const artHeight = (tall ? 740 : 540) * u - (market ? 120 * u : 0);
  const labelTop = artTop + artHeight + 36 * u;
  const headlineTop = labelTop + 60 * u;
  const statsHeight = market ? 170 * u : 0;
  const headlineBottom = footerTop - pad - (market ? statsHeight + 28 * u : 0);
  return {
    u,
    artwork: { left: pad, top: artTop, width: w - 2 * pad, height: artHeight },
    label: { left: pad, top: labelTop, width: w - 2 * pad, height: 40 * u },
    headline: { left: pad, top: headlineTop, width: w - 2 * pad, height: headlineBottom - headlineTop },
    headlineMaxSize: (tall ? 100 : 88) * u,
    stats: market ? { left: pad, top: headlineBottom + 28 * u, width: w - 2 * pad, height: statsHeight } : null,
    footer: { left: 0, top: footerTop, width: w, height: footerHeight },
    radius: 36 * u,
  };
}

function landscape(size: PostImageSize, market: boolean): PostLayout {
  const { width: w, height: h } = size;
  const u = h / 1080;
  const pad = 48 * u;
  const footerHeight = 230 * u;
  const footerTop = h - footerHeight;
  const artWidth = w * 0.36;
  const column = pad + artWidth + pad;
  const columnWidth = w - column - pad;
  const labelTop = pad + 10 * u;
  const headlineTop = labelTop + 60 * u;
  const statsHeight = market ? 170 * u : 0;
  const headlineBottom = footerTop - pad - (market ? statsHeight + 24 * u : 0);
  return {
    u,
    artwork: { left: pad, top: pad, width: artWidth, height: footerTop - 2 * pad },
    label: { left: column, top: labelTop, width: columnWidth, height: 40 * u },
    headline: { left: column, top: headlineTop, width: columnWidth, height: headlineBottom - headlineTop },
    headlineMaxSize: 100 * u,
    stats: market ? { left: column, top: headlineBottom + 24 * u, width: columnWidth, height: statsHeight } : null,
    footer: { left: 0, top: footerTop, width: w, height: footerHeight },
    radius: 28 * u,
  };
}

export function postLayout(size: PostImageSize, market: boolean): PostLayout {
  return size.width > size.height ? landscape(size, market) : portrait(size, market);
}
