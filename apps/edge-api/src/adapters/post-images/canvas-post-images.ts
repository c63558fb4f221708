// The Node adapter of the post-image port: the shared satori + resvg renderer (its WebAssembly read
// from node_modules) draws the PNG; @napi-rs/canvas makes the Posts tab's small WebP preview.
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { initEngineFromFiles } from "@realty/media/post-images/render/engine-node";
import { renderCarouselSlide } from "@realty/media/post-images/render-carousel-slide";
import { renderPostImage } from "@realty/media/post-images/render-post-image";
import type { PostImagePort } from "../../ports/post-images.ts";

/** Quality 80: the card's text stays crisp at about 400 CSS px while the file is tens of KB. */
const PREVIEW_QUALITY = 80;

async function toWebpPreview(png: Uint8Array, width: number): Promise<Uint8Array> {
  const image = await loadImage(Buffer.from(png));
  const canvas = createCanvas(width, Math.max(1, Math.round((image.height * width) / image.width)));
  canvas.getContext("2d").drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Uint8Array(await canvas.encode("webp", PREVIEW_QUALITY));
}

export const canvasPostImages: PostImagePort = {
  render: async (size, request) => {
    await initEngineFromFiles();
    return renderPostImage(size, request);
  },
  renderSlide: async (request) => {
    await initEngineFromFiles();
    return renderCarouselSlide(request);
  },
  toWebpPreview,
};
