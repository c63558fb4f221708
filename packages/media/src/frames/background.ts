// The moving backdrop: the quarter's gradient with a soft light drifting across it. A function of
// the frame alone, so every render of a frame is the same picture.
import type { SKRSContext2D } from "@napi-rs/canvas";
import type { Layout } from "./constants.ts";
import type { PaletteColors } from "./palettes.ts";

export function drawBackground(ctx: SKRSContext2D, layout: Layout, colors: PaletteColors, seconds: number): void {
  const { width: w, height: h } = layout;
  const gradient = ctx.createLinearGradient(0, 0, w * 0.4, h);
  gradient.addColorStop(0, colors.c0);
  gradient.addColorStop(1, colors.c1);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, w, h);
  const r = Math.max(w, h) * 0.55;
  const x = w * (0.5 + 0.35 * Math.sin(seconds * 0.21));
  const y = h * (0.35 + 0.2 * Math.cos(seconds * 0.17));
  const light = ctx.createRadialGradient(x, y, 0, x, y, r);
  light.addColorStop(0, hexAlpha(colors.c2, 0.55));
  light.addColorStop(1, hexAlpha(colors.c2, 0));
  ctx.fillStyle = light;
  ctx.fillRect(0, 0, w, h);
  // A darker floor keeps white text readable over the brightest part of any palette.
  const floor = ctx.createLinearGradient(0, h * 0.55, 0, h);
  floor.addColorStop(0, "rgba(0,0,0,0)");
  floor.addColorStop(1, "rgba(0,0,0,0.35)");
  ctx.fillStyle = floor;
  ctx.fillRect(0, 0, w, h);
}

export function hexAlpha(hex: string, alpha: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${alpha})`;
}
