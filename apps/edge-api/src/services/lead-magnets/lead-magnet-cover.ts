// A lead magnet's cover: a band in the member's brand color with the kind, the title and the one-line
// promise, the list of what is inside, and the member as the person behind it (photo, name,
// brokerage, contact, license), with the Equal Housing Opportunity mark.
import type { PDFImage, PDFPage, RGB } from "pdf-lib";
import { drawEqualHousingMark, EHO_WIDTH } from "./eho-mark.ts";
import { INK, MUTED } from "./lead-magnet-body.ts";
import type { SheetBrand } from "./lead-magnet-brand.ts";
import { contactLines } from "./lead-magnet-footer.ts";
import type { LeadMagnetSheet } from "./lead-magnet-sheet.ts";
import type { SheetFonts } from "./pdf-fonts.ts";
import { drawLines, winAnsi, wrap } from "./pdf-text.ts";
import { SHEET_LABELS } from "./sheet-labels.ts";

const BAND_HEIGHT = 330;
const PHOTO = 104;

export interface CoverStyle {
  fonts: SheetFonts;
  accent: RGB;
  /** The brand color as text on white (lead-magnet-body.ts textAccent). */
  accentText: RGB;
  onAccent: RGB;
  size: { width: number; height: number; margin: number };
}

/** "Dana Reyes" -> "DR": the first letters of the first and last word. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

export function drawCover(page: PDFPage, sheet: LeadMagnetSheet, brand: SheetBrand, photo: PDFImage | null, style: CoverStyle) {
  const { fonts, accent, onAccent } = style;
  const { width, height, margin } = style.size;
  const labels = SHEET_LABELS[sheet.language];
  const textWidth = width - 2 * margin;

  page.drawRectangle({ x: 0, y: height - BAND_HEIGHT, width, height: BAND_HEIGHT, color: accent });
  let y = height - 96;
  page.drawText(winAnsi(labels.kind[sheet.kind]), { x: margin, y, size: 11, font: fonts.bold, color: onAccent });
  page.drawLine({ start: { x: margin, y: y - 10 }, end: { x: margin + 48, y: y - 10 }, thickness: 2, color: onAccent });
  y -= 50;
  const title = wrap(sheet.title, fonts.bold, 32, textWidth);
  drawLines(page, title, { x: margin, y, lead: 38, size: 32, font: fonts.bold, color: onAccent });
  y -= title.length * 38 + 8;
  const promise = wrap(sheet.promise, fonts.regular, 15, textWidth * 0.9);
  drawLines(page, promise, { x: margin, y, lead: 21, size: 15, font: fonts.regular, color: onAccent });

  // What is inside: the sections, numbered as on the pages that follow.
  y = height - BAND_HEIGHT - 44;
  page.drawText(winAnsi(labels.inside), { x: margin, y, size: 13, font: fonts.bold, color: INK });
  y -= 24;
  for (const [i, section] of sheet.sections.entries()) {
    page.drawText(String(i + 1).padStart(2, "0"), { x: margin, y, size: 12, font: fonts.bold, color: style.accentText });
    page.drawText(winAnsi(section.heading), { x: margin + 28, y, size: 12, font: fonts.regular, color: INK });
    y -= 20;
  }

  // The member: photo, name and contact, above the mark.
  const cardTop = margin + 40 + PHOTO;
  page.drawText(winAnsi(labels.preparedBy), { x: margin, y: cardTop + 16, size: 9, font: fonts.regular, color: MUTED });
  page.drawLine({
    start: { x: margin, y: cardTop + 8 },
    end: { x: width - margin, y: cardTop + 8 },
    thickness: 1.2,
    color: accent,
  });
  let x = margin;
  if (photo) {
    const scale = Math.min(PHOTO / photo.width, PHOTO / photo.height);
    page.drawImage(photo, { x, y: cardTop - photo.height * scale, width: photo.width * scale, height: photo.height * scale });
  } else {
    // Without a photo, the member's initials on a brand disc, as on their share pages.
    const r = PHOTO / 2;
    page.drawCircle({ x: x + r, y: cardTop - r, size: r, color: accent });
    const letters = winAnsi(initials(brand.displayName));
    const size = 34;
    page.drawText(letters, {
      x: x + r - fonts.bold.widthOfTextAtSize(letters, size) / 2,
      y: cardTop - r - size * 0.36,
      size,
      font: fonts.bold,
      color: onAccent,
    });
  }
  x += PHOTO + 16;
  const cardWidth = width - margin - x;
  page.drawText(wrap(brand.displayName, fonts.bold, 18, cardWidth)[0] ?? "", {
    x,
    y: cardTop - 20,
    size: 18,
    font: fonts.bold,
    color: INK,
  });
  const contact = contactLines(brand).map((line) => wrap(line, fonts.regular, 11, cardWidth)[0] ?? "");
  drawLines(page, contact, { x, y: cardTop - 40, lead: 16, size: 11, font: fonts.regular, color: INK });
  if (brand.equalHousing) drawEqualHousingMark(page, fonts.bold, width - margin - EHO_WIDTH + 30, margin);
}
