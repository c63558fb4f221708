// Fulfilment: exactly once per payment, in one transaction keyed by the payment intent id.
// Whichever of the browser's confirm and the provider's webhook comes first does the work; every
// later or concurrent call finds the order fulfilled and changes nothing.
import { PAYMENT_SESSION_EXPIRED } from "@realty/contracts/payments";
import { isAccessLevel, type PaidTier, tierRank } from "@realty/plans";
import { and, eq, isNull } from "drizzle-orm";
import { auditLog, paymentOrders, pendingRegistrations, purchases, users } from "../../db/schema.ts";
import type { Database, User } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import { isReplaceableDemo } from "./demo-accounts.ts";
import { serialized } from "./serialize.ts";

export type PaymentOrder = typeof paymentOrders.$inferSelect;

/** What the provider (or, for a $0 order, the server itself) says about the payment. */
export interface VerifiedPayment {
  status: string;
  amountCents: number;
  currency: string;
}

export interface Fulfilment {
  /** True only for the one call that did the work: it alone sends the receipt. */
  fulfilledNow: boolean;
  order: PaymentOrder;
  user: User;
}

/** The higher of the two levels: a purchase never lowers access (legacy levels count as none). */
export function raisedLevel(current: string, plan: PaidTier): string {
  const rank = isAccessLevel(current) ? tierRank(current) : 0;
  return tierRank(plan) > rank ? plan : current;
}

async function one<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`${what} not found`);
  return row;
}

export const ACCOUNT_CONFLICT = "This purchase could not be added to an account. Your payment is safe; please contact support.";

/**
 * The account a registration creates, once: a second payment on it reuses the same account. The
 * account always carries the purchase form's password. A demo account with the e-mail is removed
 * (its sessions end with it); any other account with the e-mail is refused, because its password
 * is not the buyer's (the e-mail's reservation keeps this from happening: registrations.ts).
 */
async function accountFor(tx: Database, registrationId: number, now: Date): Promise<number> {
  const reg = await one(
    tx.select().from(pendingRegistrations).where(eq(pendingRegistrations.id, registrationId)),
    "registration",
  );
  if (reg.userId) return reg.userId;
  const [existing] = await tx.select().from(users).where(eq(users.email, reg.email));
  if (existing) {
    if (!isReplaceableDemo(existing)) {
      console.error(`[payments] registration ${reg.id}: ${reg.email} belongs to account ${existing.id}; not fulfilled`);
      throw new AppError("CONFLICT", ACCOUNT_CONFLICT);
    }
    await tx.delete(users).where(eq(users.id, existing.id));
  }
  const created = await one(
    tx
      .insert(users)
      .values({
        email: reg.email,
        firstName: reg.firstName,
        lastName: reg.lastName,
        passwordHash: reg.passwordHash,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id }),
    "new user",
  );
  await tx
    .update(pendingRegistrations)
    .set({ usedAt: now, userId: created.id })
    .where(and(eq(pendingRegistrations.id, reg.id), isNull(pendingRegistrations.usedAt)));
  return created.id;
}

async function fulfilInTransaction(tx: Database, paymentIntentId: string, paid: VerifiedPayment, now: Date): Promise<Fulfilment> {
  const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.paymentIntentId, paymentIntentId));
  if (!order) throw new AppError("NOT_FOUND", PAYMENT_SESSION_EXPIRED);
  if (order.fulfilledAt && order.userId) {
    const user = await one(tx.select().from(users).where(eq(users.id, order.userId)), "user");
    return { fulfilledNow: false, order, user };
  }
  if (paid.status !== "succeeded") throw new AppError("PAYMENT_FAILED", "Your payment has not completed.");
  if (paid.amountCents !== order.amountCents || paid.currency.toLowerCase() !== "usd") {
    // Never grant access for a different amount than the server computed.
    console.error(`[payments] ${paymentIntentId}: paid ${paid.amountCents} ${paid.currency}, order ${order.amountCents} usd`);
    throw new AppError("PAYMENT_FAILED", "This payment does not match its order. Please contact support.");
  }
  const plan = order.plan as PaidTier;
  const userId = order.userId ?? (order.registrationId ? await accountFor(tx, order.registrationId, now) : null);
  if (!userId) throw new Error(`order ${order.id} has neither a user nor a registration`);
  const before = await one(tx.select().from(users).where(eq(users.id, userId)), "user");
  const accessLevel = raisedLevel(before.accessLevel, plan);

  await tx.insert(purchases).values({
    userId,
    productType: plan,
    fromTier: order.fromTier,
    amountCents: order.amountCents,
    discountCode: order.discountCode,
    paymentIntentId,
    provider: order.provider,
    createdAt: now,
  });
  const user = await one(
    tx.update(users).set({ accessLevel, updatedAt: now }).where(eq(users.id, userId)).returning(),
    "updated user",
  );
  const [fulfilled] = await tx
    .update(paymentOrders)
    .set({ status: "succeeded", fulfilledAt: now, userId })
    .where(and(eq(paymentOrders.id, order.id), isNull(paymentOrders.fulfilledAt)))
    .returning();
  // The unique payment intent on purchases already stops a double insert; this guards the order row too.
  if (!fulfilled) throw new Error(`order ${order.id} was fulfilled concurrently`);
  await tx.insert(auditLog).values({
    actorId: userId,
    actorEmail: user.email,
    action: "purchase.fulfilled",
    targetType: "user",
    targetId: String(userId),
    details: { paymentIntentId, plan, from: before.accessLevel, to: accessLevel, amountCents: order.amountCents },
    createdAt: now,
  });
  return { fulfilledNow: true, order: fulfilled, user };
}

export function fulfilPayment(db: Database, paymentIntentId: string, paid: VerifiedPayment, now: Date): Promise<Fulfilment> {
  return serialized(db, () => db.transaction((tx) => fulfilInTransaction(tx as unknown as Database, paymentIntentId, paid, now)));
}

/** A declined or failed payment marks its pending order failed; a fulfilled order never changes. */
export async function markPaymentFailed(db: Database, paymentIntentId: string): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ status: "failed" })
    .where(and(eq(paymentOrders.paymentIntentId, paymentIntentId), isNull(paymentOrders.fulfilledAt)));
}
