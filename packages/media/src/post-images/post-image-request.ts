// What one post image is drawn from: the post and its card, the member's brand and photo, the
// market figures.
import type { PostCard } from "./cards.ts";
import type { ImageBrand } from "./image-brand.ts";
import type { MarketFigures } from "./market-fields.ts";
import type { ImagePost } from "./render/compose-post.ts";

export type { ImagePost };

export interface PostImageRequest {
  post: ImagePost;
  /** The post's card; absent (a script's preview) sets the title alone. */
  card?: PostCard | null;
  brand: ImageBrand;
  photoBytes: Uint8Array | null;
  figures: MarketFigures;
}
