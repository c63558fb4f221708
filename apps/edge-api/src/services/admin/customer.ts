// One customer as the owner sees them: their orders and refunds, what they have paid net of refunds
// (lifetime value), how many leads they captured, and when they last signed in. Linked both ways
// with the order view: each order names its customer (userId), the customer lists its orders.
import type { AdminCustomer } from "@realty/contracts/admin-business";
import { accessLevelLabel } from "@realty/plans";
import { asc, count, desc, eq, inArray, max } from "drizzle-orm";
import { leads, paymentOrders, purchaseRefunds, purchases, sessions, users } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import { toAdminOrder, toAdminRefund } from "./orders.ts";
import { ordersSelect } from "./orders-query.ts";

export async function getCustomer(db: Database, userId: number): Promise<AdminCustomer> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError("NOT_FOUND", "Customer not found");
  const [orders, bought, [leadCount], [lastSession]] = await Promise.all([
    ordersSelect(db).where(eq(paymentOrders.userId, userId)).orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id)),
    db.select().from(purchases).where(eq(purchases.userId, userId)),
    // Archived leads count: they were captured (a delete archives them).
    db.select({ n: count() }).from(leads).where(eq(leads.userId, userId)),
    db
      .select({ at: max(sessions.createdAt) })
      .from(sessions)
      .where(eq(sessions.userId, userId)),
  ]);
  const refunds =
    bought.length === 0
      ? []
      : await db
          .select()
          .from(purchaseRefunds)
          .where(
            inArray(
              purchaseRefunds.purchaseId,
              bought.map((p) => p.id),
            ),
          )
          .orderBy(asc(purchaseRefunds.createdAt));
  const paid = bought.reduce((sum, p) => sum + p.amountCents, 0);
  const refunded = bought.reduce((sum, p) => sum + p.refundedCents, 0);
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    accessLevel: user.accessLevel,
    accessLevelLabel: accessLevelLabel(user.accessLevel),
    joinedAt: user.createdAt.toISOString(),
    lastSignInAt: lastSession?.at ? new Date(lastSession.at).toISOString() : null,
    orders: orders.map(toAdminOrder),
    refunds: refunds.map(toAdminRefund),
    paidCents: paid,
    refundedCents: refunded,
    lifetimeValueCents: paid - refunded,
    leadsCount: leadCount?.n ?? 0,
  };
}
