// How much each discount code has been used: paid orders that carried it and their
// revenue net of refunds. Counted from purchases, so pending and failed checkouts are not uses.
import { count, sql, sum } from "drizzle-orm";
import { purchases } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";

export interface CodeUsage {
  uses: number;
  revenueCents: number;
}

export async function codeUsage(db: Database): Promise<Map<string, CodeUsage>> {
  const rows = await db
    .select({
      code: purchases.discountCode,
      uses: count(),
      revenue: sum(sql`${purchases.amountCents} - ${purchases.refundedCents}`),
    })
    .from(purchases)
    .where(sql`${purchases.discountCode} IS NOT NULL`)
    .groupBy(purchases.discountCode);
  return new Map(rows.map((r) => [r.code ?? "", { uses: r.uses, revenueCents: Number(r.revenue ?? 0) }]));
}
