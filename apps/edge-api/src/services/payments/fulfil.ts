// Fulfilment: exactly once per payment, in one atomic batch keyed by the payment intent id.
// Whichever of the browser's confirm and the provider's webhook comes first does the work; every
// later or concurrent call finds the order fulfilled and changes nothing.
import { PAYMENT_SESSION_EXPIRED, refusedMessage } from "@realty/contracts/payments";
import { and, eq, isNull } from "drizzle-orm";
import { atomically, isUniqueViolation } from "../../db/batch.ts";
import { paymentOrders, pendingRegistrations, users } from "../../db/schema.ts";
import type { Database, User } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import type { Log } from "../../lib/log.ts";
import { type FulfilPlan, fulfilStatements, type PaymentOrder } from "./fulfil-statements.ts";

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

async function one<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`${what} not found`);
  return row;
}

export const ACCOUNT_CONFLICT = "This purchase could not be added to an account. Your payment is safe; please contact support.";

/**
 * Who the purchase goes to: the order's member, the account a registration already created (a second
 * payment on it reuses it), or a new account with the purchase form's password. A demo account with
 * the e-mail is replaced; any other account with the e-mail refuses the order in the batch.
 */
async function accountFor(db: Database, order: PaymentOrder): Promise<FulfilPlan["account"]> {
  if (order.userId) return { userId: order.userId };
  if (!order.registrationId) throw new Error(`order ${order.id} has neither a user nor a registration`);
  const reg = await one(
    db.select().from(pendingRegistrations).where(eq(pendingRegistrations.id, order.registrationId)),
    "registration",
  );
  if (reg.userId) return { userId: reg.userId };
  // Another account with the e-mail (made meanwhile) is not the buyer's: the batch's basis check
  // refuses and refunds the order (order-basis.ts) rather than hand the purchase to it.
  const { email, firstName, lastName, passwordHash } = reg;
  return { registrationId: reg.id, email, firstName, lastName, passwordHash };
}

function accountConflict(log: Log, registrationId: number, email: string, userId?: number): AppError {
  log.error(`[payments] registration ${registrationId}: ${email} belongs to account ${userId ?? "(new)"}; not fulfilled`);
  return new AppError("CONFLICT", ACCOUNT_CONFLICT);
}

/**
 * A paid order refused because what its price or grant rested on changed (order-basis.ts): the buyer
 * is told why, and the outbox refunds them in full. Every later confirm or webhook gets the same answer.
 */
export class OrderRefused extends AppError {
  readonly order: PaymentOrder;
  constructor(order: PaymentOrder) {
    super("CONFLICT", refusedMessage(order.refusedReason));
    this.order = order;
  }
}

async function alreadyFulfilled(db: Database, paymentIntentId: string): Promise<Fulfilment> {
  const order = await one(db.select().from(paymentOrders).where(eq(paymentOrders.paymentIntentId, paymentIntentId)), "order");
  if (order.status === "refused") throw new OrderRefused(order);
  if (!order.userId) throw new Error(`order ${order.id} is fulfilled without a user`);
  const user = await one(db.select().from(users).where(eq(users.id, order.userId)), "user");
  return { fulfilledNow: false, order, user };
}

/**
 * Fulfils a verified payment exactly once: account (when the buyer is new), purchase row, order
 * link, audit row, the member's level by the entitlement rule and the receipt's outbox row in ONE
 * guarded batch (db/batch.ts). Concurrent or later calls lose the claim, change nothing and return
 * the fulfilled order. An order whose basis changed is refused in that same claim (OrderRefused).
 */
export async function fulfilPayment(
  deps: { db: Database; now: Date; log: Log },
  paymentIntentId: string,
  paid: VerifiedPayment,
): Promise<Fulfilment> {
  const { db, now, log } = deps;
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.paymentIntentId, paymentIntentId));
  if (!order) throw new AppError("NOT_FOUND", PAYMENT_SESSION_EXPIRED);
  if (order.fulfilledAt || order.status === "refused") return alreadyFulfilled(db, paymentIntentId);
  if (paid.status !== "succeeded") throw new AppError("PAYMENT_FAILED", "Your payment has not completed.");
  if (paid.amountCents !== order.amountCents || paid.currency.toLowerCase() !== "usd") {
    // Never grant access for a different amount than the server computed.
    log.error(`[payments] ${paymentIntentId}: paid ${paid.amountCents} ${paid.currency}, order ${order.amountCents} usd`);
    throw new AppError("PAYMENT_FAILED", "This payment does not match its order. Please contact support.");
  }
  const account = await accountFor(db, order);
  const { statements, positions } = fulfilStatements(db, { order, claim: crypto.randomUUID(), now, account });
  let results: readonly unknown[];
  try {
    results = await atomically(db, statements);
  } catch (err) {
    // Someone else's account took the e-mail after the check above; the batch changed nothing.
    if ("registrationId" in account && isUniqueViolation(err)) throw accountConflict(log, account.registrationId, account.email);
    throw err;
  }
  const [decided] = results[positions.claim] as { status: string }[];
  if (decided?.status !== "succeeded") return alreadyFulfilled(db, paymentIntentId);
  const [fulfilled] = results[positions.order] as PaymentOrder[];
  const user = fulfilled?.userId ? await one(db.select().from(users).where(eq(users.id, fulfilled.userId)), "user") : null;
  if (!fulfilled || !user) throw new Error(`order ${order.id}: fulfilment batch returned no rows`);
  return { fulfilledNow: true, order: fulfilled, user };
}

/** A declined or failed payment marks its pending order failed; a fulfilled order never changes. */
export async function markPaymentFailed(db: Database, paymentIntentId: string): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ status: "failed" })
    .where(and(eq(paymentOrders.paymentIntentId, paymentIntentId), isNull(paymentOrders.fulfilledAt)));
}
