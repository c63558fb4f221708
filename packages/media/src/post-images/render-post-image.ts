// A post image as PNG bytes: the template drawn on a canvas of the size's exact dimensions.
import { createCanvas } from "@napi-rs/canvas";
import { loadBoundedImage } from "../bounded-image.ts";
import { ensureFonts } from "../frames/fonts.ts";
import { drawPost } from "./draw-post.ts";
import type { PostImageRequest } from "./post-image-request.ts";
import type { PostImageSize } from "./sizes.ts";

export async function renderPostImage(size: PostImageSize, input: PostImageRequest): Promise<Uint8Array> {
  ensureFonts();
  // A photo that cannot be decoded (or is over the size bounds) is left out: initials instead.
  const photo = await loadBoundedImage(input.photoBytes);
  const canvas = createCanvas(size.width, size.height);
  drawPost(canvas.getContext("2d"), size, { post: input.post, brand: input.brand, photo, figures: input.figures });
  return new Uint8Array(await canvas.encode("png"));
}
