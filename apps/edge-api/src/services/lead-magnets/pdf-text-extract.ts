// For tests: the text a PDF made by renderLeadMagnetPdf draws, read back with pdf-lib. Embedded
// fonts write each string as glyph ids (<00480065> Tj) inside Flate-compressed streams; each font's
// ToUnicode map turns them back into text, following the font set by the latest Tf.
import { inflateSync } from "node:zlib";
import { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef } from "pdf-lib";

export async function pdfPageCount(bytes: Uint8Array): Promise<number> {
  return (await PDFDocument.load(bytes)).getPageCount();
}

function streamText(stream: PDFRawStream): string | null {
  const filter = stream.dict.get(PDFName.of("Filter"));
  try {
    return (filter === PDFName.of("FlateDecode") ? inflateSync(stream.contents) : Buffer.from(stream.contents)).toString(
      "latin1",
    );
  } catch {
    return null;
  }
}

const hexChars = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => Number.parseInt(h, 16)));

/** A ToUnicode CMap's glyph id -> text, from its bfchar and bfrange entries. */
function parseCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const m of (block[1] ?? "").matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      map.set(Number.parseInt(m[1] ?? "0", 16), hexChars(m[2] ?? ""));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const m of (block[1] ?? "").matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      const [from, to, start] = [m[1], m[2], m[3]].map((h) => Number.parseInt(h ?? "0", 16));
      for (let id = from ?? 0; id <= (to ?? -1); id++) map.set(id, String.fromCodePoint((start ?? 0) + id - (from ?? 0)));
    }
  }
  return map;
}

/** Resource name (/Inter-1234) -> its glyph map, for every font any resources dictionary names. */
function fontMaps(doc: PDFDocument): Map<string, Map<number, string>> {
  const maps = new Map<string, Map<number, string>>();
  const lookup = (value: unknown) => (value instanceof PDFRef ? doc.context.lookup(value) : value);
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFRawStream ? object.dict : object instanceof PDFDict ? object : null;
    const resources = lookup(dict?.get(PDFName.of("Resources")));
    const fonts = resources instanceof PDFDict ? lookup(resources.get(PDFName.of("Font"))) : null;
    if (!(fonts instanceof PDFDict)) continue;
    for (const [name, ref] of fonts.entries()) {
      const font = lookup(ref);
      const toUnicode = font instanceof PDFDict ? lookup(font.get(PDFName.of("ToUnicode"))) : null;
      const cmap = toUnicode instanceof PDFRawStream ? streamText(toUnicode) : null;
      if (cmap) maps.set(name.asString(), parseCMap(cmap));
    }
  }
  return maps;
}

/** Every string the PDF's content streams draw, joined by newlines. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  const maps = fontMaps(doc);
  const strings: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const data = streamText(object);
    if (data === null) continue;
    let glyphs: Map<number, string> | undefined;
    for (const match of data.matchAll(/(\/[^\s/<>[\]()]+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
      if (match[1]) {
        glyphs = maps.get(match[1]);
        continue;
      }
      const hex = match[2] ?? "";
      strings.push(
        glyphs
          ? (hex.match(/.{4}/g) ?? []).map((id) => glyphs?.get(Number.parseInt(id, 16)) ?? "?").join("")
          : Buffer.from(hex, "hex").toString("latin1"),
      );
    }
  }
  return strings.join("\n");
}
