// The poster of a rendition: the video's own backdrop with its title and hook, as a JPEG.
import { createCanvas } from "@napi-rs/canvas";
import { drawBackground } from "./background.ts";
import { HOMEPAGE_SLUG, type Layout } from "./constants.ts";
import { contentBox } from "./draw-frame.ts";
import { ensureFonts, font } from "./fonts.ts";
import { createScene, type RenderInput } from "./scene.ts";
import { drawBlock, fitText, markWords } from "./text.ts";

export const POSTER_QUALITY = 86;

/**
 * The small line above the title: a library week's plan phase (its palette's name). The home
 * video uses a palette for its colours only and belongs to no phase, so it names itself.
 */
export function posterLabel(input: RenderInput, paletteLabel: string): string {
  return (input.slug === HOMEPAGE_SLUG ? input.title : paletteLabel).toUpperCase();
}

export function renderPoster(input: RenderInput, layout: Layout): Buffer {
  ensureFonts();
  const scene = createScene(input, layout);
  const { u, colors } = scene;
  const canvas = createCanvas(layout.width, layout.height);
  const ctx = canvas.getContext("2d");
  drawBackground(ctx, layout, colors, 0);
  const box = contentBox(scene);
  const title = fitText(ctx, markWords(input.title), 800, 120 * u, box.width, box.height * 0.5);
  const titleHeight = title.lines.length * title.lineHeight;
  const hook = fitText(ctx, markWords(input.source.hook), 500, 54 * u, box.width, box.height * 0.3);
  const hookHeight = hook.lines.length * hook.lineHeight;
  const top = box.top + (box.height - titleHeight - hookHeight - 80 * u) / 2;
  ctx.fillStyle = colors.accent;
  ctx.fillRect(box.left, top - 60 * u, 140 * u, 14 * u);
  drawBlock(ctx, title, 800, { left: box.left, top, color: "#ffffff", accent: colors.highlight });
  drawBlock(ctx, hook, 500, {
    left: box.left,
    top: top + titleHeight + 60 * u,
    color: "rgba(255,255,255,0.92)",
    accent: colors.accent,
  });
  ctx.font = font(700, 30 * u);
  ctx.textBaseline = "top";
  ctx.fillStyle = colors.accent;
  ctx.fillText(posterLabel(input, colors.label), box.left, layout.safe.top, box.width);
  return canvas.encodeSync("jpeg", POSTER_QUALITY);
}
