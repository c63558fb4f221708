// Where each part of a post image sits at one size: the tile band across the top (the post's own
// pattern), the category and title, the content, the market figures (market updates only) and the
// brand footer, in pixels. The band is exactly one eighth of the height: one row of an 8x8 grid,
// where each post's pattern of dark and light tiles is its own.
import type { PostImageSize } from "../sizes.ts";

export interface Frame {
  width: number;
  height: number;
  /** Layout unit: 1 at 1080 px on the short side. */
  u: number;
  pad: number;
  /** A story's bottom sits under the app's reply bar: only color there. */
  safeBottom: number;
  bandHeight: number;
  /** The category and title block under the band. */
  heading: { width: number; height: number };
  titleMax: number;
  /** The content's box, inside the page's padding. */
  content: { width: number; height: number };
  panelHeight: number;
  footerHeight: number;
}

export function postFrame(size: PostImageSize, market: boolean): Frame {
  const { width, height } = size;
  const landscape = width > height;
  const u = Math.min(width, height) / 1080;
  const pad = (landscape ? 48 : 64) * u;
  const tall = height / width > 1.5;
  // A story's top overlay (the app's own) falls on the band, which carries no words.
  const bandHeight = Math.max(height / 8, size.safe.top);
  const headingHeight = (landscape ? 170 : tall ? 300 : 240) * u;
  const footerHeight = 200 * u;
  const panelHeight = market ? 200 * u : 0;
  const gaps = 2 * pad * 0.6;
  const rest = height - bandHeight - headingHeight - footerHeight - panelHeight - size.safe.bottom - gaps;
  return {
    width,
    height,
    u,
    pad,
    safeBottom: size.safe.bottom,
    bandHeight,
    heading: { width: width - 2 * pad, height: headingHeight },
    titleMax: (landscape ? 96 : 80) * u,
    content: { width: width - 2 * pad, height: rest },
    panelHeight,
    footerHeight,
  };
}
