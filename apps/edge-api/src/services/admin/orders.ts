// The admin's orders: a paged, searchable list and one order's full view.
import type { AdminOrder, AdminOrderDetail, AdminRefund, adminOrdersQuery, Paged } from "@realty/contracts/admin-business";
import { isPaidTier, PLANS } from "@realty/plans";
import { asc, count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import { paymentOrders, pendingRegistrations, purchaseRefunds, purchases, users } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import type { PaymentsPort } from "../../ports/payments.ts";
import { FREE_PROVIDER } from "../payments/orders.ts";
import { type OrderRow, ordersSelect, ordersWhere } from "./orders-query.ts";

export const DELETED_BUYER = "Deleted member";

export function toAdminOrder(row: OrderRow): AdminOrder {
  const { order, purchase, user, registration } = row;
  const person = user ?? (order.buyerAnonymisedAt ? null : registration);
  return {
    id: order.id,
    userId: order.userId,
    buyerName: person ? `${person.firstName} ${person.lastName}`.trim() : DELETED_BUYER,
    buyerEmail: person?.email ?? null,
    plan: order.plan,
    fromTier: order.fromTier,
    amountCents: order.amountCents,
    refundedCents: purchase?.refundedCents ?? 0,
    discountCode: order.discountCode,
    discountPercent: order.discountPercent,
    paymentReference: order.paymentIntentId,
    provider: order.provider,
    status: row.status,
    refusedReason: order.refusedReason,
    createdAt: order.createdAt.toISOString(),
  };
}

export async function listOrders(db: Database, query: z.output<typeof adminOrdersQuery>): Promise<Paged<AdminOrder>> {
  const { page, pageSize } = query;
  const where = ordersWhere(query);
  const [rows, [total]] = await Promise.all([
    ordersSelect(db)
      .where(where)
      .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(paymentOrders)
      .leftJoin(purchases, eq(purchases.paymentIntentId, paymentOrders.paymentIntentId))
      .leftJoin(users, eq(users.id, paymentOrders.userId))
      .leftJoin(pendingRegistrations, eq(pendingRegistrations.id, paymentOrders.registrationId))
      .where(where),
  ]);
  return { items: rows.map(toAdminOrder), total: total?.n ?? 0, page, pageSize };
}

export function toAdminRefund(r: typeof purchaseRefunds.$inferSelect): AdminRefund {
  const { claim: _claim, idempotencyKey: _key, purchaseId: _purchase, ...rest } = r;
  return { ...rest, createdAt: r.createdAt.toISOString() };
}

/** Asks the provider for the payment's current state; an outage shows as unknown, not an error. */
async function providerStatus(payments: PaymentsPort, provider: string, reference: string): Promise<string | null> {
  if (provider === FREE_PROVIDER) return "free";
  if (provider !== payments.provider) return null;
  try {
    return (await payments.retrieveIntent(reference))?.status ?? "unknown to provider";
  } catch {
    return null;
  }
}

export async function getOrderDetail(db: Database, payments: PaymentsPort, id: number): Promise<AdminOrderDetail> {
  const [row] = await ordersSelect(db).where(eq(paymentOrders.id, id));
  if (!row) throw new AppError("NOT_FOUND", "Order not found");
  const base = toAdminOrder(row);
  const refunds = row.purchase
    ? await db
        .select()
        .from(purchaseRefunds)
        .where(eq(purchaseRefunds.purchaseId, row.purchase.id))
        .orderBy(asc(purchaseRefunds.createdAt), asc(purchaseRefunds.id))
    : [];
  return {
    ...base,
    listPriceCents: isPaidTier(row.order.plan) ? PLANS[row.order.plan].priceCents : 0,
    providerStatus: await providerStatus(payments, row.order.provider, row.order.paymentIntentId),
    receipt: row.order.fulfilledAt ? { sentTo: base.buyerEmail, fulfilledAt: row.order.fulfilledAt.toISOString() } : null,
    refunds: refunds.map(toAdminRefund),
  };
}
