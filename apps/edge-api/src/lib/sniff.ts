// File types decided by the first bytes of the file, not by the name or the declared type, so a
// renamed executable or HTML page is never stored as a "video". Only formats browsers play or show.

export interface SniffedType {
  mime: string;
  extension: string;
}

/** How many leading bytes the checks below need. */
export const SNIFF_BYTES = 64;

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

export function sniffVideo(bytes: Uint8Array): SniffedType | null {
  if (ascii(bytes, 4, 8) === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (/^M4[ABP]/.test(brand)) return null; // audio-only MPEG-4
    if (brand === "qt  ") return { mime: "video/quicktime", extension: "mov" };
    return { mime: "video/mp4", extension: "mp4" };
  }
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    // EBML: the DocType says whether this is WebM or general Matroska.
    return ascii(bytes, 0, SNIFF_BYTES).includes("webm")
      ? { mime: "video/webm", extension: "webm" }
      : { mime: "video/x-matroska", extension: "mkv" };
  }
  if (ascii(bytes, 0, 4) === "OggS") return { mime: "video/ogg", extension: "ogv" };
  return null;
}

export function sniffImage(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { mime: "image/jpeg", extension: "jpg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: "image/png", extension: "png" };
  if (/^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return { mime: "image/gif", extension: "gif" };
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return { mime: "image/webp", extension: "webp" };
  return null;
}
