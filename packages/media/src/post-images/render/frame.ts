// Where each part of a post image sits at one size: the headline band, the content, the market
// figures (market updates only) and the brand footer, in pixels. Portrait sizes stack them; the
// link preview keeps the same order with less height for each.
import type { PostImageSize } from "../sizes.ts";

export interface Frame {
  width: number;
  height: number;
  /** Layout unit: 1 at 1080 px on the short side. */
  u: number;
  pad: number;
  /** A story's top and bottom sit under the apps' own overlays: only colour there. */
  safeTop: number;
  safeBottom: number;
  bandHeight: number;
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
  const bandHeight = (landscape ? 260 : tall ? 420 : 340) * u;
  const footerHeight = 200 * u;
  const panelHeight = market ? 200 * u : 0;
  const rest = height - size.safe.top - size.safe.bottom - bandHeight - footerHeight - panelHeight;
  return {
    width,
    height,
    u,
    pad,
    safeTop: size.safe.top,
    safeBottom: size.safe.bottom,
    bandHeight,
    titleMax: (landscape ? 96 : 84) * u,
    content: { width: width - 2 * pad, height: rest - 2 * pad * 0.75 },
    panelHeight,
    footerHeight,
  };
}
