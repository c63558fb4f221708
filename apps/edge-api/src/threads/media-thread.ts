// One thread of the media pool (adapters/media-work): decodes and re-encodes images, draws post
// images and lead-magnet PDFs, so none of them holds the request thread. Node runs this file directly (type
// stripping): erasable syntax only. Every image is checked against the size bounds again here,
// so nothing reaches the decoder that declares more pixels than the product allows.
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { canvasPostImages } from "../adapters/post-images/canvas-post-images.ts";
import { isDecodableImage } from "../lib/image-size.ts";
import type { FitImageRequest, MediaJob } from "../ports/media-work.ts";
import { renderLeadMagnetPdf } from "../services/lead-magnets/lead-magnet-pdf.ts";

/** As the hashing threads: on Linux this lowers only this thread, so requests are served first. */
const MEDIA_NICE = 10;
if (process.platform === "linux") {
  try {
    setPriority(MEDIA_NICE);
  } catch {
    // Not allowed here (a sandbox): the work still runs on its own thread, at normal priority.
  }
}

/** Photos are seen small (a headshot, a footer): quality 85 keeps faces clean at a fraction of the bytes. */
const LOSSY_QUALITY = 85;

async function fitImage({ bytes, maxSide, format }: FitImageRequest): Promise<Uint8Array | null> {
  if (!isDecodableImage(bytes)) return null;
  const image = await loadImage(Buffer.from(bytes)).catch(() => null);
  if (!image || image.width === 0 || image.height === 0) return null;
  const scale = Math.min(1, maxSide / Math.max(image.width, image.height));
  const canvas = createCanvas(Math.max(1, Math.round(image.width * scale)), Math.max(1, Math.round(image.height * scale)));
  canvas.getContext("2d").drawImage(image, 0, 0, canvas.width, canvas.height);
  const encoded = format === "png" ? await canvas.encode("png") : await canvas.encode(format, LOSSY_QUALITY);
  return new Uint8Array(encoded);
}

async function run(job: MediaJob): Promise<Uint8Array | null> {
  switch (job.kind) {
    case "fit-image":
      return fitImage(job);
    case "lead-magnet-pdf":
      return (await renderLeadMagnetPdf(job.sheet, job.brand, job.photo)).bytes;
    case "post-image":
      return canvasPostImages.render(job.size, job.request);
    case "carousel-slide":
      return canvasPostImages.renderSlide(job.request);
    case "webp-preview":
      return canvasPostImages.toWebpPreview ? canvasPostImages.toWebpPreview(job.png, job.width) : null;
  }
}

parentPort?.on("message", ({ id, job }: { id: number; job: MediaJob }) => {
  run(job).then(
    (result) => parentPort?.postMessage({ id, result }),
    (err: unknown) => parentPort?.postMessage({ id, error: err instanceof Error ? err.message : String(err) }),
  );
});
