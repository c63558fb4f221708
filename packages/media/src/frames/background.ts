// The moving backdrop: the quarter's gradient with a soft light drifting across it. A function of
// the frame alone, so every render of a frame is the same picture.
import type { SKRSContext2D } from "@napi-rs/canvas";
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
      ctx.arc(cx, cy, s * (0.16 * i + 0.02 * Math.sin(seconds * 0.5 + i)), 0, Math.PI * 2);
      ctx.stroke();
    }
  } else if (motif.kind === "stripes") {
    ctx.translate(cx, cy);
    ctx.rotate((motif.tilt - 0.5) * 1.6 + seconds * 0.01);
    for (let i = -6; i <= 6; i += 2) ctx.fillRect(-w * 2, i * s * 0.09, w * 4, s * 0.09);
  } else if (motif.kind === "dots") {
    const step = s * 0.09;
    const drift = (seconds * s * 0.01) % step;
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
  const tilt = motif ? motif.tilt : 0.4;
  const gradient = ctx.createLinearGradient(w * (1 - tilt) * 0.5, 0, w * tilt, h);
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
  if (motif) drawMotif(ctx, w, h, motif, seconds);
  // A darker floor keeps white text readable over the brightest part of any palette.
  const floor = ctx.createLinearGradient(0, h * 0.55, 0, h);
  floor.addColorStop(0, "rgba(0,0,0,0)");
  floor.addColorStop(1, "rgba(0,0,0,0.35)");
  ctx.fillStyle = floor;
  // Clear above its start, so only the lower part is filled: the same picture for less work.
  ctx.fillRect(0, h * 0.55, w, h * 0.45);
}

export function hexAlpha(hex: string, alpha: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${alpha})`;
}
