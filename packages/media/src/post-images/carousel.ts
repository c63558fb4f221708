// An Instagram carousel of a list post (tips or checklist): a cover, one idea per slide and a
// brand closing slide, every slide 1080x1350 (4:5, the tallest a feed shows uncropped). Instagram
// takes 2-10 slides; the product keeps 3-7 so a swipe stays short: a list longer than five items
// puts two ideas on its last slides rather than dropping any.
import { isListCard, type ListCard, type PostCard } from "./cards.ts";
import { FEED_SIZE, type PostImageSize } from "./sizes.ts";

export const CAROUSEL_SIZE: PostImageSize = { ...FEED_SIZE, label: "Carousel slide 1080x1350" };
export const MIN_SLIDES = 3;
export const MAX_SLIDES = 7;
/** Cover and closing slide around the ideas. */
const FRAMING_SLIDES = 2;
const MAX_IDEA_SLIDES = MAX_SLIDES - FRAMING_SLIDES;

export type SlidePlan =
  | { kind: "cover"; card: ListCard }
  | { kind: "ideas"; card: ListCard /** 0-based positions in the list. */; items: number[] }
  | { kind: "closing"; card: ListCard };

/** The items of each idea slide: one each, or, past five, the last ones paired. */
function ideaGroups(count: number): number[][] {
  const slides = Math.min(count, MAX_IDEA_SLIDES);
  const groups: number[][] = [];
  let next = 0;
  for (let slide = 0; slide < slides; slide++) {
    // Pairs go to the last slides, so the list opens one idea at a time.
    const size = slide >= slides - (count - slides) ? 2 : 1;
    groups.push(Array.from({ length: size }, (_, i) => next + i));
    next += size;
  }
  return groups;
}

/** The post's slides, or null when its card is not a list (no carousel). */
export function carouselPlan(card: PostCard): SlidePlan[] | null {
  if (!isListCard(card)) return null;
  return [
    { kind: "cover", card },
    ...ideaGroups(card.items.length).map((items) => ({ kind: "ideas" as const, card, items })),
    { kind: "closing", card },
  ];
}

/** The caption's closing line (its call to action): the last line that is not hashtags. */
export function callToAction(caption: string): string {
  const lines = caption
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("#"));
  return lines[lines.length - 1] ?? "";
}
