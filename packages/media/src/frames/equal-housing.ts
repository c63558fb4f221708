// The Equal Housing Opportunity mark: the house with the equals sign, drawn as vector shapes
// (HUD's logo is public domain), with its words beside it.
import type { SKRSContext2D } from "@napi-rs/canvas";
import { font } from "./fonts.ts";

/** Draws the mark with its top-left at (x, y), `size` px tall; returns its width. */
export function drawEqualHousing(ctx: SKRSContext2D, x: number, y: number, size: number, color: string): number {
  const w = size;
  ctx.save();
  ctx.fillStyle = color;
  ctx.strokeStyle = color;
  ctx.lineWidth = size * 0.08;
  ctx.lineJoin = "miter";
  ctx.beginPath();
  ctx.moveTo(x + w / 2, y);
  ctx.lineTo(x + w, y + size * 0.42);
  ctx.lineTo(x + w * 0.88, y + size * 0.42);
  ctx.lineTo(x + w * 0.88, y + size);
  ctx.lineTo(x + w * 0.12, y + size);
  ctx.lineTo(x + w * 0.12, y + size * 0.42);
  ctx.lineTo(x, y + size * 0.42);
  ctx.closePath();
  ctx.stroke();
  const barX = x + w * 0.3;
  const barW = w * 0.4;
  ctx.fillRect(barX, y + size * 0.5, barW, size * 0.1);
  ctx.fillRect(barX, y + size * 0.7, barW, size * 0.1);
  ctx.font = font(700, size * 0.3);
  ctx.textBaseline = "middle";
  ctx.textAlign = "left";
  ctx.fillText("EQUAL HOUSING", x + w * 1.25, y + size * 0.32);
  ctx.fillText("OPPORTUNITY", x + w * 1.25, y + size * 0.72);
  const textWidth = ctx.measureText("EQUAL HOUSING").width;
  ctx.restore();
  return w * 1.25 + textWidth;
}

/** The width drawEqualHousing takes at `size`, for centring it. */
export function equalHousingWidth(ctx: SKRSContext2D, size: number): number {
  ctx.save();
  ctx.font = font(700, size * 0.3);
  const textWidth = ctx.measureText("EQUAL HOUSING").width;
  ctx.restore();
  return size * 1.25 + textWidth;
}
