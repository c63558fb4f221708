// A member's market figures for one month and area, set once and shown on every market-update
// post. Null means "not filled in yet": such an image may be previewed but never leaves the product.
export interface MarketFigures {
  /** The area the figures describe, e.g. "Austin, TX". */
  area: string | null;
  /** "YYYY-MM". */
  month: string | null;
  /** Whole dollars. */
  medianPrice: number | null;
  daysOnMarket: number | null;
  /** One decimal place, e.g. 2.4. */
  monthsOfSupply: number | null;
  newListings: number | null;
  /** Where the figures come from, e.g. "Austin Board of Realtors MLS". */
  source: string | null;
  /** The median price a month and a year earlier: optional, they draw the trend arrows. */
  priorMonthMedianPrice: number | null;
  priorYearMedianPrice: number | null;
}

export const EMPTY_MARKET_FIGURES: MarketFigures = {
  area: null,
  month: null,
  medianPrice: null,
  daysOnMarket: null,
  monthsOfSupply: null,
  newListings: null,
  source: null,
  priorMonthMedianPrice: null,
  priorYearMedianPrice: null,
};

export const MARKET_CATEGORY = "Market Update";

export function isMarketPost(post: { category: string }): boolean {
  return post.category === MARKET_CATEGORY;
}

/** The figures a market image cannot do without, in the order a member is asked for them. */
export const REQUIRED_FIGURES = [
  { key: "area", label: "area" },
  { key: "month", label: "month" },
  { key: "medianPrice", label: "median price" },
  { key: "daysOnMarket", label: "days on market" },
  { key: "monthsOfSupply", label: "months of supply" },
  { key: "newListings", label: "new listings" },
  { key: "source", label: "source" },
] as const satisfies readonly { key: keyof MarketFigures; label: string }[];

/** The names of the required figures still blank ("median price", ...). */
export function missingFigures(f: MarketFigures): string[] {
  return REQUIRED_FIGURES.filter((r) => f[r.key] === null || f[r.key] === "").map((r) => r.label);
}

/** Whether every required figure is filled in: only then may the image be downloaded or shared. */
export function figuresComplete(f: MarketFigures): boolean {
  return missingFigures(f).length === 0;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-11" -> "Nov 2026". */
export function monthLabel(month: string): string {
  const [year, m] = month.split("-");
  return `${MONTHS[Number(m) - 1] ?? m} ${year}`;
}

/** The change from `before` to `now` in percent with one decimal, or null without both. */
export function percentChange(now: number | null, before: number | null): number | null {
  if (now === null || before === null || before === 0) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}

export interface FigureTile {
  label: string;
  value: string | null;
  /** A trend under the value ("+3.1% vs Oct"), with its direction for the arrow. */
  trend: { text: string; direction: "up" | "down" | "flat" } | null;
}

function trendOf(f: MarketFigures): FigureTile["trend"] {
  const monthly = percentChange(f.medianPrice, f.priorMonthMedianPrice);
  const yearly = percentChange(f.medianPrice, f.priorYearMedianPrice);
  const change = monthly ?? yearly;
  if (change === null) return null;
  const sign = change > 0 ? "+" : "";
  const text = `${sign}${change.toFixed(1)}% ${monthly === null ? "YoY" : "MoM"}`;
  return { text, direction: change > 0 ? "up" : change < 0 ? "down" : "flat" };
}

/** Each figure as printed on the image, or null while blank. */
export function formatFigures(f: MarketFigures): FigureTile[] {
  return [
    {
      label: "Median price",
      value: f.medianPrice === null ? null : `$${f.medianPrice.toLocaleString("en-US")}`,
      trend: trendOf(f),
    },
    { label: "Days on market", value: f.daysOnMarket === null ? null : String(f.daysOnMarket), trend: null },
    { label: "Months of supply", value: f.monthsOfSupply === null ? null : f.monthsOfSupply.toFixed(1), trend: null },
    { label: "New listings", value: f.newListings === null ? null : f.newListings.toLocaleString("en-US"), trend: null },
  ];
}

/** The line under the tiles: area, month and source, so a reader knows what the figures describe. */
export function figuresByline(f: MarketFigures): string {
  const parts = [f.area ?? "Your area", f.month ? monthLabel(f.month) : "Month", `Source: ${f.source ?? "fill in"}`];
  return parts.join("  ·  ");
}
