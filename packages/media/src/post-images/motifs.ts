// The illustrations drawn in code: simple line-and-fill pictures, each centred on (cx, cy) and
// about `s` px across. Which one a post gets depends on its category and index (artwork.ts).
import type { SKRSContext2D } from "@napi-rs/canvas";

export interface MotifStyle {
  ink: string;
  accent: string;
}

type Motif = (ctx: SKRSContext2D, cx: number, cy: number, s: number, style: MotifStyle) => void;

function roundRect(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

const house: Motif = (ctx, cx, cy, s, { ink, accent }) => {
  const w = s * 0.8;
  ctx.fillStyle = ink;
  ctx.beginPath();
  ctx.moveTo(cx - w / 2 - s * 0.08, cy - s * 0.05);
  ctx.lineTo(cx, cy - s * 0.45);
  ctx.lineTo(cx + w / 2 + s * 0.08, cy - s * 0.05);
  ctx.closePath();
  ctx.fill();
  ctx.fillRect(cx - w / 2, cy - s * 0.06, w, s * 0.48);
  ctx.fillStyle = accent;
  ctx.fillRect(cx - s * 0.08, cy + s * 0.14, s * 0.16, s * 0.28);
  ctx.fillRect(cx - w / 2 + s * 0.08, cy + s * 0.04, s * 0.14, s * 0.12);
  ctx.fillRect(cx + w / 2 - s * 0.22, cy + s * 0.04, s * 0.14, s * 0.12);
};

const key: Motif = (ctx, cx, cy, s, { ink, accent }) => {
  ctx.strokeStyle = ink;
  ctx.lineWidth = s * 0.09;
  ctx.beginPath();
  ctx.arc(cx - s * 0.22, cy, s * 0.2, 0, Math.PI * 2);
  ctx.stroke();
  ctx.fillStyle = ink;
  ctx.fillRect(cx - s * 0.02, cy - s * 0.045, s * 0.5, s * 0.09);
  ctx.fillRect(cx + s * 0.3, cy, s * 0.08, s * 0.16);
  ctx.fillRect(cx + s * 0.16, cy, s * 0.08, s * 0.12);
  ctx.fillStyle = accent;
  ctx.beginPath();
  ctx.arc(cx - s * 0.22, cy, s * 0.07, 0, Math.PI * 2);
  ctx.fill();
};

const bars: Motif = (ctx, cx, cy, s, { ink, accent }) => {
  const heights = [0.35, 0.55, 0.45, 0.8];
  const bw = s * 0.16;
  heights.forEach((h, i) => {
    ctx.fillStyle = i === heights.length - 1 ? accent : ink;
    roundRect(ctx, cx - s * 0.42 + i * s * 0.22, cy + s * 0.4 - h * s, bw, h * s, bw * 0.2);
    ctx.fill();
  });
};

const trendLine: Motif = (ctx, cx, cy, s, { ink, accent }) => {
  ctx.strokeStyle = ink;
  ctx.lineWidth = s * 0.05;
  ctx.beginPath();
  ctx.moveTo(cx - s * 0.45, cy + s * 0.4);
  ctx.lineTo(cx + s * 0.45, cy + s * 0.4);
  ctx.moveTo(cx - s * 0.45, cy + s * 0.4);
  ctx.lineTo(cx - s * 0.45, cy - s * 0.4);
  ctx.stroke();
  ctx.strokeStyle = accent;
  ctx.lineWidth = s * 0.08;
  ctx.lineJoin = "round";
  ctx.beginPath();
  ctx.moveTo(cx - s * 0.38, cy + s * 0.2);
  ctx.lineTo(cx - s * 0.12, cy - s * 0.02);
  ctx.lineTo(cx + s * 0.08, cy + s * 0.1);
  ctx.lineTo(cx + s * 0.38, cy - s * 0.3);
  ctx.stroke();
};

const coins: Motif = (ctx, cx, cy, s, { ink, accent }) => {
  for (let i = 0; i < 4; i++) {
    ctx.fillStyle = i % 2 ? accent : ink;
    ctx.beginPath();
    ctx.ellipse(cx - s * 0.1, cy + s * 0.3 - i * s * 0.14, s * 0.3, s * 0.1, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = accent;
  ctx.beginPath();
  ctx.arc(cx + s * 0.3, cy - s * 0.2, s * 0.16, 0, Math.PI * 2);
  ctx.fill();
};

const calendar: Motif = (ctx, cx, cy, s, { ink, accent }) => {
  ctx.fillStyle = ink;
  roundRect(ctx, cx - s * 0.4, cy - s * 0.34, s * 0.8, s * 0.72, s * 0.06);
  ctx.fill();
  ctx.fillStyle = accent;
  ctx.fillRect(cx - s * 0.4, cy - s * 0.34, s * 0.8, s * 0.16);
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 4; c++) {
      ctx.fillStyle = r === 1 && c === 2 ? accent : "rgba(255,255,255,0.55)";
      ctx.fillRect(cx - s * 0.32 + c * s * 0.17, cy - s * 0.1 + r * s * 0.15, s * 0.11, s * 0.1);
    }
  }
};

const pin: Motif = (ctx, cx, cy, s, { ink, accent }) => {
  ctx.fillStyle = ink;
  ctx.beginPath();
  ctx.arc(cx, cy - s * 0.12, s * 0.3, Math.PI * 0.85, Math.PI * 2.15);
  ctx.lineTo(cx, cy + s * 0.45);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = accent;
  ctx.beginPath();
  ctx.arc(cx, cy - s * 0.12, s * 0.12, 0, Math.PI * 2);
  ctx.fill();
};

const magnifier: Motif = (ctx, cx, cy, s, { ink, accent }) => {
  ctx.strokeStyle = ink;
  ctx.lineWidth = s * 0.09;
  ctx.beginPath();
  ctx.arc(cx - s * 0.08, cy - s * 0.08, s * 0.26, 0, Math.PI * 2);
  ctx.stroke();
  ctx.lineWidth = s * 0.13;
  ctx.lineCap = "round";
  ctx.beginPath();
  ctx.moveTo(cx + s * 0.12, cy + s * 0.12);
  ctx.lineTo(cx + s * 0.38, cy + s * 0.38);
  ctx.stroke();
  ctx.fillStyle = accent;
  ctx.beginPath();
  ctx.arc(cx - s * 0.08, cy - s * 0.08, s * 0.12, 0, Math.PI * 2);
  ctx.fill();
};

const percent: Motif = (ctx, cx, cy, s, { ink, accent }) => {
  ctx.fillStyle = accent;
  ctx.beginPath();
  ctx.arc(cx - s * 0.22, cy - s * 0.22, s * 0.14, 0, Math.PI * 2);
  ctx.arc(cx + s * 0.22, cy + s * 0.22, s * 0.14, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = ink;
  ctx.lineWidth = s * 0.1;
  ctx.lineCap = "round";
  ctx.beginPath();
  ctx.moveTo(cx + s * 0.32, cy - s * 0.36);
  ctx.lineTo(cx - s * 0.32, cy + s * 0.36);
  ctx.stroke();
};

const signpost: Motif = (ctx, cx, cy, s, { ink, accent }) => {
  ctx.fillStyle = ink;
  ctx.fillRect(cx - s * 0.04, cy - s * 0.45, s * 0.08, s * 0.9);
  ctx.fillStyle = accent;
  roundRect(ctx, cx - s * 0.42, cy - s * 0.32, s * 0.74, s * 0.3, s * 0.04);
  ctx.fill();
  ctx.fillStyle = "rgba(255,255,255,0.85)";
  ctx.fillRect(cx - s * 0.34, cy - s * 0.2, s * 0.5, s * 0.06);
};

const checklist: Motif = (ctx, cx, cy, s, { ink, accent }) => {
  ctx.fillStyle = ink;
  roundRect(ctx, cx - s * 0.34, cy - s * 0.44, s * 0.68, s * 0.88, s * 0.05);
  ctx.fill();
  for (let i = 0; i < 4; i++) {
    const y = cy - s * 0.28 + i * s * 0.2;
    ctx.fillStyle = accent;
    ctx.fillRect(cx - s * 0.24, y, s * 0.1, s * 0.1);
    ctx.fillStyle = "rgba(255,255,255,0.7)";
    ctx.fillRect(cx - s * 0.08, y + s * 0.03, s * 0.32, s * 0.04);
  }
};

const door: Motif = (ctx, cx, cy, s, { ink, accent }) => {
  ctx.fillStyle = ink;
  roundRect(ctx, cx - s * 0.26, cy - s * 0.44, s * 0.52, s * 0.88, s * 0.26);
  ctx.fill();
  ctx.fillStyle = accent;
  ctx.beginPath();
  ctx.arc(cx + s * 0.14, cy + s * 0.05, s * 0.05, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = accent;
  ctx.lineWidth = s * 0.03;
  ctx.strokeRect(cx - s * 0.16, cy - s * 0.26, s * 0.32, s * 0.2);
};

/** Motifs by category; other categories use the whole set. */
export const MOTIFS: Record<string, readonly Motif[]> = {
  "Buyer Education": [house, key, checklist, door, magnifier, pin],
  "Seller Tips": [signpost, house, door, magnifier, pin, checklist],
  "Financing Tips": [coins, percent, calendar, bars, key, checklist],
  "Market Update": [bars, trendLine, calendar, pin, percent, magnifier],
};

export const ALL_MOTIFS: readonly Motif[] = [
  house,
  key,
  bars,
  trendLine,
  coins,
  calendar,
  pin,
  magnifier,
  percent,
  signpost,
  checklist,
  door,
];
