// The member's headshot as the renderer takes it: a data URI of a PNG or JPEG with its size. Other
// formats (WebP, GIF) and images over the size bounds are left out: the footer shows initials.
import { imageBoundsProblem, readImageSize } from "../../image-size.ts";

export interface CardPhoto {
  src: string;
  width: number;
  height: number;
}

function base64(bytes: Uint8Array): string {
  let binary = "";
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

function mimeType(bytes: Uint8Array): "image/png" | "image/jpeg" | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return "image/png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  return null;
}

export function cardPhoto(bytes: Uint8Array | null): CardPhoto | null {
  if (!bytes) return null;
  const type = mimeType(bytes);
  const size = readImageSize(bytes);
  if (!type || !size || imageBoundsProblem(size)) return null;
  return { src: `data:${type};base64,${base64(bytes)}`, ...size };
}
