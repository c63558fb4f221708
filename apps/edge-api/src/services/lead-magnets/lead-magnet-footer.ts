// The sheet's footer: the member's photo, name, brokerage, contact and licence on the left, the
// Equal Housing Opportunity mark on the right (unless the member turned it off).
import type { PDFFont, PDFImage, PDFPage, RGB } from "pdf-lib";
import { rgb } from "pdf-lib";
import { drawEqualHousingMark, EHO_WIDTH } from "./eho-mark.ts";
import type { SheetBrand } from "./lead-magnet-brand.ts";
import { drawLines, wrap } from "./pdf-text.ts";

export const FOOTER_HEIGHT = 64;
const PHOTO = 56;

export function hexColor(hex: string): RGB {
  const n = Number.parseInt(hex.replace("#", ""), 16);
  if (!Number.isFinite(n)) return rgb(0.04, 0.15, 0.27);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** White on dark brand colours, near-black on light ones (relative luminance, WCAG's formula). */
export function readableOn(hex: string): RGB {
  const { red, green, blue } = hexColor(hex);
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const luminance = 0.2126 * lin(red) + 0.7152 * lin(green) + 0.0722 * lin(blue);
  return luminance > 0.4 ? rgb(0.1, 0.1, 0.12) : rgb(1, 1, 1);
}

export function contactLines(brand: SheetBrand): string[] {
  const licence = brand.licenseNumber
    ? `License #${brand.licenseNumber}${brand.licenseState ? ` (${brand.licenseState})` : ""}`
    : null;
  return [brand.brokerage, [brand.phone, brand.email].filter(Boolean).join("  |  ") || null, licence].filter(
    (l): l is string => !!l,
  );
}

export function drawFooter(
  page: PDFPage,
  fonts: { regular: PDFFont; bold: PDFFont },
  brand: SheetBrand,
  photo: PDFImage | null,
  box: { x: number; y: number; width: number },
) {
  const ink = rgb(0.12, 0.12, 0.14);
  page.drawLine({
    start: { x: box.x, y: box.y + FOOTER_HEIGHT },
    end: { x: box.x + box.width, y: box.y + FOOTER_HEIGHT },
    thickness: 1.2,
    color: hexColor(brand.brandColor),
  });
  let x = box.x;
  if (photo) {
    const scale = Math.min(PHOTO / photo.width, PHOTO / photo.height);
    page.drawImage(photo, { x, y: box.y, width: photo.width * scale, height: photo.height * scale });
    x += PHOTO + 10;
  }
  const top = box.y + FOOTER_HEIGHT - 16;
  // Long names and addresses are cut to one line each rather than run into the mark.
  const width = box.x + box.width - x - EHO_WIDTH - 10;
  const oneLine = (text: string, font: PDFFont, size: number) => wrap(text, font, size, width)[0] ?? "";
  page.drawText(oneLine(brand.displayName, fonts.bold, 12), { x, y: top, size: 12, font: fonts.bold, color: ink });
  const contact = contactLines(brand).map((line) => oneLine(line, fonts.regular, 9));
  drawLines(page, contact, { x, y: top - 14, lead: 12, size: 9, font: fonts.regular, color: ink });
  if (brand.equalHousing) drawEqualHousingMark(page, fonts.bold, box.x + box.width - EHO_WIDTH + 30, box.y + 6);
}
