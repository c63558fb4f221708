// The market figures on a market-update image: four tiles in a row (the median price with its trend
// arrow) and a line naming the area, the month and the source. A figure not filled in yet is a
// dashed blank labelled "fill in", so an unfinished preview can never pass for real data.
import type { SKRSContext2D } from "@napi-rs/canvas";
import { font } from "../frames/fonts.ts";
import type { Box, PostPalette } from "./artwork.ts";
import { type FigureTile, figuresByline, formatFigures, type MarketFigures } from "./market-fields.ts";

const BLANK_RED = "#b42318";
const TREND_COLOR = { up: "#067647", down: "#b42318", flat: "#374151" } as const;

/** A filled triangle pointing up or down (a glyph could be missing from the shipped font). */
function drawArrow(ctx: SKRSContext2D, x: number, y: number, size: number, direction: "up" | "down"): void {
  ctx.beginPath();
  if (direction === "up") {
    ctx.moveTo(x, y + size);
    ctx.lineTo(x + size, y + size);
    ctx.lineTo(x + size / 2, y);
  } else {
    ctx.moveTo(x, y);
    ctx.lineTo(x + size, y);
    ctx.lineTo(x + size / 2, y + size);
  }
  ctx.closePath();
  ctx.fill();
}

function drawTrend(ctx: SKRSContext2D, trend: NonNullable<FigureTile["trend"]>, centerX: number, y: number, u: number): void {
  ctx.font = font(700, 20 * u);
  const arrow = trend.direction === "flat" ? 0 : 16 * u;
  const gap = arrow ? 6 * u : 0;
  const width = arrow + gap + ctx.measureText(trend.text).width;
  const left = centerX - width / 2;
  ctx.fillStyle = TREND_COLOR[trend.direction];
  if (trend.direction !== "flat") drawArrow(ctx, left, y - arrow / 2, arrow, trend.direction);
  ctx.textAlign = "left";
  ctx.fillText(trend.text, left + arrow + gap, y);
}

export function drawMarketPanel(ctx: SKRSContext2D, box: Box, figures: MarketFigures, palette: PostPalette, u: number): void {
  const tiles = formatFigures(figures);
  const bylineHeight = 30 * u;
  const tileHeight = box.height - bylineHeight - 8 * u;
  const gap = 16 * u;
  const tileWidth = (box.width - gap * (tiles.length - 1)) / tiles.length;
  const inner = tileWidth - 20 * u;
  ctx.save();
  ctx.textBaseline = "middle";
  tiles.forEach((tile, i) => {
    const x = box.left + i * (tileWidth + gap);
    const centerX = x + tileWidth / 2;
    ctx.beginPath();
    ctx.roundRect(x, box.top, tileWidth, tileHeight, 18 * u);
    if (tile.value) {
      ctx.fillStyle = palette.bg0;
      ctx.fill();
    } else {
      ctx.fillStyle = "#ffffff";
      ctx.fill();
      ctx.setLineDash([12 * u, 8 * u]);
      ctx.strokeStyle = BLANK_RED;
      ctx.lineWidth = 3 * u;
      ctx.stroke();
      ctx.setLineDash([]);
    }
    const light = tile.value && palette.ink === "#ffffff";
    ctx.textAlign = "center";
    ctx.fillStyle = tile.value ? palette.ink : BLANK_RED;
    ctx.font = font(800, (tile.value ? 40 : 30) * u);
    ctx.fillText(tile.value ?? "fill in", centerX, box.top + tileHeight * (tile.trend ? 0.3 : 0.38), inner);
    ctx.fillStyle = tile.value ? (light ? "rgba(255,255,255,0.85)" : palette.ink) : "#374151";
    ctx.font = font(600, 20 * u);
    ctx.fillText(tile.label, centerX, box.top + tileHeight * (tile.trend ? 0.6 : 0.72), inner);
    if (tile.value && tile.trend) {
      // The trend sits on a white chip so its green or red reads on any palette.
      const chipY = box.top + tileHeight * 0.84;
      ctx.fillStyle = "#ffffff";
      ctx.beginPath();
      ctx.roundRect(x + 10 * u, chipY - 14 * u, tileWidth - 20 * u, 28 * u, 14 * u);
      ctx.fill();
      drawTrend(ctx, tile.trend, centerX, chipY, u);
    }
  });
  ctx.textAlign = "left";
  ctx.fillStyle = "#374151";
  ctx.font = font(600, 20 * u);
  ctx.fillText(figuresByline(figures), box.left, box.top + box.height - bylineHeight / 2, box.width);
  ctx.restore();
}
