// One template for every post: the post's own artwork, its category, the whole headline
// (wrapped and sized to fit), the market figures on market updates, and the member's brand footer.
import type { Image, SKRSContext2D } from "@napi-rs/canvas";
import { font } from "../frames/fonts.ts";
import { drawBlock, fitText, markWords, type TextBlock } from "../frames/text.ts";
import { drawArtwork, postPalette } from "./artwork.ts";
import { drawBrandFooter, type ImageBrand } from "./footer.ts";
import { type PostLayout, postLayout } from "./layout.ts";
import { isMarketPost, type MarketFigures } from "./market-fields.ts";
import { drawMarketPanel } from "./market-panel.ts";
import type { PostImageSize } from "./sizes.ts";

export interface ImagePost {
  postIndex: number;
  title: string;
  category: string;
}

export interface PostImageInput {
  post: ImagePost;
  brand: ImageBrand;
  photo: Image | null;
  figures: MarketFigures;
}

const HEADLINE_WEIGHT = 800;
const HEADLINE_COLOR = "#111827";

/** The headline wrapped at the largest size that fits its box (exported for the fit test). */
export function headlineBlock(ctx: SKRSContext2D, layout: PostLayout, title: string): TextBlock {
  return fitText(ctx, markWords(title), HEADLINE_WEIGHT, layout.headlineMaxSize, layout.headline.width, layout.headline.height);
}

export function drawPost(ctx: SKRSContext2D, size: PostImageSize, input: PostImageInput): void {
  const { post, brand, photo, figures } = input;
  const market = isMarketPost(post);
  const layout = postLayout(size, market);
  const palette = postPalette(post.postIndex);
  const { u } = layout;
  ctx.save();
  ctx.fillStyle = palette.page;
  ctx.fillRect(0, 0, size.width, size.height);
  drawArtwork(ctx, layout.artwork, post, layout.radius);
  ctx.font = font(700, 30 * u);
  ctx.textAlign = "left";
  ctx.textBaseline = "top";
  ctx.fillStyle = "#4b5563";
  ctx.fillText(post.category.toUpperCase(), layout.label.left, layout.label.top, layout.label.width);
  const block = headlineBlock(ctx, layout, post.title);
  drawBlock(ctx, block, HEADLINE_WEIGHT, {
    left: layout.headline.left,
    top: layout.headline.top,
    color: HEADLINE_COLOR,
    accent: HEADLINE_COLOR,
  });
  if (layout.stats) drawMarketPanel(ctx, layout.stats, figures, palette, u);
  drawBrandFooter(ctx, layout.footer, brand, photo, u);
  // A story's bottom margin sits under the app's reply bar: keep it in the brand colour.
  const below = layout.footer.top + layout.footer.height;
  if (below < size.height) {
    ctx.fillStyle = brand.brandColor;
    ctx.fillRect(0, below, size.width, size.height - below);
  }
  ctx.restore();
}
