// The data visual: bars, a line or a gauge, growing in over its first second, with its source line.
import type { SKRSContext2D } from "@napi-rs/canvas";
import type { VideoVisual } from "@realty/library/video-source";
import { easeOutCubic, progress } from "./easing.ts";
import { font } from "./fonts.ts";
import { formatValue } from "./format-value.ts";
import type { PaletteColors } from "./palettes.ts";
import { drawBlock, fitText, markWords } from "./text.ts";

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

interface VisualContext {
  ctx: SKRSContext2D;
  box: Box;
  colors: PaletteColors;
  /** Layout unit: 1 at 1080 px on the short side. */
  u: number;
  /** 0..1: how far the chart has grown in. */
  grow: number;
}

function drawBars(v: VisualContext, visual: Extract<VideoVisual, { kind: "bars" }>): void {
  const { ctx, box, colors, u } = v;
  const max = Math.max(...visual.bars.map((b) => b.value), 0) || 1;
  const gap = box.width * 0.06;
  const barWidth = (box.width - gap * (visual.bars.length - 1)) / visual.bars.length;
  const labelSpace = 70 * u;
  const valueSpace = 64 * u;
  const chartHeight = box.height - labelSpace - valueSpace;
  visual.bars.forEach((bar, i) => {
    const t = easeOutCubic(Math.min(1, Math.max(0, v.grow * 1.6 - i * 0.15)));
    const h = Math.max(0, (bar.value / max) * chartHeight * t);
    const x = box.left + i * (barWidth + gap);
    const base = box.top + valueSpace + chartHeight;
    ctx.fillStyle = i === visual.bars.length - 1 ? colors.highlight : "rgba(255,255,255,0.88)";
    ctx.fillRect(x, base - h, barWidth, h);
    ctx.fillStyle = "#ffffff";
    ctx.textAlign = "center";
    ctx.textBaseline = "bottom";
    ctx.font = font(800, 40 * u);
    ctx.globalAlpha *= t;
    ctx.fillText(formatValue(bar.value, visual.unit), x + barWidth / 2, base - h - 12 * u);
    ctx.globalAlpha /= t || 1;
    ctx.textBaseline = "top";
    ctx.font = font(500, 28 * u);
    ctx.fillText(bar.label, x + barWidth / 2, base + 16 * u, barWidth + gap);
  });
}

function drawLine(v: VisualContext, visual: Extract<VideoVisual, { kind: "line" }>): void {
  const { ctx, box, colors, u } = v;
  const values = visual.points.map((p) => p.value);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const span = hi - lo || 1;
  const top = box.top + 60 * u;
  const height = box.height - 130 * u;
  const x = (i: number) => box.left + (i / (visual.points.length - 1)) * box.width;
  const y = (value: number) => top + height - ((value - lo) / span) * height;
  ctx.strokeStyle = "rgba(255,255,255,0.25)";
  ctx.lineWidth = 2 * u;
  ctx.beginPath();
  ctx.moveTo(box.left, top + height);
  ctx.lineTo(box.left + box.width, top + height);
  ctx.stroke();
  // The line is revealed left to right: draw up to `reach` points, the last one interpolated.
  const reach = easeOutCubic(v.grow) * (visual.points.length - 1);
  ctx.strokeStyle = colors.highlight;
  ctx.lineWidth = 10 * u;
  ctx.lineJoin = "round";
  ctx.lineCap = "round";
  ctx.beginPath();
  visual.points.forEach((p, i) => {
    if (i > Math.ceil(reach)) return;
    const prev = visual.points[i - 1];
    const f = i <= reach || !prev ? 1 : reach - (i - 1);
    const px = prev ? x(i - 1) + (x(i) - x(i - 1)) * f : x(i);
    const py = prev ? y(prev.value) + (y(p.value) - y(prev.value)) * f : y(p.value);
    if (i === 0) ctx.moveTo(px, py);
    else ctx.lineTo(px, py);
  });
  ctx.stroke();
  ctx.fillStyle = "#ffffff";
  ctx.font = font(500, 28 * u);
  ctx.textBaseline = "top";
  const first = visual.points[0];
  const last = visual.points[visual.points.length - 1];
  if (first && last) {
    ctx.textAlign = "left";
    ctx.fillText(first.label, box.left, top + height + 18 * u);
    ctx.textAlign = "right";
    ctx.fillText(last.label, box.left + box.width, top + height + 18 * u);
    ctx.globalAlpha *= progress(v.grow, 0.8, 0.2);
    ctx.font = font(800, 44 * u);
    ctx.textBaseline = "bottom";
    ctx.fillText(formatValue(last.value, visual.unit), box.left + box.width, y(last.value) - 20 * u);
    ctx.textAlign = "left";
    ctx.fillText(formatValue(first.value, visual.unit), box.left, y(first.value) - 20 * u);
  }
}

function drawGauge(v: VisualContext, visual: Extract<VideoVisual, { kind: "gauge" }>): void {
  const { ctx, box, colors, u } = v;
  const r = Math.min(box.width / 2, box.height * 0.62);
  const cx = box.left + box.width / 2;
  const cy = box.top + r + 20 * u;
  const span = visual.max - visual.min || 1;
  const angle = (value: number) => Math.PI + ((Math.min(Math.max(value, visual.min), visual.max) - visual.min) / span) * Math.PI;
  let from = visual.min;
  visual.zones.forEach((zone, i) => {
    ctx.strokeStyle = i % 2 === 0 ? "rgba(255,255,255,0.85)" : "rgba(255,255,255,0.45)";
    ctx.lineWidth = 46 * u;
    ctx.beginPath();
    ctx.arc(cx, cy, r - 23 * u, angle(from) + 0.01, angle(zone.upTo) - 0.01);
    ctx.stroke();
    const mid = angle((from + Math.min(zone.upTo, visual.max)) / 2);
    ctx.fillStyle = "#ffffff";
    ctx.font = font(600, 26 * u);
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(zone.label, cx + Math.cos(mid) * (r + 46 * u), cy + Math.sin(mid) * (r + 46 * u) - 10 * u);
    from = zone.upTo;
  });
  const needle = angle(visual.min + (visual.value - visual.min) * easeOutCubic(v.grow));
  ctx.strokeStyle = colors.highlight;
  ctx.lineWidth = 12 * u;
  ctx.lineCap = "round";
  ctx.beginPath();
  ctx.moveTo(cx, cy);
  ctx.lineTo(cx + Math.cos(needle) * (r - 60 * u), cy + Math.sin(needle) * (r - 60 * u));
  ctx.stroke();
  ctx.fillStyle = colors.highlight;
  ctx.beginPath();
  ctx.arc(cx, cy, 20 * u, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = "#ffffff";
  ctx.font = font(800, 64 * u);
  ctx.textBaseline = "top";
  ctx.fillText(formatValue(visual.value, visual.unit), cx, cy + 40 * u);
}

/** Title at the top of `box`, the chart in the middle, "Source: …" at the bottom. */
export function drawVisual(
  ctx: SKRSContext2D,
  visual: VideoVisual,
  box: Box,
  colors: PaletteColors,
  u: number,
  grow: number,
): void {
  const title = fitText(ctx, markWords(visual.title), 800, 68 * u, box.width, 180 * u);
  drawBlock(ctx, title, 800, { left: box.left, top: box.top, color: "#ffffff", accent: colors.highlight });
  const titleHeight = title.lines.length * title.lineHeight + 50 * u;
  const sourceText = fitText(ctx, markWords(`Source: ${visual.source}`), 400, 28 * u, box.width, 110 * u);
  const sourceHeight = sourceText.lines.length * sourceText.lineHeight;
  drawBlock(ctx, sourceText, 400, {
    left: box.left,
    top: box.top + box.height - sourceHeight,
    color: "rgba(255,255,255,0.85)",
    accent: "rgba(255,255,255,0.85)",
  });
  const chart: Box = {
    left: box.left,
    top: box.top + titleHeight,
    width: box.width,
    height: Math.max(40, box.height - titleHeight - sourceHeight - 50 * u),
  };
  const v: VisualContext = { ctx, box: chart, colors, u, grow };
  ctx.save();
  if (visual.kind === "bars") drawBars(v, visual);
  else if (visual.kind === "line") drawLine(v, visual);
  else drawGauge(v, visual);
  ctx.restore();
}
