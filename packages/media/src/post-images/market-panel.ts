// The market figures on a market-update image: four tiles in a row. A figure not filled in yet is a
// dashed blank labelled "fill in", so an unfinished image can never pass for real data.
import type { SKRSContext2D } from "@napi-rs/canvas";
import { font } from "../frames/fonts.ts";
import type { Box, PostPalette } from "./artwork.ts";
import { formatFigures, type MarketFigures } from "./market-fields.ts";

export function drawMarketPanel(ctx: SKRSContext2D, box: Box, figures: MarketFigures, palette: PostPalette, u: number): void {
  const tiles = formatFigures(figures);
  const gap = 16 * u;
  const tileWidth = (box.width - gap * (tiles.length - 1)) / tiles.length;
  const inner = tileWidth - 24 * u;
  ctx.save();
  tiles.forEach((tile, i) => {
    const x = box.left + i * (tileWidth + gap);
    ctx.beginPath();
    ctx.roundRect(x, box.top, tileWidth, box.height, 18 * u);
    if (tile.value) {
      ctx.fillStyle = palette.bg0;
      ctx.fill();
    } else {
      ctx.fillStyle = "#ffffff";
      ctx.fill();
      ctx.setLineDash([12 * u, 8 * u]);
      ctx.strokeStyle = "#b42318";
      ctx.lineWidth = 3 * u;
      ctx.stroke();
      ctx.setLineDash([]);
    }
    const light = tile.value && palette.ink === "#ffffff";
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillStyle = tile.value ? palette.ink : "#b42318";
    ctx.font = font(800, (tile.value ? 46 : 34) * u);
    ctx.fillText(tile.value ?? "fill in", x + tileWidth / 2, box.top + box.height * 0.4, inner);
    ctx.fillStyle = tile.value ? (light ? "rgba(255,255,255,0.85)" : palette.ink) : "#374151";
    ctx.font = font(600, 24 * u);
    ctx.fillText(tile.label, x + tileWidth / 2, box.top + box.height * 0.74, inner);
  });
  ctx.restore();
}
