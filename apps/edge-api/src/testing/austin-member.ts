// A member in Austin as tests and benches set one up: their brand as the profile form saves it, and
// this month's market figures as the market-figures form saves them (a market video's local scene).
import type { BrandProfileInput } from "@realty/contracts/brand-profile";
import type { MarketFiguresInput } from "../services/post-images/figures-store.ts";

export const AUSTIN = "Austin, TX";

export function austinBrand(displayName: string): BrandProfileInput {
  return {
    displayName,
    brokerage: null,
    phone: null,
    email: null,
    licenseNumber: null,
    licenseState: null,
    equalHousing: true,
    brandColor: "#0f766e",
  };
}

/** The figures of `now`'s month (the month the member's market card and videos read). */
export function austinFigures(now: Date): MarketFiguresInput {
  return {
    month: now.toISOString().slice(0, 7),
    area: AUSTIN,
    medianPrice: 545_000,
    daysOnMarket: 41,
    monthsOfSupply: 3.4,
    newListings: 2_310,
    source: "Austin Board of Realtors MLS",
    priorMonthMedianPrice: 551_000,
    priorYearMedianPrice: 530_000,
  };
}
