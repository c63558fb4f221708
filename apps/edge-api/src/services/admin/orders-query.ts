// The orders list's SQL: one row per payment order with its purchase (if paid) and buyer, the
// status derived from both, and the admin's search and filters.
import type { adminOrdersQuery, OrderStatus } from "@realty/contracts/admin-business";
import { and, eq, gte, lt, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { paymentOrders, pendingRegistrations, purchases, users } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";

export const statusSql = sql<OrderStatus>`CASE
  WHEN ${purchases.id} IS NULL THEN (CASE WHEN ${paymentOrders.status} IN ('failed', 'refused') THEN ${paymentOrders.status} ELSE 'pending' END)
  WHEN ${purchases.refundedCents} > 0 AND ${purchases.refundedCents} >= ${purchases.amountCents} THEN 'refunded'
  WHEN ${purchases.refundedCents} > 0 THEN 'partially_refunded'
  ELSE 'paid' END`;

export function ordersSelect(db: Database) {
  return db
    .select({
      order: paymentOrders,
      purchase: purchases,
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
      registration: {
        email: pendingRegistrations.email,
        firstName: pendingRegistrations.firstName,
        lastName: pendingRegistrations.lastName,
      },
      status: statusSql,
    })
    .from(paymentOrders)
    .leftJoin(purchases, eq(purchases.paymentIntentId, paymentOrders.paymentIntentId))
    .leftJoin(users, eq(users.id, paymentOrders.userId))
    .leftJoin(pendingRegistrations, eq(pendingRegistrations.id, paymentOrders.registrationId));
}

export type OrderRow = Awaited<ReturnType<ReturnType<typeof ordersSelect>["execute"]>>[number];

const DAY_MS = 86_400_000;

/** Escapes LIKE's wildcards so a search for "50%" means the text. */
function contains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
}

export function ordersWhere(q: Omit<z.output<typeof adminOrdersQuery>, "page" | "pageSize">): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (q.q) {
    const needle = contains(q.q);
    const lower = (column: SQL) => sql`lower(${column}) LIKE ${needle} ESCAPE '\\'`;
    parts.push(
      or(
        lower(sql`${users.email}`),
        lower(sql`${users.firstName} || ' ' || ${users.lastName}`),
        lower(sql`${pendingRegistrations.email}`),
        lower(sql`${pendingRegistrations.firstName} || ' ' || ${pendingRegistrations.lastName}`),
        lower(sql`${paymentOrders.paymentIntentId}`),
        lower(sql`${paymentOrders.discountCode}`),
      ),
    );
  }
  if (q.plan) parts.push(eq(paymentOrders.plan, q.plan));
  if (q.status) parts.push(sql`${statusSql} = ${q.status}`);
  if (q.from) parts.push(gte(paymentOrders.createdAt, new Date(`${q.from}T00:00:00Z`)));
  if (q.to) parts.push(lt(paymentOrders.createdAt, new Date(new Date(`${q.to}T00:00:00Z`).getTime() + DAY_MS)));
  return and(...parts);
}
