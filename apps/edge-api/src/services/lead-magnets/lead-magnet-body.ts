// The content pages of a lead magnet, as blocks laid out top-down: the intro, each section with a
// numbered heading, its note, and its items (boxes to tick, or worksheet rows with a field to fill),
// then the closing call to action and the disclaimer. Each block knows its height, so the pages are
// planned before anything is drawn and every page can say "Page 2 of 4".
import type { PDFForm, PDFPage, RGB } from "pdf-lib";
import { rgb } from "pdf-lib";
import type { SheetBrand } from "./lead-magnet-brand.ts";
import { contactLines } from "./lead-magnet-footer.ts";
import { fieldName, type LeadMagnetSheet } from "./lead-magnet-sheet.ts";
import type { SheetFonts } from "./pdf-fonts.ts";
import { drawLines, winAnsi, wrap } from "./pdf-text.ts";
import { SHEET_LABELS } from "./sheet-labels.ts";

export const INK = rgb(0.12, 0.12, 0.14);
export const MUTED = rgb(0.38, 0.38, 0.42);

export interface Block {
  height: number;
  /** A heading stays on the page of the block that follows it. */
  keepWithNext?: boolean;
  draw: (page: PDFPage, top: number) => void;
}

export interface BodyStyle {
  fonts: SheetFonts;
  size: number;
  accent: RGB;
  /** The brand color for text on white: a light brand color darkened until it reads. */
  accentText: RGB;
  /** The brand color mixed with white: row shading and the call to action's panel. */
  tint: RGB;
  onAccent: RGB;
  x: number;
  width: number;
}

/** The brand color as text on white: light colors (yellow, pastel) are darkened to stay readable. */
export function textAccent(color: RGB, light: boolean): RGB {
  return light ? rgb(color.red * 0.45, color.green * 0.45, color.blue * 0.45) : color;
}

/** `color` mixed toward white by `amount` (0 = the color, 1 = white). */
export function towardWhite(color: RGB, amount: number): RGB {
  const mix = (c: number) => c + (1 - c) * amount;
  return rgb(mix(color.red), mix(color.green), mix(color.blue));
}

function paragraph(text: string, style: BodyStyle, size: number, color: RGB, after: number): Block {
  const lead = size * 1.42;
  const lines = wrap(text, style.fonts.regular, size, style.width);
  return {
    height: lines.length * lead + after,
    draw: (page, top) => drawLines(page, lines, { x: style.x, y: top - size, lead, size, font: style.fonts.regular, color }),
  };
}

/** "1  Get your money ready" on a numbered disc, with a rule under it. */
function sectionHeading(number: number, heading: string, style: BodyStyle): Block {
  const size = style.size * 1.45;
  const height = size * 2.4;
  return {
    height,
    keepWithNext: true,
    draw: (page, top) => {
      const baseline = top - size * 1.55;
      const r = size * 0.62;
      page.drawCircle({ x: style.x + r, y: baseline + size * 0.34, size: r, color: style.accent });
      const label = String(number);
      const labelSize = size * 0.8;
      page.drawText(label, {
        x: style.x + r - style.fonts.bold.widthOfTextAtSize(label, labelSize) / 2,
        y: baseline + size * 0.34 - labelSize * 0.36,
        size: labelSize,
        font: style.fonts.bold,
        color: style.onAccent,
      });
      page.drawText(winAnsi(heading), { x: style.x + 2 * r + 8, y: baseline, size, font: style.fonts.bold, color: INK });
      page.drawLine({
        start: { x: style.x, y: baseline - size * 0.5 },
        end: { x: style.x + style.width, y: baseline - size * 0.5 },
        thickness: 0.8,
        color: style.accent,
      });
    },
  };
}

/** A numbered step with a box to tick: the box is a form field, so it is ticked on screen too. */
function checklistItem(name: string, step: string, text: string, style: BodyStyle, form: PDFForm): Block {
  const { size, fonts } = style;
  const lead = size * 1.38;
  const indent = size * 3.4;
  const lines = wrap(text, fonts.regular, size, style.width - indent);
  return {
    height: lines.length * lead + size * 0.6,
    draw: (page, top) => {
      const base = top - size;
      form.createCheckBox(name).addToPage(page, {
        x: style.x + 1,
        y: base - 1.5,
        width: size * 0.95,
        height: size * 0.95,
        borderColor: style.accent,
        borderWidth: 0.9,
      });
      page.drawText(step, { x: style.x + size * 1.5, y: base, size, font: fonts.bold, color: style.accentText });
      drawLines(page, lines, { x: style.x + indent, y: base, lead, size, font: fonts.regular, color: INK });
    },
  };
}

/** A worksheet row: the line's label on the left, a shaded field on the right to type the figure. */
function worksheetRow(
  name: string,
  text: string,
  row: { shaded: boolean; total: boolean },
  style: BodyStyle,
  form: PDFForm,
): Block {
  const { size, fonts } = style;
  // A total reads as one: its label in bold (its field adds itself up and cannot be typed into).
  const labelFont = row.total ? fonts.bold : fonts.regular;
  const lead = size * 1.36;
  const labelWidth = style.width * 0.64;
  const lines = wrap(text, labelFont, size - 0.5, labelWidth - 12);
  const height = Math.max(lines.length * lead, size * 1.6) + size * 0.8;
  return {
    height,
    draw: (page, top) => {
      if (row.shaded)
        page.drawRectangle({ x: style.x, y: top - height, width: style.width, height, color: towardWhite(style.tint, 0.5) });
      drawLines(page, lines, { x: style.x + 6, y: top - size * 0.4 - size, lead, size: size - 0.5, font: labelFont, color: INK });
      const fieldX = style.x + labelWidth;
      const fieldWidth = style.width - labelWidth - 6;
      const fieldHeight = size * 1.7;
      const fieldY = top - height / 2 - fieldHeight / 2;
      page.drawRectangle({
        x: fieldX,
        y: fieldY,
        width: fieldWidth,
        height: fieldHeight,
        color: row.total ? style.tint : rgb(1, 1, 1),
        borderColor: row.total ? style.accent : MUTED,
        borderWidth: row.total ? 1 : 0.5,
      });
      form.createTextField(name).addToPage(page, {
        x: fieldX + 1,
        y: fieldY + 1,
        width: fieldWidth - 2,
        height: fieldHeight - 2,
        font: fonts.regular,
        borderWidth: 0,
      });
    },
  };
}

/** The closing panel: what to do next and how to reach the agent. */
function callToAction(sheet: LeadMagnetSheet, brand: SheetBrand, style: BodyStyle): Block {
  const labels = SHEET_LABELS[sheet.language];
  const { size, fonts } = style;
  const pad = 12;
  const inner = style.width - 2 * pad;
  const lead = size * 1.4;
  const text = wrap(labels.nextStepText(sheet.kind, brand.displayName), fonts.regular, size, inner);
  const contact = [brand.displayName, ...contactLines(brand)].flatMap((line) =>
    wrap(line, fonts.regular, size, inner).slice(0, 1),
  );
  const headingSize = size * 1.3;
  const height = pad + headingSize * 1.5 + text.length * lead + size * 0.5 + contact.length * lead + pad;
  return {
    height: height + size,
    draw: (page, top) => {
      const panelTop = top - size;
      page.drawRectangle({ x: style.x, y: panelTop - height, width: style.width, height, color: style.tint });
      page.drawRectangle({ x: style.x, y: panelTop - height, width: 4, height, color: style.accent });
      let y = panelTop - pad - headingSize;
      page.drawText(winAnsi(labels.nextStep), { x: style.x + pad, y, size: headingSize, font: fonts.bold, color: INK });
      y -= headingSize * 0.5 + lead;
      drawLines(page, text, { x: style.x + pad, y, lead, size, font: fonts.regular, color: INK });
      y -= text.length * lead + size * 0.5;
      const [name, ...rest] = contact;
      if (name) page.drawText(name, { x: style.x + pad, y, size, font: fonts.bold, color: INK });
      drawLines(page, rest, { x: style.x + pad, y: y - lead, lead, size, font: fonts.regular, color: INK });
    },
  };
}

/** Every block of the content pages at one body size, in reading order. */
export function bodyBlocks(sheet: LeadMagnetSheet, brand: SheetBrand, style: BodyStyle, form: PDFForm): Block[] {
  const blocks: Block[] = [paragraph(sheet.intro, style, style.size + 0.5, INK, style.size * 0.6)];
  const totals = new Set(sheet.sums.map((sum) => sum.total));
  let step = 0;
  for (const [sectionIndex, section] of sheet.sections.entries()) {
    blocks.push(sectionHeading(sectionIndex + 1, section.heading, style));
    if (section.note)
      blocks.push({ ...paragraph(section.note, style, style.size - 0.5, MUTED, style.size * 0.4), keepWithNext: true });
    for (const [itemIndex, item] of section.items.entries()) {
      const name = fieldName(sectionIndex, itemIndex);
      step += 1;
      blocks.push(
        sheet.kind === "worksheet"
          ? worksheetRow(name, item, { shaded: itemIndex % 2 === 0, total: totals.has(name) }, style, form)
          : checklistItem(name, `${step}.`, item, style, form),
      );
    }
    blocks.push({ height: style.size * 0.5, draw: () => {} });
  }
  blocks.push(callToAction(sheet, brand, style));
  blocks.push(paragraph(sheet.disclaimer, style, 7.5, MUTED, 0));
  return blocks;
}

/** The blocks split into pages of `available` points; a heading never ends a page alone. */
export function paginate(blocks: readonly Block[], available: number): Block[][] {
  const pages: Block[][] = [[]];
  let used = 0;
  for (const [i, block] of blocks.entries()) {
    // A heading (or a heading's note) needs room for itself and what it introduces.
    let needed = block.height;
    for (let j = i; blocks[j]?.keepWithNext && blocks[j + 1]; j++) needed += blocks[j + 1]?.height ?? 0;
    const current = pages[pages.length - 1] ?? [];
    if (used + needed > available && current.length > 0) {
      pages.push([block]);
      used = block.height;
    } else {
      current.push(block);
      used += block.height;
    }
  }
  return pages;
}
