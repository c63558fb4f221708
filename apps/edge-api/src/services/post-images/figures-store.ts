// A member's market figures, one row per member and month (member_market_figures): set once a
// month in one form, read by every market-update image and caption. Other code (a monthly market
// script, the captions) reads them through `currentMarketFigures`.

import { EMPTY_MARKET_FIGURES, type MarketFigures, missingFigures } from "@realty/media/post-images/market-fields";
import { and, desc, eq, lte } from "drizzle-orm";
import { z } from "zod";
import { memberMarketFigures } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";

const dollars = (name: string) =>
  z
    .number(`${name} must be a number of dollars.`)
    .int(`${name} must be whole dollars.`)
    .min(1000, `${name} must be at least $1,000.`)
    .max(100_000_000, `${name} must be at most $100,000,000.`)
    .nullable();

const label = (name: string, max: number) =>
  z
    .string(`${name} must be text.`)
    .trim()
    .max(max, `${name} must be at most ${max} characters.`)
    .transform((v) => (v === "" ? null : v))
    .nullable();

/** Every field but the month: at least one must be filled in for a save to mean anything. */
const FIGURE_FIELDS = [
  "area",
  "medianPrice",
  "daysOnMarket",
  "monthsOfSupply",
  "newListings",
  "source",
  "priorMonthMedianPrice",
  "priorYearMedianPrice",
] as const;

/** PUT /api/market-figures. Blank figures are null; the month is required (it is the row's key). */
export const marketFiguresInput = z
  .object({
    month: z
      .string("The month must look like 2026-11.")
      .regex(/^20[0-9]{2}-(0[1-9]|1[0-2])$/, "The month must look like 2026-11."),
    area: label("The area", 80),
    medianPrice: dollars("The median price"),
    daysOnMarket: z
      .number("Days on market must be a number.")
      .int("Days on market must be a whole number.")
      .min(0, "Days on market cannot be negative.")
      .max(3650, "Days on market must be at most 3650.")
      .nullable(),
    monthsOfSupply: z
      .number("Months of supply must be a number.")
      .min(0, "Months of supply cannot be negative.")
      .max(99.9, "Months of supply must be at most 99.9.")
      .nullable(),
    newListings: z
      .number("New listings must be a number.")
      .int("New listings must be a whole number.")
      .min(0, "New listings cannot be negative.")
      .max(1_000_000, "New listings must be at most 1,000,000.")
      .nullable(),
    source: label("The source", 120),
    priorMonthMedianPrice: dollars("Last month's median price"),
    priorYearMedianPrice: dollars("Last year's median price"),
  })
  // Saving nothing would look like success and leave every market image blank.
  .refine((f) => FIGURE_FIELDS.some((key) => f[key] !== null), {
    message: "Fill in at least one figure before saving.",
    path: ["medianPrice"],
  });

export type MarketFiguresInput = z.infer<typeof marketFiguresInput>;

/** The member's figures as of a month, with whether they are that month's or carried over. */
export interface CurrentMarketFigures {
  figures: MarketFigures;
  /** The month the figures describe: earlier than `forMonth` when the member has not updated yet. */
  month: string | null;
  forMonth: string;
  stale: boolean;
  /** The required figures still blank ("median price", ...): while any is, market posts stay drafts. */
  missing: string[];
}

type Row = typeof memberMarketFigures.$inferSelect;

function toFigures(row: Row): MarketFigures {
  return {
    area: row.area,
    month: row.month,
    medianPrice: row.medianPrice,
    daysOnMarket: row.daysOnMarket,
    monthsOfSupply: row.monthsOfSupplyTenths === null ? null : row.monthsOfSupplyTenths / 10,
    newListings: row.newListings,
    source: row.source,
    priorMonthMedianPrice: row.priorMonthMedianPrice,
    priorYearMedianPrice: row.priorYearMedianPrice,
  };
}

/** "2026-11" for a date, in UTC so every runtime agrees on the month. */
export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/**
 * The figures a member's market posts use now: the newest month up to `now`'s month. Figures from
 * an earlier month still apply (and say which month they are); none at all is the empty set.
 */
export async function currentMarketFigures(db: Database, userId: number, now: Date): Promise<CurrentMarketFigures> {
  const forMonth = monthOf(now);
  const [row] = await db
    .select()
    .from(memberMarketFigures)
    .where(and(eq(memberMarketFigures.userId, userId), lte(memberMarketFigures.month, forMonth)))
    .orderBy(desc(memberMarketFigures.month))
    .limit(1);
  if (!row)
    return { figures: EMPTY_MARKET_FIGURES, month: null, forMonth, stale: false, missing: missingFigures(EMPTY_MARKET_FIGURES) };
  const figures = toFigures(row);
  return { figures, month: row.month, forMonth, stale: row.month < forMonth, missing: missingFigures(figures) };
}

export async function saveMarketFigures(
  db: Database,
  userId: number,
  input: MarketFiguresInput,
  now: Date,
): Promise<MarketFigures> {
  const values = {
    area: input.area,
    medianPrice: input.medianPrice,
    daysOnMarket: input.daysOnMarket,
    // Stored in tenths so the same figure always hashes to the same cached image.
    monthsOfSupplyTenths: input.monthsOfSupply === null ? null : Math.round(input.monthsOfSupply * 10),
    newListings: input.newListings,
    source: input.source,
    priorMonthMedianPrice: input.priorMonthMedianPrice,
    priorYearMedianPrice: input.priorYearMedianPrice,
    updatedAt: now,
  };
  await db
    .insert(memberMarketFigures)
    .values({ userId, month: input.month, ...values })
    .onConflictDoUpdate({ target: [memberMarketFigures.userId, memberMarketFigures.month], set: values });
  const [row] = await db
    .select()
    .from(memberMarketFigures)
    .where(and(eq(memberMarketFigures.userId, userId), eq(memberMarketFigures.month, input.month)));
  return row ? toFigures(row) : EMPTY_MARKET_FIGURES;
}

/** "Add your median price to use this post": the first blank figure, named for the member. */
export function requireCompleteFigures(figures: MarketFigures): void {
  const [first, ...rest] = missingFigures(figures);
  if (!first) return;
  const also = rest.length ? ` (also missing: ${rest.join(", ")})` : "";
  throw new AppError("BAD_REQUEST", `Add your ${first} to use this post${also}.`, { marketFigures: first });
}
