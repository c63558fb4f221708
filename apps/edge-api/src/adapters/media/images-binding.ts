// Cloudflare's Images binding (wrangler.toml [images]) as the Worker's image converter: the Worker
// has no canvas to decode a WebP headshot, and pdf-lib embeds only PNG and JPEG. Typed narrowly so
// no Workers globals leak into Node code.
import type { ImageToPng } from "../../ports/image-convert.ts";

interface ImagesBindingLike {
  input(stream: ReadableStream<Uint8Array>): {
    transform(options: { width: number; height: number; fit: "scale-down" }): {
      output(options: { format: "image/png" }): Promise<{ response(): Response }>;
    };
  };
}

export function imagesBindingToPng(binding: unknown): ImageToPng {
  const images = binding as ImagesBindingLike;
  return async (bytes, maxSide) => {
    try {
      const stream = new Blob([bytes as Uint8Array<ArrayBuffer>]).stream();
      const result = await images
        .input(stream)
        .transform({ width: maxSide, height: maxSide, fit: "scale-down" })
        .output({ format: "image/png" });
      return new Uint8Array(await result.response().arrayBuffer());
    } catch {
      // Not decodable (a damaged upload): the sheet goes out without the photo.
      return null;
    }
  };
}
