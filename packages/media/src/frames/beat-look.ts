// How a beat is drawn, read from its own words so every source gets varied scenes without extra
// authoring: a figure becomes a counter, "Heading: a, b and c" a list that builds, two short
// sentences a comparison, a known topic word an icon scene, anything else kinetic type.
import { iconFor } from "./icon-topics.ts";

export type BeatLook =
  | { type: "counter"; figure: Figure }
  | { type: "list"; heading: string; items: string[] }
  | { type: "compare"; left: string; right: string }
  | { type: "icon"; icon: string }
  | { type: "kinetic" };

/** A figure as written ("$20,000", "6.5%", "4 million"), split so a counter can run up to it. */
export interface Figure {
  text: string;
  prefix: string;
  value: number;
  decimals: number;
  suffix: string;
  /** The upper end of a range ("2% to 5%"): shown whole once the count reaches the lower end. */
  rangeEnd?: string;
}

// Money, percentages, numbers with thousands separators and counts with a unit. Plain years
// ("2021") are not figures: counting up to a year reads as nonsense.
const FIGURE = /(\$)?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)(%|K\b| million\b| billion\b| months?\b| years?\b| days\b| points?\b)?/g;

export function findFigure(text: string): Figure | null {
  for (const m of text.matchAll(FIGURE)) {
    const [whole, dollar, digits = "", unit] = m;
    const after = text.slice((m.index ?? 0) + whole.length);
    const range = /^\s+to\s+(\$?\d[\d,.]*(?:%|K| million| billion| months?| years?| days)?)/.exec(after)?.[1];
    const isYear = !dollar && !unit && /^(19|20)\d{2}$/.test(digits);
    // A bare number counts only as the start of a range with a unit ("4 to 6 months").
    const rangeWithUnit = range !== undefined && /\D$/.test(range);
    if (isYear || (!dollar && !unit && !digits.includes(",") && !rangeWithUnit)) continue;
    const decimals = digits.includes(".") ? (digits.split(".")[1]?.length ?? 0) : 0;
    return {
      ...(range ? { rangeEnd: range } : {}),
      text: whole,
      prefix: dollar ?? "",
      value: Number(digits.replace(/,/g, "")),
      decimals,
      suffix: unit ?? "",
    };
  }
  return null;
}

const wordCount = (text: string) => text.trim().split(/\s+/).length;

function listOf(text: string): { heading: string; items: string[] } | null {
  const m = /^([^:]{2,40}):\s*(.+?)\.?$/.exec(text);
  if (!m?.[1] || !m[2]) return null;
  const items = m[2]
    .split(/,\s*(?:and\s+|or\s+)?|\s+and\s+/)
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length < 3 || items.length > 6 || items.some((item) => wordCount(item) > 5)) return null;
  return { heading: m[1], items };
}

function comparison(text: string): { left: string; right: string } | null {
  const parts = text.match(/[^.?!]+[.?!]+/g)?.map((p) => p.trim()) ?? [];
  if (parts.length !== 2) return null;
  const [left = "", right = ""] = parts;
  if (wordCount(left) < 2 || wordCount(right) < 2) return null;
  return { left, right };
}

export function beatLook(text: string): BeatLook {
  const figure = findFigure(text);
  if (figure) return { type: "counter", figure };
  const list = listOf(text);
  if (list) return { type: "list", ...list };
  const pair = comparison(text);
  if (pair) return { type: "compare", ...pair };
  const icon = iconFor(text);
  if (icon) return { type: "icon", icon };
  return { type: "kinetic" };
}
