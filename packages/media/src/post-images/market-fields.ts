// The figures a member fills in on a market-update post (issue 14): median price, days on market,
// months of supply and the month they describe. Null means "not filled in yet".
export interface MarketFigures {
  /** Whole dollars. */
  medianPrice: number | null;
  daysOnMarket: number | null;
  /** One decimal place, e.g. 2.4. */
  monthsOfSupply: number | null;
  /** "YYYY-MM". */
  month: string | null;
}

export const EMPTY_MARKET_FIGURES: MarketFigures = { medianPrice: null, daysOnMarket: null, monthsOfSupply: null, month: null };

export const MARKET_CATEGORY = "Market Update";

export function isMarketPost(post: { category: string }): boolean {
  return post.category === MARKET_CATEGORY;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Each figure as printed on the image, or null while blank. */
export function formatFigures(f: MarketFigures): { label: string; value: string | null }[] {
  const [year, month] = f.month ? f.month.split("-") : [];
  return [
    { label: "Median price", value: f.medianPrice === null ? null : `$${f.medianPrice.toLocaleString("en-US")}` },
    { label: "Days on market", value: f.daysOnMarket === null ? null : String(f.daysOnMarket) },
    { label: "Months of supply", value: f.monthsOfSupply === null ? null : f.monthsOfSupply.toFixed(1) },
    { label: "Month", value: year && month ? `${MONTHS[Number(month) - 1] ?? month} ${year}` : null },
  ];
}

/** Whether every figure is filled in: the dashboard warns before a download with blanks. */
export function figuresComplete(f: MarketFigures): boolean {
  return f.medianPrice !== null && f.daysOnMarket !== null && f.monthsOfSupply !== null && f.month !== null;
}
