// The Node adapter of the post-image port: @napi-rs/canvas with the video renderer's fonts.
import { createCanvas, loadImage } from "@napi-rs/canvas";
import type { PostImagePort } from "../../ports/post-images.ts";
import { renderPostImage } from "../../post-images/render-post-image.ts";

async function toPng(bytes: Uint8Array, maxSide: number): Promise<Uint8Array | null> {
  const image = await loadImage(Buffer.from(bytes)).catch(() => null);
  if (!image || image.width === 0 || image.height === 0) return null;
  const scale = Math.min(1, maxSide / Math.max(image.width, image.height));
  const canvas = createCanvas(Math.max(1, Math.round(image.width * scale)), Math.max(1, Math.round(image.height * scale)));
  canvas.getContext("2d").drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Uint8Array(await canvas.encode("png"));
}

export const canvasPostImages: PostImagePort = { render: renderPostImage, toPng };
