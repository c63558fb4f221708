// What a post's image says, kept apart from its caption: each post has a card of one kind (a tips
// list, a checklist, myth vs fact, a big number, a quote, a comparison), written in
// content/posts/cards.json from the post's own text. The kind picks the layout; a list card (tips or
// checklist) also becomes an Instagram carousel, one item per slide.
import cards from "../../../../content/posts/cards.json" with { type: "json" };

export const CARD_KINDS = ["tips", "checklist", "myth-fact", "big-number", "quote", "compare"] as const;
export type CardKind = (typeof CARD_KINDS)[number];

export interface ListCard {
  kind: "tips" | "checklist";
  /** The sentence that introduces the list. */
  lead: string;
  items: string[];
}
export interface MythFactCard {
  kind: "myth-fact";
  myth: string;
  fact: string;
}
export interface BigNumberCard {
  kind: "big-number";
  /** The number as printed, e.g. "20%": always one the post's caption states. */
  figure: string;
  label: string;
  note: string;
}
export interface QuoteCard {
  kind: "quote";
  quote: string;
}
export interface CompareCard {
  kind: "compare";
  lead?: string;
  /** Two or three sides: before/after, buyers/sellers, fixed/adjustable... */
  columns: { label: string; text: string }[];
}
/** A script's link preview and anything else without a card: the title alone, set large. */
export interface HeadlineCard {
  kind: "headline";
}

export type PostCard = ListCard | MythFactCard | BigNumberCard | QuoteCard | CompareCard | HeadlineCard;

export const HEADLINE_CARD: HeadlineCard = { kind: "headline" };

/** Limits every card in the library keeps (checked by the tests) so each layout has room. */
export const CARD_LIMITS = { minItems: 2, maxItems: 6, maxItemLength: 90, maxLeadLength: 90, maxTextLength: 150 };

const byIndex = new Map<number, PostCard>(
  (cards as ({ postIndex: number } & PostCard)[]).map(({ postIndex, ...card }) => [postIndex, card as PostCard]),
);

/** The card of the library post at `postIndex`, or the title-only card when it has none. */
export function postCard(postIndex: number): PostCard {
  return byIndex.get(postIndex) ?? HEADLINE_CARD;
}

export function isListCard(card: PostCard): card is ListCard {
  return card.kind === "tips" || card.kind === "checklist";
}

/** Every phrase the card puts on the image, in reading order: what the tests look for. */
export function cardTexts(card: PostCard): string[] {
  switch (card.kind) {
    case "tips":
    case "checklist":
      return [card.lead, ...card.items];
    case "myth-fact":
      return [card.myth, card.fact];
    case "big-number":
      return [card.figure, card.label, card.note];
    case "quote":
      return [card.quote];
    case "compare":
      return [...(card.lead ? [card.lead] : []), ...card.columns.flatMap((c) => [c.label, c.text])];
    case "headline":
      return [];
  }
}
