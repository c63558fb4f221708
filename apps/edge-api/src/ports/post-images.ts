// The post-image renderer as a port: the same satori + resvg renderer on Node (on the media threads)
// and on Workers (its WebAssembly imported as compiled modules); only Node adds the WebP preview.
import type { PostImageRequest } from "@realty/media/post-images/post-image-request";
import type { CarouselSlideRequest } from "@realty/media/post-images/render-carousel-slide";
import type { PostImageSize } from "@realty/media/post-images/sizes";

export type { CarouselSlideRequest, PostImageRequest };

export interface PostImagePort {
  /** PNG bytes of the post at exactly `size`. */
  render(size: PostImageSize, request: PostImageRequest): Promise<Uint8Array>;
  /** PNG bytes of one slide (1080x1350) of a list post's carousel. */
  renderSlide(request: CarouselSlideRequest): Promise<Uint8Array>;
  /**
   * WebP bytes of a rendered PNG scaled to `width` pixels wide (same aspect): the card-sized
   * preview the Posts tab shows, a tenth of the PNG's bytes.
   */
  toWebpPreview?(png: Uint8Array, width: number): Promise<Uint8Array>;
}
