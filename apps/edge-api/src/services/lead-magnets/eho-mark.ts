// The Equal Housing Opportunity mark, drawn as vectors (a house with the equality sign) beside its
// words, so the PDF needs no image file. HUD's logo guidance: the mark or the words, legibly.
import { type PDFFont, type PDFPage, type RGB, rgb } from "pdf-lib";

export const EHO_WIDTH = 150;

/** Draws the mark with its lower-left corner at (x, y); about 30 points tall. */
export function drawEqualHousingMark(page: PDFPage, font: PDFFont, x: number, y: number, color: RGB = rgb(0.1, 0.1, 0.1)) {
  const s = 30;
  // Roof: a triangle outline over a square body.
  page.drawSvgPath(`M 0 ${s * 0.45} L ${s * 0.5} 0 L ${s} ${s * 0.45} Z`, {
    x,
    y: y + s,
    borderColor: color,
    borderWidth: 2,
  });
  page.drawRectangle({ x: x + s * 0.15, y, width: s * 0.7, height: s * 0.56, borderColor: color, borderWidth: 2 });
  // The equality sign inside the house.
  page.drawRectangle({ x: x + s * 0.3, y: y + s * 0.32, width: s * 0.4, height: s * 0.07, color });
  page.drawRectangle({ x: x + s * 0.3, y: y + s * 0.17, width: s * 0.4, height: s * 0.07, color });
  page.drawText("EQUAL HOUSING", { x: x + s + 6, y: y + s * 0.5, size: 8, font, color });
  page.drawText("OPPORTUNITY", { x: x + s + 6, y: y + s * 0.5 - 10, size: 8, font, color });
}
