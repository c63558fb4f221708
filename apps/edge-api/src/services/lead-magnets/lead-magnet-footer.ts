// What a lead magnet shows of the member on every page: brand colors, the contact lines, and the
// footer of each content page (name, contact, the Equal Housing line unless the member turned it
// off, and the page number). The cover shows the member in full (lead-magnet-cover.ts).
import type { PDFFont, PDFPage, RGB } from "pdf-lib";
import { rgb } from "pdf-lib";
import type { SheetBrand } from "./lead-magnet-brand.ts";
import { wrap } from "./pdf-text.ts";

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
  const license = brand.licenseNumber
    ? `License #${brand.licenseNumber}${brand.licenseState ? ` (${brand.licenseState})` : ""}`
    : null;
  return [brand.brokerage, [brand.phone, brand.email].filter(Boolean).join("  |  ") || null, license].filter(
    (l): l is string => !!l,
  );
}

export const PAGE_FOOTER_HEIGHT = 34;

/** A content page's footer: the member's name and contact, the Equal Housing line, the page number. */
export function drawPageFooter(
  page: PDFPage,
  fonts: { regular: PDFFont; bold: PDFFont },
  brand: SheetBrand,
  text: { pageLabel: string; equalHousing: string },
  box: { x: number; y: number; width: number },
) {
  const ink = rgb(0.12, 0.12, 0.14);
  const muted = rgb(0.38, 0.38, 0.42);
  page.drawLine({
    start: { x: box.x, y: box.y + PAGE_FOOTER_HEIGHT },
    end: { x: box.x + box.width, y: box.y + PAGE_FOOTER_HEIGHT },
    thickness: 0.8,
    color: hexColor(brand.brandColor),
  });
  const pageWidth = fonts.regular.widthOfTextAtSize(text.pageLabel, 8);
  const width = box.width - Math.max(pageWidth, 150) - 12;
  const who = [brand.displayName, brand.brokerage].filter(Boolean).join("  |  ");
  const contact = [brand.phone, brand.email].filter(Boolean).join("  |  ");
  page.drawText(wrap(who, fonts.bold, 8, width)[0] ?? "", { x: box.x, y: box.y + 20, size: 8, font: fonts.bold, color: ink });
  if (contact)
    page.drawText(wrap(contact, fonts.regular, 8, width)[0] ?? "", {
      x: box.x,
      y: box.y + 9,
      size: 8,
      font: fonts.regular,
      color: ink,
    });
  const right = box.x + box.width;
  page.drawText(text.pageLabel, { x: right - pageWidth, y: box.y + 20, size: 8, font: fonts.regular, color: muted });
  if (brand.equalHousing) {
    const ehoWidth = fonts.bold.widthOfTextAtSize(text.equalHousing, 7);
    page.drawText(text.equalHousing, { x: right - ehoWidth, y: box.y + 9, size: 7, font: fonts.bold, color: muted });
  }
}
