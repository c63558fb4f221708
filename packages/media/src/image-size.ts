// An image's width and height read from its header alone (PNG, JPEG, WebP, GIF), and the bounds
// every uploaded or fetched image must meet before anything decodes it. A 12 KB PNG can declare
// 10000 x 10000 pixels: decoding it takes 400 MB and seconds of CPU, so the size is checked first.
// Pure byte reading: runs on Node and Workers alike. The API turns a refusal into its own 4xx.

export interface ImageSize {
  width: number;
  height: number;
}

/** Longest side any image may declare. */
export const MAX_IMAGE_SIDE = 4096;
/** Most pixels any image may declare (16 megapixels: a 4096 x 4096 square is over it). */
export const MAX_IMAGE_PIXELS = 16_000_000;

export const IMAGE_SIZE_UNREADABLE = "The image's size could not be read. Please upload a JPEG, PNG, WebP or GIF image.";

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 0x10000 + u16be(b, i + 2);
const ascii = (b: Uint8Array, start: number, end: number) => String.fromCharCode(...b.subarray(start, end));

function pngSize(b: Uint8Array): ImageSize | null {
  if (ascii(b, 12, 16) !== "IHDR") return null;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

function gifSize(b: Uint8Array): ImageSize | null {
  return b.length >= 10 ? { width: u16le(b, 6), height: u16le(b, 8) } : null;
}

/** Start-of-frame markers carry the frame's size; the others (DHT C4, JPG C8, DAC CC) do not. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpegSize(b: Uint8Array): ImageSize | null {
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    // Markers without a length: TEM and the restart markers.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before any frame
    if (isStartOfFrame(marker)) {
      if (i + 9 > b.length) return null;
      return { width: u16be(b, i + 7), height: u16be(b, i + 5) };
    }
    i += 2 + u16be(b, i + 2);
  }
  return null;
}

function webpSize(b: Uint8Array): ImageSize | null {
  const chunk = ascii(b, 12, 16);
  if (chunk === "VP8X" && b.length >= 30) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  if (chunk === "VP8L" && b.length >= 25 && b[20] === 0x2f) {
    const bits = ((b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24)) >>> 0;
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8 " && b.length >= 30) return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  return null;
}

/** The declared size of a PNG, JPEG, WebP or GIF, or null for anything else or a damaged header. */
export function readImageSize(bytes: Uint8Array): ImageSize | null {
  const b = bytes;
  let size: ImageSize | null = null;
  if (u32be(b, 0) === 0x89504e47 && u32be(b, 4) === 0x0d0a1a0a) size = pngSize(b);
  else if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) size = jpegSize(b);
  else if (/^GIF8[79]a$/.test(ascii(b, 0, 6))) size = gifSize(b);
  else if (ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP") size = webpSize(b);
  return size && size.width > 0 && size.height > 0 ? size : null;
}

const megapixels = (size: ImageSize) => (size.width * size.height) / 1_000_000;

/** Why an image of this size is refused, in words for the person who sent it; null when it is fine. */
export function imageBoundsProblem(size: ImageSize): string | null {
  const { width, height } = size;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    return `The image is ${width} x ${height} pixels; images may be at most ${MAX_IMAGE_SIDE} x ${MAX_IMAGE_SIDE} pixels.`;
  }
  if (width * height > MAX_IMAGE_PIXELS) {
    return `The image is ${width} x ${height} pixels (${megapixels(size).toFixed(1)} megapixels); images may have at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`;
  }
  return null;
}

/** For images read back from storage or fetched: true when it is safe to decode. */
export function isDecodableImage(bytes: Uint8Array): boolean {
  const size = readImageSize(bytes);
  return size !== null && imageBoundsProblem(size) === null;
}
