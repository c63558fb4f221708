// The post-image renderer as a port (like video encoding): the canvas renderer on Node; absent on
// Workers, which serve images rendered ahead into the media store (docs/decisions.md).
import type { ImagePost } from "./draw-post.ts";
import type { ImageBrand } from "./footer.ts";
import type { MarketFigures } from "./market-fields.ts";
import type { PostImageSize } from "./sizes.ts";

export interface PostImageRequest {
  post: ImagePost;
  brand: ImageBrand;
  photoBytes: Uint8Array | null;
  figures: MarketFigures;
}

export interface PostImagePort {
  /** PNG bytes of the post at exactly `size`. */
  render(size: PostImageSize, request: PostImageRequest): Promise<Uint8Array>;
}
