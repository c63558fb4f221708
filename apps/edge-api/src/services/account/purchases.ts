import type { PurchaseRecord } from "@realty/contracts/account";
import { asc, desc, eq, inArray } from "drizzle-orm";
import { purchaseRefunds, purchases } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";

type Purchase = typeof purchases.$inferSelect;

function refundStatus(p: Purchase, refundCount: number): PurchaseRecord["refundStatus"] {
  if (refundCount === 0) return "none";
  return p.refundedCents >= p.amountCents ? "full" : "partial";
}

/** A member's purchases, newest first, with their refunds; amounts stay in cents (the client shows 2 decimals). */
export async function listPurchases(db: Database, userId: number): Promise<PurchaseRecord[]> {
  const rows = await db
    .select()
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt), desc(purchases.id));
  const refunds =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(purchaseRefunds)
          .where(
            inArray(
              purchaseRefunds.purchaseId,
              rows.map((p) => p.id),
            ),
          )
          .orderBy(asc(purchaseRefunds.createdAt), asc(purchaseRefunds.id));
  return rows.map((p) => {
    const own = refunds.filter((r) => r.purchaseId === p.id);
    return {
      id: p.id,
      productType: p.productType,
      fromTier: p.fromTier,
      amount: p.amountCents,
      discountCode: p.discountCode,
      createdAt: p.createdAt.toISOString(),
      refundedAmount: p.refundedCents,
      refundStatus: refundStatus(p, own.length),
      refunds: own.map((r) => ({ amount: r.amountCents, createdAt: r.createdAt.toISOString() })),
    };
  });
}
