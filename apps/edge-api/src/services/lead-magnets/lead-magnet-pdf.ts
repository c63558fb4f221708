// Lays out one lead magnet on US Letter pages in the member's brand: a cover (kind, title, the
// one-line promise, what is inside, the member with their photo and the Equal Housing Opportunity
// mark), then one to three content pages with numbered sections, boxes to tick or worksheet rows to
// fill (each a form field, so the guide is filled in on screen too), the closing call to action and
// the disclaimer; every content page has a thin brand band, the member's contact, the Equal Housing
// line and its page number. Set in Inter, embedded. The body shrinks a step at a time only when the
// content would need more than three pages, so a guide is never longer than four.
import { PDFDocument, type PDFImage, type PDFPage } from "pdf-lib";
import { type Block, type BodyStyle, bodyBlocks, paginate, textAccent, towardWhite } from "./lead-magnet-body.ts";
import type { PhotoBytes, SheetBrand } from "./lead-magnet-brand.ts";
import { drawCover } from "./lead-magnet-cover.ts";
import { drawPageFooter, hexColor, PAGE_FOOTER_HEIGHT, readableOn } from "./lead-magnet-footer.ts";
import type { LeadMagnetSheet } from "./lead-magnet-sheet.ts";
import { embedSheetFonts, type SheetFonts } from "./pdf-fonts.ts";
import { addSums } from "./pdf-sums.ts";
import { winAnsi, wrap } from "./pdf-text.ts";
import { SHEET_LABELS } from "./sheet-labels.ts";

export const PAGE = { width: 612, height: 792, margin: 50 } as const;
/** Most pages of content after the cover: a guide a client keeps stays short enough to print. */
export const MOST_CONTENT_PAGES = 3;
const BODY_SIZES = [10.5, 10, 9.5, 9] as const;
const TOP_BAND = 30;

export interface RenderedSheet {
  bytes: Uint8Array;
  /** The body size used; the content test wants every guide at 9.5 points or more. */
  bodySize: number;
  /** True only if even the smallest size needed more than three content pages (the rest is cut). */
  overflow: boolean;
}

function planPages(sheet: LeadMagnetSheet, brand: SheetBrand, fonts: SheetFonts, doc: PDFDocument) {
  const accent = hexColor(brand.brandColor);
  const onAccent = readableOn(brand.brandColor);
  const available = PAGE.height - TOP_BAND - 28 - (PAGE.margin * 0.7 + PAGE_FOOTER_HEIGHT + 14);
  const styleAt = (size: number): BodyStyle => ({
    fonts,
    size,
    accent,
    accentText: textAccent(accent, onAccent.red < 0.5),
    tint: towardWhite(accent, 0.9),
    onAccent,
    x: PAGE.margin,
    width: PAGE.width - 2 * PAGE.margin,
  });
  const form = doc.getForm();
  let plan: { size: number; pages: Block[][] } | null = null;
  for (const size of BODY_SIZES) {
    const pages = paginate(bodyBlocks(sheet, brand, styleAt(size), form), available);
    plan = { size, pages };
    if (pages.length <= MOST_CONTENT_PAGES) return { ...plan, overflow: false };
  }
  if (!plan) throw new Error("no body sizes");
  return { size: plan.size, pages: plan.pages.slice(0, MOST_CONTENT_PAGES), overflow: true };
}

function drawContentPage(
  page: PDFPage,
  sheet: LeadMagnetSheet,
  brand: SheetBrand,
  fonts: SheetFonts,
  blocks: Block[],
  label: string,
) {
  const accent = hexColor(brand.brandColor);
  page.drawRectangle({ x: 0, y: PAGE.height - TOP_BAND, width: PAGE.width, height: TOP_BAND, color: accent });
  page.drawText(wrap(sheet.title, fonts.bold, 10, PAGE.width - 2 * PAGE.margin)[0] ?? "", {
    x: PAGE.margin,
    y: PAGE.height - TOP_BAND + 11,
    size: 10,
    font: fonts.bold,
    color: readableOn(brand.brandColor),
  });
  let y = PAGE.height - TOP_BAND - 28;
  for (const block of blocks) {
    block.draw(page, y);
    y -= block.height;
  }
  drawPageFooter(
    page,
    fonts,
    brand,
    { pageLabel: winAnsi(label), equalHousing: winAnsi(SHEET_LABELS[sheet.language].equalHousing) },
    { x: PAGE.margin, y: PAGE.margin * 0.7, width: PAGE.width - 2 * PAGE.margin },
  );
}

export async function renderLeadMagnetPdf(
  sheet: LeadMagnetSheet,
  brand: SheetBrand,
  photo: PhotoBytes | null,
): Promise<RenderedSheet> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${sheet.title} - ${brand.displayName}`);
  doc.setAuthor(brand.displayName);
  doc.setSubject(sheet.promise);
  doc.setCreator(brand.brokerage ?? brand.displayName);
  doc.setLanguage(sheet.language === "es" ? "es-US" : "en-US");
  const fonts = await embedSheetFonts(doc);
  const image: PDFImage | null = photo ? await embedPhoto(doc, photo) : null;

  const plan = planPages(sheet, brand, fonts, doc);
  const total = plan.pages.length + 1;
  const cover = doc.addPage([PAGE.width, PAGE.height]);
  const onAccent = readableOn(brand.brandColor);
  drawCover(cover, sheet, brand, image, {
    fonts,
    accent: hexColor(brand.brandColor),
    accentText: textAccent(hexColor(brand.brandColor), onAccent.red < 0.5),
    onAccent,
    size: PAGE,
  });
  for (const [i, blocks] of plan.pages.entries()) {
    const page = doc.addPage([PAGE.width, PAGE.height]);
    drawContentPage(page, sheet, brand, fonts, blocks, SHEET_LABELS[sheet.language].page(i + 2, total));
  }

  const form = doc.getForm();
  addSums(form, sheet);
  // The fields' appearances in Inter: pdf-lib's default would add an unembedded Helvetica.
  form.updateFieldAppearances(fonts.regular);
  return { bytes: await doc.save({ updateFieldAppearances: false }), bodySize: plan.size, overflow: plan.overflow };
}

/** JPEG and PNG embed directly; any other format (WebP) is left out rather than failing the guide. */
async function embedPhoto(doc: PDFDocument, photo: PhotoBytes): Promise<PDFImage | null> {
  const { bytes } = photo;
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return await doc.embedJpg(bytes);
    if (bytes[0] === 0x89 && bytes[1] === 0x50) return await doc.embedPng(bytes);
  } catch {
    // A damaged upload: the guide is still worth having without the photo.
  }
  return null;
}
