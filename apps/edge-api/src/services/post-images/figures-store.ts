// A member's market figures per post: read for the image and the dashboard form, written by PUT.

import { EMPTY_MARKET_FIGURES, type MarketFigures } from "@realty/media/post-images/market-fields";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { postMarketFigures } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";

/** PUT /api/posts/:id/market-figures. A blank (null) figure stays a labelled blank on the image. */
export const marketFiguresInput = z.object({
  medianPrice: z
    .number("The median price must be a number of dollars.")
    .int("The median price must be whole dollars.")
    .min(1000, "The median price must be at least $1,000.")
    .max(100_000_000, "The median price must be at most $100,000,000.")
    .nullable(),
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
  month: z
    .string("The month must look like 2026-11.")
    .regex(/^20[0-9]{2}-(0[1-9]|1[0-2])$/, "The month must look like 2026-11.")
    .nullable(),
});

export async function getMarketFigures(db: Database, userId: number, postId: number): Promise<MarketFigures> {
  const [row] = await db
    .select()
    .from(postMarketFigures)
    .where(and(eq(postMarketFigures.userId, userId), eq(postMarketFigures.postId, postId)))
    .limit(1);
  if (!row) return EMPTY_MARKET_FIGURES;
  return {
    medianPrice: row.medianPrice,
    daysOnMarket: row.daysOnMarket,
    monthsOfSupply: row.monthsOfSupplyTenths === null ? null : row.monthsOfSupplyTenths / 10,
    month: row.month,
  };
}

export async function saveMarketFigures(
  db: Database,
  userId: number,
  postId: number,
  figures: MarketFigures,
  now: Date,
): Promise<MarketFigures> {
  const values = {
    medianPrice: figures.medianPrice,
    daysOnMarket: figures.daysOnMarket,
    // Stored in tenths so the same figure always hashes to the same cached image.
    monthsOfSupplyTenths: figures.monthsOfSupply === null ? null : Math.round(figures.monthsOfSupply * 10),
    month: figures.month,
    updatedAt: now,
  };
  await db
    .insert(postMarketFigures)
    .values({ userId, postId, ...values })
    .onConflictDoUpdate({ target: [postMarketFigures.userId, postMarketFigures.postId], set: values });
  return getMarketFigures(db, userId, postId);
}
