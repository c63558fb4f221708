// The orders list as CSV: the same search and filters as the list (orders-query.ts), every page.
import type { adminOrdersQuery } from "@realty/contracts/admin-business";
import { desc } from "drizzle-orm";
import type { z } from "zod";
import { paymentOrders } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { toCsv } from "../../lib/csv.ts";
import { toAdminOrder } from "./orders.ts";
import { ordersSelect, ordersWhere } from "./orders-query.ts";

/** Far above a year of sales; an export never loads an unbounded table into memory. */
const MAX_ROWS = 50_000;

const dollars = (cents: number) => (cents / 100).toFixed(2);

export async function ordersCsv(db: Database, query: z.output<typeof adminOrdersQuery>): Promise<string> {
  const rows = await ordersSelect(db)
    .where(ordersWhere(query))
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
    .limit(MAX_ROWS);
  return toCsv(
    [
      "id",
      "created_at",
      "status",
      "plan",
      "from_tier",
      "amount_usd",
      "refunded_usd",
      "discount_code",
      "discount_percent",
      "buyer_name",
      "buyer_email",
      "payment_reference",
      "provider",
      "refused_reason",
    ],
    rows
      .map(toAdminOrder)
      .map((o) => [
        o.id,
        o.createdAt,
        o.status,
        o.plan,
        o.fromTier,
        dollars(o.amountCents),
        dollars(o.refundedCents),
        o.discountCode,
        o.discountPercent,
        o.buyerName,
        o.buyerEmail,
        o.paymentReference,
        o.provider,
        o.refusedReason,
      ]),
  );
}
