// Helpers for the post-image tests: PNG dimensions from the header, an 8x8 average hash of a
// region (a perceptual hash: similar pictures give the same bits), and region pixels.
import { createCanvas, loadImage } from "@napi-rs/canvas";
import type { ImageBrand } from "./image-brand.ts";

/** A region of an image in pixels. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Width and height from the IHDR chunk; throws when the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (!signature.every((b, i) => bytes[i] === b)) throw new Error("not a PNG");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The region's pixels (RGBA), read from the decoded PNG. */
export async function regionPixels(png: Uint8Array, box: Box): Promise<Uint8ClampedArray> {
  const image = await loadImage(Buffer.from(png));
  const canvas = createCanvas(Math.round(box.width), Math.round(box.height));
  const ctx = canvas.getContext("2d");
  ctx.drawImage(image, -box.left, -box.top);
  return ctx.getImageData(0, 0, canvas.width, canvas.height).data;
}

/** 64 bits as a hex string: each cell of an 8x8 grey thumbnail above or below the mean. */
export async function averageHash(png: Uint8Array, box: Box): Promise<string> {
  const image = await loadImage(Buffer.from(png));
  const canvas = createCanvas(8, 8);
  const ctx = canvas.getContext("2d");
  ctx.drawImage(image, box.left, box.top, box.width, box.height, 0, 0, 8, 8);
  const data = ctx.getImageData(0, 0, 8, 8).data;
  const grey: number[] = [];
  for (let i = 0; i < 64; i++) {
    grey.push(0.299 * (data[i * 4] ?? 0) + 0.587 * (data[i * 4 + 1] ?? 0) + 0.114 * (data[i * 4 + 2] ?? 0));
  }
  const mean = grey.reduce((a, b) => a + b, 0) / 64;
  let bits = 0n;
  for (const g of grey) bits = (bits << 1n) | (g > mean ? 1n : 0n);
  return bits.toString(16).padStart(16, "0");
}

export const BRAND_A: ImageBrand = {
  displayName: "Jordan Rivera",
  brokerage: "Harbor Realty Group",
  phone: "(555) 123-4567",
  email: "jordan@example.com",
  licenseNumber: "SL3456789",
  licenseState: "FL",
  equalHousing: true,
  brandColor: "#7a1f3d",
};

export const BRAND_B: ImageBrand = {
  displayName: "Sam Okafor",
  brokerage: "Prairie Homes",
  phone: "(555) 987-6543",
  email: "sam@example.org",
  licenseNumber: null,
  licenseState: null,
  equalHousing: false,
  brandColor: "#f4d35e",
};
