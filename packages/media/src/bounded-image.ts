// The one way drawing code decodes a member's photo: only when its header declares a size within
// the bounds (lib/image-size.ts), so a photo fetched from storage or another service that was never
// re-encoded (one stored before the bounds, or on Workers) cannot stall a render.
import { type Image, loadImage } from "@napi-rs/canvas";
import { isDecodableImage } from "./image-size.ts";

/** The decoded photo, or null when there is none, it is over the bounds or it will not decode. */
export async function loadBoundedImage(bytes: Uint8Array | null): Promise<Image | null> {
  if (!bytes || !isDecodableImage(bytes)) return null;
  return loadImage(Buffer.from(bytes)).catch(() => null);
}
