// The lead magnets' typeface: Inter, embedded (subset) through fontkit, so every reader shows the
// sheet as designed and the PDF names no font it does not carry.
import fontkit from "@pdf-lib/fontkit";
import type { PDFDocument, PDFFont } from "pdf-lib";
import { INTER_BOLD_WOFF_BASE64, INTER_REGULAR_WOFF_BASE64 } from "./inter-font-data.ts";

export interface SheetFonts {
  regular: PDFFont;
  bold: PDFFont;
}

function bytesOf(base64: string): Uint8Array {
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

export async function embedSheetFonts(doc: PDFDocument): Promise<SheetFonts> {
  doc.registerFontkit(fontkit);
  return {
    regular: await doc.embedFont(bytesOf(INTER_REGULAR_WOFF_BASE64), { subset: true }),
    bold: await doc.embedFont(bytesOf(INTER_BOLD_WOFF_BASE64), { subset: true }),
  };
}
