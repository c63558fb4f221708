import type { PurchaseRecord } from "@realty/contracts/account";
import { desc, eq } from "drizzle-orm";
import { purchases } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";

/** A member's purchases, newest first; amounts stay in cents (the client shows 2 decimals). */
export async function listPurchases(db: Database, userId: number): Promise<PurchaseRecord[]> {
  const rows = await db
    .select()
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt), desc(purchases.id));
  return rows.map((p) => ({
    id: p.id,
    productType: p.productType,
    fromTier: p.fromTier,
    amount: p.amountCents,
    discountCode: p.discountCode,
    createdAt: p.createdAt.toISOString(),
  }));
}
