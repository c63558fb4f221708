// Refunds through the payments port. The admin's click, a guarantee claim's approval and the
// provider's charge.refunded webhook all end in recordRefund (one guarded batch), keyed by the
// provider's refund id, so each refund is recorded and audited exactly once; its notice (and any
// cancelled-posts notice) leaves through the outbox written in that batch.
import { formatAmount } from "@realty/plans";
import { eq } from "drizzle-orm";
import { paymentOrders, purchaseRefunds, purchases } from "../../db/schema.ts";
import type { Database, User } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import type { Log } from "../../lib/log.ts";
import type { MailPort } from "../../ports/mail.ts";
import type { PaymentsPort } from "../../ports/payments.ts";
import { sendDueNotices } from "../mail/notice-outbox.ts";
import { type RecordedRefund, recordRefund } from "./refunds.ts";

export interface RefundDeps {
  db: Database;
  payments: PaymentsPort;
  mail: MailPort;
  now: Date;
  origin: string;
  log: Log;
}

export interface RefundRequest {
  orderId: number;
  /** Absent: everything not yet refunded. */
  amountCents?: number | undefined;
  reason: string;
  /** Unique per click source: "admin:<dialog key>" or "claim:<claim id>". */
  idempotencyKey: string;
  actor: Pick<User, "id" | "email">;
  source: "admin" | "claim";
  claimId?: number;
}

/** Sends the notices this refund's batch queued; the outbox's scheduled run retries any that fail. */
async function sendRefundNotices(deps: RefundDeps, recorded: RecordedRefund): Promise<void> {
  const keys = [`refund:${recorded.refund.id}`, `posts_cancelled:refund:${recorded.refund.idempotencyKey}`];
  await sendDueNotices({ ...deps, now: () => deps.now }, keys);
}

export const NOTHING_TO_REFUND = "This order has nothing left to refund.";

export async function paidPurchaseOfOrder(db: Database, orderId: number) {
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
  if (!order) throw new AppError("NOT_FOUND", "Order not found");
  const [purchase] = await db.select().from(purchases).where(eq(purchases.paymentIntentId, order.paymentIntentId));
  if (!purchase) throw new AppError("BAD_REQUEST", "This order was never paid, so there is nothing to refund.");
  return { order, purchase };
}

export async function refundOrder(deps: RefundDeps, request: RefundRequest): Promise<RecordedRefund> {
  const { db, payments } = deps;
  const { order, purchase } = await paidPurchaseOfOrder(db, request.orderId);
  const [replay] = await db.select().from(purchaseRefunds).where(eq(purchaseRefunds.idempotencyKey, request.idempotencyKey));
  if (replay) return { recordedNow: false, refund: replay, purchase };

  const left = purchase.amountCents - purchase.refundedCents;
  if (left <= 0) throw new AppError("BAD_REQUEST", NOTHING_TO_REFUND);
  const amountCents = request.amountCents ?? left;
  if (amountCents > left) {
    throw new AppError("BAD_REQUEST", `You can refund at most ${formatAmount(left)} on this order.`, {
      amountCents: `At most ${left} cents`,
    });
  }
  if (order.provider !== payments.provider) {
    throw new AppError(
      "BAD_REQUEST",
      `This order was paid through "${order.provider}", which this server does not use now. Refund it there.`,
    );
  }
  // The provider dedupes on this key too: a retried or doubled request gets the same refund back.
  const sent = await payments.refund({
    paymentIntentId: purchase.paymentIntentId,
    amountCents,
    idempotencyKey: `refund-${purchase.id}-${request.idempotencyKey}`,
  });
  const recorded = await recordRefund(db, {
    purchaseId: purchase.id,
    amountCents: sent.amountCents,
    providerRefundId: sent.id,
    idempotencyKey: request.idempotencyKey,
    source: request.source,
    reason: request.reason,
    actor: request.actor,
    now: deps.now,
    ...(request.claimId === undefined ? {} : { claimId: request.claimId }),
  });
  if (recorded.recordedNow) await sendRefundNotices(deps, recorded);
  return recorded;
}

/** charge.refunded: records every refund the provider holds for the intent that we have not. */
export async function syncProviderRefunds(deps: RefundDeps, paymentIntentId: string): Promise<"refunded" | "ignored"> {
  const { db } = deps;
  const [purchase] = await db.select().from(purchases).where(eq(purchases.paymentIntentId, paymentIntentId));
  if (!purchase) return "ignored";
  const known = new Set(
    (
      await db
        .select({ id: purchaseRefunds.providerRefundId })
        .from(purchaseRefunds)
        .where(eq(purchaseRefunds.purchaseId, purchase.id))
    ).map((r) => r.id),
  );
  let any = false;
  for (const refund of await deps.payments.listRefunds(paymentIntentId)) {
    if (known.has(refund.id) || refund.status === "failed" || refund.status === "canceled") continue;
    const recorded = await recordRefund(db, {
      purchaseId: purchase.id,
      amountCents: refund.amountCents,
      providerRefundId: refund.id,
      idempotencyKey: `provider-${refund.id}`,
      source: "provider",
      reason: "",
      actor: { id: null, email: `${deps.payments.provider} webhook` },
      now: deps.now,
    }).catch((err: unknown) => {
      // More refunded at the provider than the purchase holds: nothing is written; say so loudly.
      deps.log.error(`[refunds] provider refund ${refund.id} of ${paymentIntentId} not recorded`, err);
      return null;
    });
    if (recorded?.recordedNow) {
      any = true;
      await sendRefundNotices(deps, recorded);
    }
  }
  return any ? "refunded" : "ignored";
}
