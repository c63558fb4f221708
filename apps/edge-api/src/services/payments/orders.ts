// POST /api/create-payment-intent: who is buying what, for how much. Every amount comes from
// @realty/plans and the stored code; the client's own figures are never read.
import type { AppliedDiscount, CreatePaymentIntentInput, PaymentIntentResult } from "@realty/contracts/payments";
import { INVALID_DISCOUNT } from "@realty/contracts/payments";
import { type AccessLevel, canUpgrade, effectiveDiscount, isAccessLevel, type PaidTier, PLANS } from "@realty/plans";
import { eq, sql } from "drizzle-orm";
import { insertWhere } from "../../db/batch.ts";
import { paymentOrders } from "../../db/schema.ts";
import type { Database, User } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import { randomToken } from "../../lib/tokens.ts";
import type { PaymentsPort } from "../../ports/payments.ts";
import { chargeFor, MIN_CARD_CHARGE_CENTS } from "./amount.ts";
import { canHoldPurchase } from "./demo-accounts.ts";
import { CODE_USED_UP, findActiveCode } from "./discounts.ts";
import { codeHasUseSql } from "./order-basis.ts";
import { type PendingRegistration, usableRegistration } from "./registrations.ts";

export const FREE_PROVIDER = "free";
/**
 * An order's lifetime: its discount-code use stays reserved and its checkout may sign the buyer in
 * until then. A payment that succeeds later is still fulfilled if its basis holds (order-basis.ts).
 */
export const ORDER_LIFETIME_MS = 60 * 60_000;

interface OrderDeps {
  db: Database;
  payments: PaymentsPort;
  now: Date;
}

type Input = CreatePaymentIntentInput & { plan: PaidTier; discountCode: string | null };

interface Buyer {
  user: User | null;
  registration: PendingRegistration | null;
  from: AccessLevel;
  email: string;
}

function levelOf(user: User): AccessLevel {
  return isAccessLevel(user.accessLevel) ? user.accessLevel : "none";
}

/**
 * Upgrade, signed-in purchase, or a new account from a pending registration; refuses anything else.
 * A demo (passwordless) session counts as signed out: it buys through a registration, which creates
 * the buyer's own account, and is never itself the paid account.
 */
async function resolveBuyer(db: Database, input: Input, session: User | null, now: Date): Promise<Buyer> {
  const sessionUser = session && canHoldPurchase(session) ? session : null;
  if (input.userId && sessionUser && input.userId !== sessionUser.id) {
    throw new AppError("FORBIDDEN", "This payment belongs to another account.");
  }
  if (input.isUpgrade) {
    if (!sessionUser) throw new AppError("UNAUTHORIZED", "Please log in to upgrade your plan.");
    const from = levelOf(sessionUser);
    if (!input.fromPlan || input.fromPlan !== from) {
      throw new AppError(
        "CONFLICT",
        `You can only upgrade from the plan you hold (${from === "none" ? "none" : PLANS[from].name}).`,
      );
    }
    if (!canUpgrade(from, input.plan)) throw new AppError("BAD_REQUEST", "You can only upgrade to a higher plan.");
    return { user: sessionUser, registration: null, from, email: sessionUser.email };
  }
  if (input.registrationToken) {
    const registration = await usableRegistration(db, input.registrationToken, now);
    return { user: null, registration, from: "none", email: registration.email };
  }
  if (sessionUser) {
    const from = levelOf(sessionUser);
    if (from !== "none" && !canUpgrade(from, input.plan)) {
      throw new AppError("CONFLICT", "Your plan already includes this one. Choose a higher plan to upgrade.");
    }
    return { user: sessionUser, registration: null, from, email: sessionUser.email };
  }
  throw new AppError("BAD_REQUEST", "Please enter your information before paying.");
}

async function resolveDiscount(db: Database, code: string | null, plan: PaidTier, now: Date): Promise<AppliedDiscount | null> {
  if (!code) return null;
  const row = await findActiveCode(db, code, now);
  const effective = row ? effectiveDiscount(row, plan) : null;
  if (!row || !effective || effective.percent === 0) throw new AppError("BAD_REQUEST", INVALID_DISCOUNT);
  return { code: row.code, name: row.name, discountPercent: effective.percent, tierSpecific: effective.tierSpecific };
}

export async function createPaymentOrder(deps: OrderDeps, input: Input, sessionUser: User | null): Promise<PaymentIntentResult> {
  const { db, payments, now } = deps;
  const buyer = await resolveBuyer(db, input, sessionUser, now);
  const discount = await resolveDiscount(db, input.discountCode, input.plan, now);
  const { totalCents } = chargeFor(input.plan, buyer.from, discount?.discountPercent ?? 0);
  if (totalCents > 0 && totalCents < MIN_CARD_CHARGE_CENTS) {
    throw new AppError("BAD_REQUEST", "This discount leaves less than the $0.50 card minimum. Please contact support.");
  }

  // The order is written first, taking one of the code's uses only while one is left (a reservation,
  // released when the order fails or outlives ORDER_LIFETIME_MS), so a used-up code is refused
  // before anyone is charged.
  const values = {
    provider: totalCents === 0 ? FREE_PROVIDER : payments.provider,
    paymentIntentId: `${totalCents === 0 ? "free" : "reserving"}_${randomToken(18)}`,
    userId: buyer.user?.id ?? null,
    registrationId: buyer.registration?.id ?? null,
    plan: input.plan,
    fromTier: buyer.from === "none" ? null : buyer.from,
    amountCents: totalCents,
    discountCode: discount?.code ?? null,
    discountPercent: discount?.discountPercent ?? 0,
    expiresAt: new Date(now.getTime() + ORDER_LIFETIME_MS),
    createdAt: now,
  };
  const hasUse = discount ? codeHasUseSql(discount.code, now, null) : sql`1`;
  const [order] = await insertWhere(db, paymentOrders, values, hasUse).returning();
  if (!order) throw new AppError("BAD_REQUEST", CODE_USED_UP, { discountCode: CODE_USED_UP });

  const plan = PLANS[input.plan];
  let intent: { id: string; clientSecret: string | null } = { id: order.paymentIntentId, clientSecret: null };
  if (totalCents > 0) {
    try {
      intent = await payments.createIntent({
        amountCents: totalCents,
        currency: "usd",
        description: buyer.from === "none" ? plan.name : `${plan.name} (upgrade from ${PLANS[buyer.from].name})`,
        metadata: {
          plan: input.plan,
          from: buyer.from,
          ...(buyer.user ? { userId: String(buyer.user.id) } : {}),
          ...(discount ? { discountCode: discount.code } : {}),
        },
        receiptEmail: buyer.email,
      });
    } catch (err) {
      // The provider made no intent, so nothing can be charged: the order (and its reservation) goes.
      await db.delete(paymentOrders).where(eq(paymentOrders.id, order.id));
      throw err;
    }
    await db.update(paymentOrders).set({ paymentIntentId: intent.id }).where(eq(paymentOrders.id, order.id));
  }

  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    userId: buyer.user?.id ?? null,
    appliedDiscount: discount,
    amountCents: totalCents,
    requiresPayment: totalCents > 0,
  };
}
