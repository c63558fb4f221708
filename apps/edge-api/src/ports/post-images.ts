// The post-image renderer as a port (like video encoding): the canvas renderer on Node; absent on
// Workers, which serve images rendered ahead into the media store (docs/decisions/).
import type { ImagePost } from "../post-images/draw-post.ts";
import type { ImageBrand } from "../post-images/footer.ts";
import type { MarketFigures } from "../post-images/market-fields.ts";
import type { PostImageSize } from "../post-images/sizes.ts";

export interface PostImageRequest {
  post: ImagePost;
  brand: ImageBrand;
  photoBytes: Uint8Array | null;
  figures: MarketFigures;
}

export interface PostImagePort {
  /** PNG bytes of the post at exactly `size`. */
  render(size: PostImageSize, request: PostImageRequest): Promise<Uint8Array>;
  /**
   * WebP bytes of a rendered PNG scaled to `width` pixels wide (same aspect): the card-sized
   * preview the Posts tab shows, a tenth of the PNG's bytes (issue 18).
   */
  toWebpPreview?(png: Uint8Array, width: number): Promise<Uint8Array>;
}
