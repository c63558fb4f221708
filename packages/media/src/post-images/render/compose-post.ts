// One post image as an element tree: the post's tile band, its category and title, its card in its
// layout (fitted by measuring), the market figures on market updates and the member's brand footer.
import type { PostCard } from "../cards.ts";
import type { ImageBrand } from "../image-brand.ts";
import { isMarketPost, type MarketFigures } from "../market-fields.ts";
import type { PostImageSize } from "../sizes.ts";
import { brandFooter } from "./brand-footer.ts";
import { cardLayout, MAX_SCALE, MIN_SCALE, moreInCaption, shortenCard } from "./card-layouts.ts";
import { CARD_FONT } from "./engine.ts";
import { fitScale } from "./fit.ts";
import { postFrame } from "./frame.ts";
import { categoryChip, tileBand, titleText } from "./headline-band.ts";
import { marketPanel } from "./market-panel.ts";
import { box, type CardNode } from "./nodes.ts";
import { postPalette } from "./palette.ts";
import type { CardPhoto } from "./photo.ts";

const INK = "#111827";

export interface ImagePost {
  postIndex: number;
  title: string;
  category: string;
}

export interface PostTreeInput {
  post: ImagePost;
  card: PostCard;
  brand: ImageBrand;
  photo: CardPhoto | null;
  figures: MarketFigures;
}

/** What the fitting settled on: the tests compare it with the card (nothing dropped for the library). */
export interface FittedContent {
  card: PostCard;
  /** List items left for the caption by the too-long rule. */
  hidden: number;
  titleScale: number;
  contentScale: number;
}

/** The post's card at the largest scale that fits, shortened by the too-long rule only if it must. */
export async function fitContent(
  build: (card: PostCard) => (scale: number) => CardNode,
  card: PostCard,
  room: { width: number; height: number; u: number },
) {
  const { width, height, u } = room;
  let current = { card, hidden: 0 };
  for (;;) {
    const layout = build(current.card);
    const withNote = (scale: number) =>
      current.hidden
        ? box({ flexDirection: "column", gap: 20 * u, width: "100%" }, layout(scale), moreInCaption(current.hidden, u))
        : layout(scale);
    const scale = await fitScale(withNote, width, height, MIN_SCALE, MAX_SCALE);
    if (scale !== null) return { ...current, scale, node: withNote(scale) };
    const shorter = shortenCard(current.card, current.hidden);
    if (!shorter) return { ...current, scale: MIN_SCALE, node: withNote(MIN_SCALE) };
    current = shorter;
  }
}

export async function composePost(size: PostImageSize, input: PostTreeInput): Promise<{ tree: CardNode; fitted: FittedContent }> {
  const { post, card, brand, photo, figures } = input;
  const market = isMarketPost(post);
  const frame = postFrame(size, market);
  const { u, pad, width } = frame;
  const palette = postPalette(post.postIndex);
  // The headline layout sets the title as the content: the heading carries the category alone.
  const titled = card.kind !== "headline";
  // The heading keeps room for the category chip above the title.
  const titleRoom = frame.heading.height - 60 * u;
  const titleScale = titled
    ? ((await fitScale((s) => titleText(post.title, frame.titleMax * s, INK), frame.heading.width, titleRoom, 0.4)) ?? 0.4)
    : 1;
  const content = await fitContent((c) => cardLayout(c, { u, palette, title: post.title }), card, { ...frame.content, u });
  const tree = box(
    { width, height: frame.height, flexDirection: "column", backgroundColor: palette.page, fontFamily: CARD_FONT },
    tileBand(post.postIndex, palette, width, frame.bandHeight),
    box(
      {
        height: frame.heading.height,
        flexShrink: 0,
        flexDirection: "column",
        justifyContent: "flex-end",
        gap: 14 * u,
        padding: `0 ${pad}px`,
      },
      categoryChip(post.category, palette, u),
      ...(titled ? [titleText(post.title, frame.titleMax * titleScale, INK)] : []),
    ),
    box(
      { flex: 1, flexDirection: "column", justifyContent: "center", padding: `0 ${pad}px`, overflow: "hidden" },
      box({ width: frame.content.width, flexDirection: "column" }, content.node),
    ),
    ...(market ? [marketPanel(figures, palette, width, frame.panelHeight, u)] : []),
    brandFooter(brand, photo, width, frame.footerHeight, u),
    // A story's bottom margin sits under the app's reply bar: keep it in the brand color.
    ...(frame.safeBottom ? [box({ width, height: frame.safeBottom, flexShrink: 0, backgroundColor: brand.brandColor })] : []),
  );
  return { tree, fitted: { card: content.card, hidden: content.hidden, titleScale, contentScale: content.scale } };
}
