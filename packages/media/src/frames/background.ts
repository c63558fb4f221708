// The moving backdrop: the quarter's gradient with a soft light drifting across it. A function of
// the frame alone, so every render of a frame is the same picture.
import { type Canvas, createCanvas, type SKRSContext2D } from "@napi-rs/canvas";
import type { Layout } from "./constants.ts";
import type { PaletteColors } from "./palettes.ts";

/**
 * A video's own backdrop shapes, picked from its slug: videos sharing a palette still differ at a
 * glance (and in a thumbnail-sized hash), and a video looks the same in every render.
 */
export interface Motif {
  kind: "rings" | "stripes" | "dots" | "blocks";
  /** 0..1: where the shapes sit and which way the gradient runs. */
  x: number;
  y: number;
  tilt: number;
}

export function motifFor(seedText: string): Motif {
  // FNV-1a: a small stable hash, the same on every machine.
  let hash = 0x811c9dc5;
  for (let i = 0; i < seedText.length; i++) {
    hash ^= seedText.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  const kinds: Motif["kind"][] = ["rings", "stripes", "dots", "blocks"];
  const pick = (shift: number, n: number) => ((hash >>> shift) % n) / n;
  return { kind: kinds[hash % 4] ?? "rings", x: pick(3, 97), y: pick(11, 89), tilt: pick(19, 83) };
}

/**
 * How fast the backdrop drifts. While a line holds the screen its picture changes three times a
 * second (draw-frame.ts, HOLD_STEP): at this pace a shape's edge moves about 2 px a step, too
 * little to read as a jump, and the glow, a thousand pixels wide, some 16 px.
 */
const DRIFT = 0.6;

function drawMotif(ctx: SKRSContext2D, w: number, h: number, motif: Motif, seconds: number): void {
  const s = Math.min(w, h);
  const cx = w * (0.1 + 0.8 * motif.x);
  const cy = h * (0.1 + 0.8 * motif.y);
  ctx.save();
  ctx.strokeStyle = "rgba(255,255,255,0.12)";
  ctx.fillStyle = "rgba(255,255,255,0.1)";
  if (motif.kind === "rings") {
    ctx.lineWidth = s * 0.035;
    for (let i = 1; i <= 4; i++) {
      ctx.beginPath();
      ctx.arc(cx, cy, s * (0.16 * i + 0.02 * Math.sin(seconds * DRIFT * 0.5 + i)), 0, Math.PI * 2);
      ctx.stroke();
    }
  } else if (motif.kind === "stripes") {
    ctx.translate(cx, cy);
    ctx.rotate((motif.tilt - 0.5) * 1.6 + seconds * DRIFT * 0.01);
    for (let i = -6; i <= 6; i += 2) ctx.fillRect(-w * 2, i * s * 0.09, w * 4, s * 0.09);
  } else if (motif.kind === "dots") {
    const step = s * 0.09;
    const drift = (seconds * DRIFT * s * 0.01) % step;
    for (let y = -step; y < h + step; y += step) {
      for (let x = -step; x < w + step; x += step) {
        const d = Math.hypot(x - cx, y - cy) / (s * 0.9);
        if (d > 1) continue;
        ctx.beginPath();
        ctx.arc(x + drift, y, step * 0.16 * (1 - d), 0, Math.PI * 2);
        ctx.fill();
      }
    }
  } else {
    ctx.translate(cx, cy);
    ctx.rotate(motif.tilt * Math.PI);
    ctx.fillRect(-s * 0.45, -s * 0.45, s * 0.9, s * 0.9);
    ctx.fillStyle = "rgba(0,0,0,0.12)";
    ctx.fillRect(s * 0.1, s * 0.1, s * 0.6, s * 0.6);
  }
  ctx.restore();
}

export function drawBackground(ctx: SKRSContext2D, layout: Layout, colors: PaletteColors, seconds: number, motif?: Motif): void {
  const { width: w, height: h } = layout;
  ctx.fillStyle = baseGradient(ctx, w, h, colors, motif);
  ctx.fillRect(0, 0, w, h);
  const { x, y, r } = lightAt(w, h, seconds);
  ctx.fillStyle = lightGradient(ctx, x, y, r, colors);
  ctx.fillRect(0, 0, w, h);
  if (motif) drawMotif(ctx, w, h, motif, seconds);
  // A darker floor keeps white text readable over the brightest part of any palette.
  ctx.fillStyle = floorGradient(ctx, h * FLOOR_START, h);
  // Clear above its start, so only the lower part is filled: the same picture for less work.
  ctx.fillRect(0, h * FLOOR_START, w, h * (1 - FLOOR_START));
}

/** Share of the height where the darker floor begins. */
const FLOOR_START = 0.55;

function baseGradient(ctx: SKRSContext2D, w: number, h: number, colors: PaletteColors, motif?: Motif) {
  const tilt = motif ? motif.tilt : 0.4;
  const gradient = ctx.createLinearGradient(w * (1 - tilt) * 0.5, 0, w * tilt, h);
  gradient.addColorStop(0, colors.c0);
  gradient.addColorStop(1, colors.c1);
  return gradient;
}

/** Where the soft light is at a moment, and how far it reaches. */
function lightAt(w: number, h: number, seconds: number): { x: number; y: number; r: number } {
  return {
    x: w * (0.5 + 0.35 * Math.sin(seconds * DRIFT * 0.21)),
    y: h * (0.35 + 0.2 * Math.cos(seconds * DRIFT * 0.17)),
    r: Math.max(w, h) * 0.55,
  };
}

function lightGradient(ctx: SKRSContext2D, x: number, y: number, r: number, colors: PaletteColors) {
  const light = ctx.createRadialGradient(x, y, 0, x, y, r);
  light.addColorStop(0, hexAlpha(colors.c2, 0.55));
  light.addColorStop(1, hexAlpha(colors.c2, 0));
  return light;
}

function floorGradient(ctx: SKRSContext2D, top: number, bottom: number) {
  const floor = ctx.createLinearGradient(0, top, 0, bottom);
  floor.addColorStop(0, "rgba(0,0,0,0)");
  floor.addColorStop(1, "rgba(0,0,0,0.35)");
  return floor;
}

/** The backdrop's three gradients as pictures, drawn once for a video and copied onto each frame. */
interface BackdropLayers {
  base: Canvas;
  /** The light, centred in a square twice its reach. */
  light: Canvas;
  /** The floor, from the whole pixel row where it starts to the bottom. */
  floor: Canvas;
  floorTop: number;
}

function layer(width: number, height: number, paint: (ctx: SKRSContext2D) => void): Canvas {
  const canvas = createCanvas(width, height);
  paint(canvas.getContext("2d"));
  return canvas;
}

function drawLayers(layout: Layout, colors: PaletteColors, motif: Motif): BackdropLayers {
  const { width: w, height: h } = layout;
  const { r } = lightAt(w, h, 0);
  const side = Math.ceil(2 * r);
  const floorTop = Math.floor(h * FLOOR_START);
  return {
    base: layer(w, h, (ctx) => {
      ctx.fillStyle = baseGradient(ctx, w, h, colors, motif);
      ctx.fillRect(0, 0, w, h);
    }),
    light: layer(side, side, (ctx) => {
      ctx.fillStyle = lightGradient(ctx, side / 2, side / 2, r, colors);
      ctx.fillRect(0, 0, side, side);
    }),
    floor: layer(w, h - floorTop, (ctx) => {
      ctx.fillStyle = floorGradient(ctx, h * FLOOR_START - floorTop, h - floorTop);
      ctx.fillRect(0, 0, w, h - floorTop);
    }),
    floorTop,
  };
}

/**
 * The moving backdrop of a video's frames, as drawBackground draws it, but with its gradients
 * drawn once and copied onto each frame: evaluating three full-frame gradients was most of the
 * drawing time of a frame, and copying a picture costs a fraction of it. The light is placed on
 * whole pixels; half a pixel of its drift cannot be seen in a glow a thousand pixels wide.
 */
export function createBackdrop(
  layout: Layout,
  colors: PaletteColors,
  motif: Motif,
): (ctx: SKRSContext2D, seconds: number) => void {
  let layers: BackdropLayers | null = null;
  return (ctx, seconds) => {
    layers ??= drawLayers(layout, colors, motif);
    const { width: w, height: h } = layout;
    const { x, y } = lightAt(w, h, seconds);
    const half = layers.light.width / 2;
    ctx.drawImage(layers.base, 0, 0);
    ctx.drawImage(layers.light, Math.round(x - half), Math.round(y - half));
    drawMotif(ctx, w, h, motif, seconds);
    ctx.drawImage(layers.floor, 0, layers.floorTop);
  };
}

export function hexAlpha(hex: string, alpha: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${alpha})`;
}
