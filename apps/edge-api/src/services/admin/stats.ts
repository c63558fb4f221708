import type { AdminStats } from "@realty/contracts/admin";
import { count, sum } from "drizzle-orm";
import { purchases, scripts, users } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";

/**
 * The four stat cards. Revenue is what purchases recorded net of refunds, in cents; gross and
 * refunded are shown beside it. Purchases outlive deleted accounts, so neither changes.
 */
export async function getStats(db: Database): Promise<AdminStats> {
  const [[u], [s], [p]] = await Promise.all([
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(scripts),
    db.select({ n: count(), cents: sum(purchases.amountCents), refunded: sum(purchases.refundedCents) }).from(purchases),
  ]);
  return {
    totalUsers: u?.n ?? 0,
    totalScripts: s?.n ?? 0,
    totalRevenue: Number(p?.cents ?? 0) - Number(p?.refunded ?? 0),
    totalPurchases: p?.n ?? 0,
    grossRevenue: Number(p?.cents ?? 0),
    refundedRevenue: Number(p?.refunded ?? 0),
  };
}
