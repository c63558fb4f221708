// Lays out one lead magnet on one US Letter page in the member's brand: a header band in their
// color, the intro, the sections as boxes to tick or lines to fill (each a form field, so the sheet
// is filled in on screen too), the disclaimer, and a footer with their photo, name, brokerage,
// contact, license and the Equal Housing Opportunity mark. Set in Inter, embedded.
// The body shrinks from 10 to 8 points until it fits, so the sheet never spills onto a second page.
import { PDFDocument, type PDFForm, type PDFImage, type PDFPage, rgb } from "pdf-lib";
import type { PhotoBytes, SheetBrand } from "./lead-magnet-brand.ts";
import { drawFooter, FOOTER_HEIGHT, hexColor, readableOn } from "./lead-magnet-footer.ts";
import { fieldName, type LeadMagnetSheet } from "./lead-magnet-sheet.ts";
import { embedSheetFonts, type SheetFonts } from "./pdf-fonts.ts";
import { addSums } from "./pdf-sums.ts";
import { drawLines, winAnsi, wrap } from "./pdf-text.ts";

export const PAGE = { width: 612, height: 792, margin: 44 } as const;
const HEADER_HEIGHT = 84;
const BODY_SIZES = [10, 9.5, 9, 8.5, 8] as const;
const INK = rgb(0.12, 0.12, 0.14);
const MUTED = rgb(0.38, 0.38, 0.42);

type Fonts = SheetFonts;

interface Block {
  height: number;
  draw: (page: PDFPage, top: number) => void;
}

/** Every block of the body at one font size: intro, then each section's heading and items. */
function bodyBlocks(sheet: LeadMagnetSheet, fonts: Fonts, size: number, accent: ReturnType<typeof rgb>, form: PDFForm): Block[] {
  const width = PAGE.width - 2 * PAGE.margin;
  const lead = size * 1.38;
  const blocks: Block[] = [];
  const intro = wrap(sheet.intro, fonts.regular, size, width);
  blocks.push({
    height: intro.length * lead + size,
    draw: (page, top) => drawLines(page, intro, { x: PAGE.margin, y: top - size, lead, size, font: fonts.regular, color: INK }),
  });
  const worksheet = sheet.kind === "worksheet";
  const textWidth = worksheet ? width * 0.62 : width - 16;
  for (const [sectionIndex, section] of sheet.sections.entries()) {
    const headingSize = size + 1.5;
    blocks.push({
      height: headingSize * 1.9,
      draw: (page, top) =>
        page.drawText(winAnsi(section.heading), {
          x: PAGE.margin,
          y: top - headingSize * 1.45,
          size: headingSize,
          font: fonts.bold,
          color: accent,
        }),
    });
    for (const [itemIndex, item] of section.items.entries()) {
      // A field per line or box, so the sheet is filled in on screen as well as on paper.
      const name = fieldName(sectionIndex, itemIndex);
      const lines = wrap(item, fonts.regular, size, textWidth);
      blocks.push({
        height: lines.length * lead + size * 0.45,
        draw: (page, top) => {
          const base = top - size;
          if (worksheet) {
            const lastBase = base - (lines.length - 1) * lead;
            page.drawLine({
              start: { x: PAGE.margin + textWidth + 10, y: lastBase - 1 },
              end: { x: PAGE.width - PAGE.margin, y: lastBase - 1 },
              thickness: 0.6,
              color: MUTED,
            });
            form.createTextField(name).addToPage(page, {
              x: PAGE.margin + textWidth + 10,
              y: lastBase,
              width: PAGE.width - PAGE.margin - (PAGE.margin + textWidth + 10),
              height: size * 1.3,
              font: fonts.regular,
              borderWidth: 0,
            });
          } else {
            form.createCheckBox(name).addToPage(page, {
              x: PAGE.margin + 1,
              y: base - 1,
              width: size * 0.8,
              height: size * 0.8,
              borderColor: accent,
              borderWidth: 0.9,
            });
          }
          const x = worksheet ? PAGE.margin : PAGE.margin + 16;
          drawLines(page, lines, { x, y: base, lead, size, font: fonts.regular, color: INK });
        },
      });
    }
  }
  return blocks;
}

export interface RenderedSheet {
  bytes: Uint8Array;
  /** The body size used; the content test wants every sheet to fit at 9 points or more. */
  bodySize: number;
  /** True only if even the smallest size overflowed (the text is then cut at the footer). */
  overflow: boolean;
}

export async function renderLeadMagnetPdf(
  sheet: LeadMagnetSheet,
  brand: SheetBrand,
  photo: PhotoBytes | null,
): Promise<RenderedSheet> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${sheet.title} - ${brand.displayName}`);
  doc.setAuthor(brand.displayName);
  doc.setSubject(sheet.title);
  doc.setCreator(brand.brokerage ?? brand.displayName);
  const fonts = await embedSheetFonts(doc);
  const form = doc.getForm();
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const brandColor = hexColor(brand.brandColor);
  const onBrand = readableOn(brand.brandColor);

  // Header band.
  page.drawRectangle({ x: 0, y: PAGE.height - HEADER_HEIGHT, width: PAGE.width, height: HEADER_HEIGHT, color: brandColor });
  page.drawText(winAnsi(sheet.title), { x: PAGE.margin, y: PAGE.height - 44, size: 20, font: fonts.bold, color: onBrand });
  const byline = `A free ${sheet.kind} from ${brand.displayName}${brand.brokerage ? `, ${brand.brokerage}` : ""}`;
  page.drawText(wrap(byline, fonts.regular, 10, PAGE.width - 2 * PAGE.margin)[0] ?? "", {
    x: PAGE.margin,
    y: PAGE.height - 64,
    size: 10,
    font: fonts.regular,
    color: onBrand,
  });

  // Body: the largest size at which intro, sections and disclaimer fit above the footer.
  const top = PAGE.height - HEADER_HEIGHT - 14;
  const disclaimerSize = 7.5;
  const disclaimer = wrap(sheet.disclaimer, fonts.regular, disclaimerSize, PAGE.width - 2 * PAGE.margin);
  const bottom = PAGE.margin + FOOTER_HEIGHT + disclaimer.length * disclaimerSize * 1.3 + 10;
  const available = top - bottom;
  let chosen = BODY_SIZES[BODY_SIZES.length - 1] ?? 8;
  let blocks = bodyBlocks(sheet, fonts, chosen, brandColor, form);
  for (const size of BODY_SIZES) {
    const candidate = bodyBlocks(sheet, fonts, size, brandColor, form);
    if (candidate.reduce((h, b) => h + b.height, 0) <= available) {
      chosen = size;
      blocks = candidate;
      break;
    }
  }
  let y = top;
  let overflow = false;
  for (const block of blocks) {
    if (y - block.height < bottom) {
      overflow = true;
      break;
    }
    block.draw(page, y);
    y -= block.height;
  }

  drawLines(page, disclaimer, {
    x: PAGE.margin,
    y: bottom - 4 - disclaimerSize,
    lead: disclaimerSize * 1.3,
    size: disclaimerSize,
    font: fonts.regular,
    color: MUTED,
  });
  const image: PDFImage | null = photo ? await embedPhoto(doc, photo) : null;
  drawFooter(page, fonts, brand, image, { x: PAGE.margin, y: PAGE.margin, width: PAGE.width - 2 * PAGE.margin });
  addSums(form, sheet);
  // The fields' appearances in Inter: pdf-lib's default would add an unembedded Helvetica.
  form.updateFieldAppearances(fonts.regular);
  return { bytes: await doc.save({ updateFieldAppearances: false }), bodySize: chosen, overflow };
}

/** JPEG and PNG embed directly; any other format (WebP) is left out rather than failing the sheet. */
async function embedPhoto(doc: PDFDocument, photo: PhotoBytes): Promise<PDFImage | null> {
  const { bytes } = photo;
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return await doc.embedJpg(bytes);
    if (bytes[0] === 0x89 && bytes[1] === 0x50) return await doc.embedPng(bytes);
  } catch {
    // A damaged upload: the sheet is still worth having without the photo.
  }
  return null;
}
