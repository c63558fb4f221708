// The six layouts of a post's content, one per card kind, each a function of a scale: 1 is the
// layout's full size, smaller when the post's text needs more room (fit.ts measures). Sizes are in
// layout units `u` (1 at 1080 px on the short side).
import type { BigNumberCard, CompareCard, ListCard, MythFactCard, PostCard, QuoteCard } from "../cards.ts";
import { tickIcon } from "./icons.ts";
import { box, type CardNode, image, text } from "./nodes.ts";
import type { PostPalette } from "./palette.ts";

const INK = "#111827";
const SOFT = "#374151";

export interface LayoutContext {
  u: number;
  palette: PostPalette;
  /** The post's title: the headline layout sets it as the content. */
  title: string;
}

type Build = (scale: number) => CardNode;

function column(gap: number, ...children: CardNode[]): CardNode {
  return box({ flexDirection: "column", gap, width: "100%" }, ...children);
}

function lead(value: string, px: number): CardNode {
  return text(value, { fontSize: px, fontWeight: 500, color: SOFT, lineHeight: 1.3 });
}

function listLayout(card: ListCard, { u, palette }: LayoutContext): Build {
  return (s) => {
    const marker = 64 * u * s;
    const rows = card.items.map((item, i) =>
      box(
        { flexDirection: "row", alignItems: "center", gap: 26 * u * s, width: "100%" },
        card.kind === "tips"
          ? box(
              {
                width: marker,
                height: marker,
                flexShrink: 0,
                borderRadius: marker / 2,
                backgroundColor: palette.bg0,
                color: palette.ink,
                alignItems: "center",
                justifyContent: "center",
                fontSize: 32 * u * s,
                fontWeight: 800,
              },
              String(i + 1),
            )
          : box(
              {
                width: marker * 0.85,
                height: marker * 0.85,
                flexShrink: 0,
                borderRadius: 12 * u * s,
                border: `${4 * u * s}px solid ${palette.bg0}`,
                alignItems: "center",
                justifyContent: "center",
              },
              image(tickIcon(palette.bg0), marker * 0.6, marker * 0.6),
            ),
        text(item, { flex: 1, fontSize: 40 * u * s, fontWeight: 700, color: INK, lineHeight: 1.22 }),
      ),
    );
    return column(28 * u * s, lead(card.lead, 36 * u * s), ...rows);
  };
}

function tag(label: string, background: string, px: number, u: number): CardNode {
  return box(
    {
      alignSelf: "flex-start",
      backgroundColor: background,
      color: "#ffffff",
      borderRadius: 10 * u,
      padding: `${px * 0.25}px ${px * 0.6}px`,
    },
    text(label, { fontSize: px, fontWeight: 800, letterSpacing: px * 0.12 }),
  );
}

function mythFactLayout(card: MythFactCard, { u }: LayoutContext): Build {
  return (s) =>
    column(
      40 * u * s,
      column(
        16 * u * s,
        tag("MYTH", "#b42318", 28 * u * s, u),
        text(card.myth, {
          fontSize: 50 * u * s,
          fontWeight: 700,
          color: "#6b7280",
          lineHeight: 1.2,
          textDecoration: "line-through",
        }),
      ),
      box({ width: "100%", height: 4 * u, backgroundColor: "#e5e7eb" }),
      column(
        16 * u * s,
        tag("FACT", "#067647", 28 * u * s, u),
        text(card.fact, { fontSize: 46 * u * s, fontWeight: 700, color: INK, lineHeight: 1.22 }),
      ),
    );
}

function bigNumberLayout(card: BigNumberCard, { u, palette }: LayoutContext): Build {
  return (s) =>
    column(
      20 * u * s,
      text(card.figure, { fontSize: 240 * u * s, fontWeight: 800, color: palette.bg0, lineHeight: 1, letterSpacing: -6 * u * s }),
      text(card.label, { fontSize: 46 * u * s, fontWeight: 700, color: INK, lineHeight: 1.22 }),
      text(card.note, { fontSize: 34 * u * s, fontWeight: 500, color: SOFT, lineHeight: 1.3 }),
    );
}

function quoteLayout(card: QuoteCard, { u, palette }: LayoutContext): Build {
  return (s) =>
    box(
      { flexDirection: "row", gap: 30 * u * s, width: "100%" },
      box({ width: 12 * u, flexShrink: 0, backgroundColor: palette.bg1, borderRadius: 6 * u }),
      column(
        8 * u * s,
        text("\u201c", { fontSize: 160 * u * s, fontWeight: 800, color: palette.bg1, lineHeight: 0.8, height: 96 * u * s }),
        text(card.quote, { fontSize: 58 * u * s, fontWeight: 700, color: INK, lineHeight: 1.2 }),
      ),
    );
}

function compareLayout(card: CompareCard, { u, palette }: LayoutContext): Build {
  // Three sides share the width of two: smaller type keeps their longest words inside the column.
  const narrow = card.columns.length > 2 ? 0.8 : 1;
  return (scale) => {
    const s = scale * narrow;
    const columns = card.columns.map((side, i) =>
      box(
        {
          flex: 1,
          flexDirection: "column",
          gap: 18 * u * s,
          padding: 28 * u * s,
          borderRadius: 24 * u,
          backgroundColor: i === 0 ? "#ffffff" : palette.bg0,
          border: `${3 * u}px solid ${palette.bg0}`,
        },
        text(side.label, {
          fontSize: 38 * u * s,
          fontWeight: 800,
          color: i === 0 ? palette.bg0 : palette.accent,
          lineHeight: 1.15,
        }),
        text(side.text, { fontSize: 36 * u * s, fontWeight: 600, color: i === 0 ? INK : palette.ink, lineHeight: 1.25 }),
      ),
    );
    const row = box({ flexDirection: "row", gap: 24 * u * s, width: "100%", alignItems: "stretch" }, ...columns);
    return card.lead ? column(30 * u * s, lead(card.lead, 36 * u * s), row) : column(0, row);
  };
}

function headlineLayout({ u, title }: LayoutContext): Build {
  return (s) => column(0, text(title, { fontSize: 96 * u * s, fontWeight: 800, color: INK, lineHeight: 1.1 }));
}

export function cardLayout(card: PostCard, context: LayoutContext): Build {
  switch (card.kind) {
    case "tips":
    case "checklist":
      return listLayout(card, context);
    case "myth-fact":
      return mythFactLayout(card, context);
    case "big-number":
      return bigNumberLayout(card, context);
    case "quote":
      return quoteLayout(card, context);
    case "compare":
      return compareLayout(card, context);
    case "headline":
      return headlineLayout(context);
  }
}

/** The smallest scale a layout may shrink to before the too-long rule applies. */
export const MIN_SCALE = 0.55;
/** The largest: a short card grows to fill the image. */
export const MAX_SCALE = 1.3;

/** Drops the last word of the longest phrase, marking the cut with an ellipsis. */
function trimWords(value: string): string {
  const words = value.replace(/\u2026$/, "").split(" ");
  return words.length > 1 ? `${words.slice(0, -1).join(" ")}\u2026` : value;
}

/**
 * The rule for text too long for its layout even at the smallest scale: a list loses its last item
 * (a line says how many more the caption has); any other card loses words from its longest phrase,
 * marked with an ellipsis. Returns null when nothing is left to shorten.
 */
export function shortenCard(card: PostCard, hidden: number): { card: PostCard; hidden: number } | null {
  switch (card.kind) {
    case "tips":
    case "checklist":
      if (card.items.length <= 1) return null;
      return { card: { ...card, items: card.items.slice(0, -1) }, hidden: hidden + 1 };
    case "myth-fact": {
      const key = card.myth.length > card.fact.length ? "myth" : "fact";
      return { card: { ...card, [key]: trimWords(card[key]) }, hidden };
    }
    case "big-number":
      return { card: { ...card, label: trimWords(card.label), note: "" }, hidden };
    case "quote":
      return card.quote.includes(" ") ? { card: { ...card, quote: trimWords(card.quote) }, hidden } : null;
    case "compare": {
      const longest = card.columns.reduce((a, b) => (b.text.length > a.text.length ? b : a));
      if (!longest.text.includes(" ")) return null;
      return {
        card: {
          ...card,
          lead: undefined,
          columns: card.columns.map((c) => (c === longest ? { ...c, text: trimWords(c.text) } : c)),
        },
        hidden,
      };
    }
    case "headline":
      return null;
  }
}

export function moreInCaption(hidden: number, u: number): CardNode {
  return text(`+ ${hidden} more in the caption`, { fontSize: 30 * u, fontWeight: 700, color: SOFT });
}
