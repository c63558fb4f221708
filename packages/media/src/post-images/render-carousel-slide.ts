// One carousel slide as PNG bytes (1080x1350), drawn by the renderer both runtimes share.

import type { PostCard } from "./cards.ts";
import { CAROUSEL_SIZE, carouselPlan } from "./carousel.ts";
import type { ImageBrand } from "./image-brand.ts";
import type { ImagePost } from "./render/compose-post.ts";
import { composeSlide } from "./render/compose-slide.ts";
import { renderSvg, svgToPng } from "./render/engine.ts";
import { cardPhoto } from "./render/photo.ts";

export interface CarouselSlideRequest {
  post: ImagePost;
  card: PostCard;
  brand: ImageBrand;
  photoBytes: Uint8Array | null;
  callToAction: string;
  /** 0-based. */
  index: number;
}

export async function carouselSlideSvg(request: CarouselSlideRequest, options: { textAsText?: boolean } = {}): Promise<string> {
  const plans = carouselPlan(request.card);
  if (!plans) throw new Error("This post has no carousel");
  const tree = await composeSlide(plans, request.index, { ...request, photo: cardPhoto(request.photoBytes) });
  return renderSvg(tree, { width: CAROUSEL_SIZE.width, height: CAROUSEL_SIZE.height, ...options });
}

export async function renderCarouselSlide(request: CarouselSlideRequest): Promise<Uint8Array> {
  return svgToPng(await carouselSlideSvg(request));
}
