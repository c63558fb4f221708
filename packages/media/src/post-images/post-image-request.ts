// What one post image is drawn from: the post, the member's brand and photo, the market figures.
import type { ImagePost } from "./draw-post.ts";
import type { ImageBrand } from "./footer.ts";
import type { MarketFigures } from "./market-fields.ts";

export interface PostImageRequest {
  post: ImagePost;
  brand: ImageBrand;
  photoBytes: Uint8Array | null;
  figures: MarketFigures;
}
