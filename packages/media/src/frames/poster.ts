// The poster of a rendition: the video's own backdrop with its words and a label, as a JPEG.
import { createCanvas } from "@napi-rs/canvas";
import { drawBackground } from "./background.ts";
import { HOMEPAGE_SLUG, type Layout } from "./constants.ts";
import { contentBox } from "./draw-frame.ts";
import { ensureFonts, font } from "./fonts.ts";
import { createScene, type RenderInput } from "./scene.ts";
import { drawBlock, fitText, markWords } from "./text.ts";
import { cutPlan } from "./timeline.ts";

export const POSTER_QUALITY = 86;

/**
 * The small line above the title: a library week's plan phase (its palette's name). The home
 * video uses a palette for its colours only and belongs to no phase, so it names itself.
 */
export function posterLabel(input: RenderInput, paletteLabel: string): string {
  return (input.slug === HOMEPAGE_SLUG ? input.title : paletteLabel).toUpperCase();
}

/** What a poster says: a large headline and, under it, a smaller line (or none). */
export interface PosterText {
  headline: string;
  subline: string | null;
}

/**
 * The full video's poster names it (its title over its hook). A short cut's poster is its cover
 * in a Reels or TikTok grid, where it has to stop the scroll on its own: it carries only the
 * short cut's own hook, the line its first second shows, and never the full video's title.
 */
export function posterText(input: RenderInput, layout: Pick<Layout, "cut">): PosterText {
  if (layout.cut === "short") return { headline: cutPlan(input.source, "short").hook, subline: null };
  return { headline: input.title, subline: input.source.hook };
}

export function renderPoster(input: RenderInput, layout: Layout): Buffer {
  ensureFonts();
  const scene = createScene(input, layout);
  const { u, colors } = scene;
  const text = posterText(input, layout);
  const canvas = createCanvas(layout.width, layout.height);
  const ctx = canvas.getContext("2d");
  drawBackground(ctx, layout, colors, 0);
  const box = contentBox(scene);
  // Alone, the headline may take more of the frame.
  const headlineShare = text.subline ? 0.5 : 0.7;
  const headline = fitText(ctx, markWords(text.headline), 800, 120 * u, box.width, box.height * headlineShare);
  const headlineHeight = headline.lines.length * headline.lineHeight;
  const subline = text.subline ? fitText(ctx, markWords(text.subline), 500, 54 * u, box.width, box.height * 0.3) : null;
  const sublineBlock = subline ? subline.lines.length * subline.lineHeight + 80 * u : 0;
  const top = box.top + (box.height - headlineHeight - sublineBlock) / 2;
  ctx.fillStyle = colors.accent;
  ctx.fillRect(box.left, top - 60 * u, 140 * u, 14 * u);
  drawBlock(ctx, headline, 800, { left: box.left, top, color: "#ffffff", accent: colors.highlight });
  if (subline) {
    drawBlock(ctx, subline, 500, {
      left: box.left,
      top: top + headlineHeight + 60 * u,
      color: "rgba(255,255,255,0.92)",
      accent: colors.accent,
    });
  }
  ctx.font = font(700, 30 * u);
  ctx.textBaseline = "top";
  ctx.fillStyle = colors.accent;
  ctx.fillText(posterLabel(input, colors.label), box.left, layout.safe.top, box.width);
  return canvas.encodeSync("jpeg", POSTER_QUALITY);
}
