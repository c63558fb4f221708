// The member's market figures for the month (GET/PUT /api/market-figures): one set that every
// market-update post's image uses. Read by the figures form and by each market card.
import useSWR from "swr";
import { apiRequest } from "../../../lib/api-client.ts";

export interface MarketFigures {
  area: string | null;
  month: string | null;
  medianPrice: number | null;
  daysOnMarket: number | null;
  monthsOfSupply: number | null;
  newListings: number | null;
  source: string | null;
  priorMonthMedianPrice: number | null;
  priorYearMedianPrice: number | null;
}

export interface CurrentMarketFigures {
  figures: MarketFigures;
  /** The month the figures describe (null before the first save). */
  month: string | null;
  /** The month it is now. */
  forMonth: string;
  /** True when the figures are an earlier month's. */
  stale: boolean;
  /** Required figures still blank, named for people ("median price"). */
  missing: string[];
}

export type MarketFiguresInput = Omit<MarketFigures, "month"> & { month: string };

export const MARKET_FIGURES_KEY = "/api/market-figures";

/** `enabled` false reads nothing (a card that is not a market update). */
export function useMarketFigures(enabled = true) {
  return useSWR<CurrentMarketFigures>(enabled ? MARKET_FIGURES_KEY : null);
}

export function saveMarketFigures(input: MarketFiguresInput) {
  return apiRequest<CurrentMarketFigures>("PUT", MARKET_FIGURES_KEY, input);
}

/** Why a market post cannot leave the product yet, or null when every figure is filled in. */
export function figuresBlockReason(current: CurrentMarketFigures | undefined): string | null {
  if (!current) return null;
  const [first] = current.missing;
  return first ? `Add your ${first} to use this post.` : null;
}

/** A number that changes with the figures, so market images are fetched again after a save. */
export function figuresVersion(current: CurrentMarketFigures | undefined): number {
  if (!current?.month) return 0;
  let hash = 7;
  for (const ch of JSON.stringify(current.figures)) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return hash || 1;
}
