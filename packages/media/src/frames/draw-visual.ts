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

/** The gauge's bands, told apart by tone; the legend under the dial uses the same swatches. */
function zoneColor(colors: PaletteColors, i: number): string {
  return [colors.accent, "rgba(255,255,255,0.85)", "rgba(255,255,255,0.45)", colors.highlight][i % 4] ?? colors.accent;
}

/**
 * A half dial with its bands, the needle sweeping to the value and the value under the hub. The
 * band names sit in a legend below the dial rather than around the arc, where long names such as
 * "Seller's market" ran into the arc or off the frame.
 */
function drawGauge(v: VisualContext, visual: Extract<VideoVisual, { kind: "gauge" }>): void {
  const { ctx, box, colors, u } = v;
  const legendRow = 54 * u;
  const legendHeight = visual.zones.length * legendRow;
  const valueHeight = 90 * u;
  const r = Math.min(box.width / 2, (box.height - legendHeight - valueHeight - 30 * u) * 0.95);
  const cx = box.left + box.width / 2;
  const cy = box.top + r + 10 * u;
  const span = visual.max - visual.min || 1;
  const angle = (value: number) => Math.PI + ((Math.min(Math.max(value, visual.min), visual.max) - visual.min) / span) * Math.PI;
  const band = Math.min(46 * u, r * 0.22);
  let from = visual.min;
  visual.zones.forEach((zone, i) => {
    // Bands draw in one after the other as the dial grows.
    const t = easeOutCubic(Math.min(1, Math.max(0, v.grow * 2 - i * 0.3)));
    const end = angle(from) + (angle(zone.upTo) - angle(from)) * t;
    ctx.strokeStyle = zoneColor(colors, i);
    ctx.lineWidth = band;
    ctx.lineCap = "butt";
    ctx.beginPath();
    ctx.arc(cx, cy, r - band / 2, angle(from) + 0.01, Math.max(angle(from) + 0.011, end - 0.01));
    ctx.stroke();
    from = zone.upTo;
  });
  const needle = angle(visual.min + (visual.value - visual.min) * easeOutCubic(v.grow));
  ctx.strokeStyle = "#ffffff";
  ctx.lineWidth = 12 * u;
  ctx.lineCap = "round";
  ctx.beginPath();
  ctx.moveTo(cx, cy);
  ctx.lineTo(cx + Math.cos(needle) * (r - band - 20 * u), cy + Math.sin(needle) * (r - band - 20 * u));
  ctx.stroke();
  ctx.fillStyle = "#ffffff";
  ctx.beginPath();
  ctx.arc(cx, cy, 20 * u, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = colors.highlight;
  ctx.font = font(800, 64 * u);
  ctx.textAlign = "center";
  ctx.textBaseline = "top";
  ctx.fillText(formatValue(visual.value, visual.unit), cx, cy + 30 * u);
  // Legend: swatch, band name and its range, one row per band.
  let lower = visual.min;
  const legendTop = cy + valueHeight + 30 * u;
  visual.zones.forEach((zone, i) => {
    const y = legendTop + i * legendRow;
    ctx.globalAlpha = progress(v.grow, 0.3 + i * 0.15, 0.3);
    ctx.fillStyle = zoneColor(colors, i);
    ctx.fillRect(box.left + box.width * 0.15, y + 8 * u, 36 * u, 36 * u);
    ctx.fillStyle = "#ffffff";
    ctx.font = font(700, 32 * u);
    ctx.textAlign = "left";
    ctx.textBaseline = "middle";
    const wordUnit = visual.unit !== "$" && visual.unit !== "%";
    const range = wordUnit
      ? `${formatValue(lower, "")}-${formatValue(zone.upTo, visual.unit)}`
      : `${formatValue(lower, visual.unit)}-${formatValue(zone.upTo, visual.unit)}`;
    ctx.fillText(`${zone.label}  ${range}`, box.left + box.width * 0.15 + 56 * u, y + 26 * u, box.width * 0.8);
    lower = zone.upTo;
  });
  ctx.globalAlpha = 1;
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
