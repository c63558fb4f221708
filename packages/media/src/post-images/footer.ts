// The member's brand footer on every post image: photo (or initials), name, brokerage,
// phone and e-mail, licence, the Equal Housing Opportunity mark, on their brand colour.
import type { Image, SKRSContext2D } from "@napi-rs/canvas";
import { type BrandFields, licenseLine, textOnColor } from "@realty/contracts/brand-profile";
import { drawEqualHousing } from "../frames/equal-housing.ts";
import { font } from "../frames/fonts.ts";
import type { Box } from "./artwork.ts";

export type ImageBrand = BrandFields;

function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return `${parts[0]?.[0] ?? ""}${parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? "") : ""}`.toUpperCase();
}

function drawPhoto(ctx: SKRSContext2D, photo: Image | null, name: string, cx: number, cy: number, r: number, ink: string): void {
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.clip();
  if (photo) {
    // Cover the circle: the shorter side becomes the diameter.
    const scale = (2 * r) / Math.min(photo.width, photo.height);
    ctx.drawImage(
      photo,
      cx - (photo.width * scale) / 2,
      cy - (photo.height * scale) / 2,
      photo.width * scale,
      photo.height * scale,
    );
  } else {
    ctx.fillStyle = ink === "#ffffff" ? "rgba(255,255,255,0.2)" : "rgba(0,0,0,0.12)";
    ctx.fillRect(cx - r, cy - r, 2 * r, 2 * r);
    ctx.fillStyle = ink;
    ctx.font = font(800, r * 0.8);
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(initials(name), cx, cy);
  }
  ctx.restore();
}

/** Draws the footer filling `box`; `u` is the layout unit (1 at 1080 px on the short side). */
export function drawBrandFooter(ctx: SKRSContext2D, box: Box, brand: ImageBrand, photo: Image | null, u: number): void {
  const ink = textOnColor(brand.brandColor);
  const soft = ink === "#ffffff" ? "rgba(255,255,255,0.85)" : "rgba(0,0,0,0.75)";
  ctx.save();
  ctx.fillStyle = brand.brandColor;
  ctx.fillRect(box.left, box.top, box.width, box.height);
  const pad = 40 * u;
  const r = Math.min(box.height * 0.36, 70 * u);
  const cy = box.top + box.height / 2;
  drawPhoto(ctx, photo, brand.displayName, box.left + pad + r, cy, r, ink);
  const markSize = 58 * u;
  const markWidth = brand.equalHousing ? markSize * 3.6 : 0;
  const textLeft = box.left + pad + 2 * r + 30 * u;
  const textWidth = box.left + box.width - pad - markWidth - (markWidth ? 24 * u : 0) - textLeft;
  const contact = [brand.phone, brand.email].filter((l): l is string => !!l).join("  ·  ");
  const rows: { text: string; weight: number; size: number; color: string }[] = [
    { text: brand.displayName, weight: 800, size: 44 * u, color: ink },
    ...(brand.brokerage ? [{ text: brand.brokerage, weight: 600, size: 30 * u, color: soft }] : []),
    ...(contact ? [{ text: contact, weight: 500, size: 28 * u, color: soft }] : []),
  ];
  const licence = licenseLine(brand);
  if (licence) rows.push({ text: licence, weight: 500, size: 24 * u, color: soft });
  const gap = 8 * u;
  const total = rows.reduce((sum, row) => sum + row.size + gap, -gap);
  let y = cy - total / 2;
  ctx.textAlign = "left";
  ctx.textBaseline = "top";
  for (const row of rows) {
    ctx.font = font(row.weight, row.size);
    ctx.fillStyle = row.color;
    // maxWidth squeezes a long line rather than letting it run under the mark.
    ctx.fillText(row.text, textLeft, y, textWidth);
    y += row.size + gap;
  }
  if (brand.equalHousing) {
    drawEqualHousing(ctx, box.left + box.width - pad - markWidth, cy - markSize / 2, markSize, ink);
  }
  ctx.restore();
}
