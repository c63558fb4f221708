// For tests: the text a PDF made by renderLeadMagnetPdf draws, read back with pdf-lib. Standard
// fonts write each string as hex WinAnsi codes (<48656C6C6F> Tj) inside Flate-compressed streams.
import { inflateSync } from "node:zlib";
import { PDFDocument, PDFName, PDFRawStream } from "pdf-lib";

export async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  return (await PDFDocument.load(bytes)).getPageCount();
}

/** Every string the PDF's content streams draw, joined by newlines. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const strings: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const filter = object.dict.get(PDFName.of("Filter"));
    let data: Buffer;
    try {
      data = filter === PDFName.of("FlateDecode") ? inflateSync(object.contents) : Buffer.from(object.contents);
    } catch {
      continue;
    }
    for (const match of data.toString("latin1").matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      strings.push(Buffer.from(match[1] ?? "", "hex").toString("latin1"));
    }
  }
  return strings.join("\n");
}
