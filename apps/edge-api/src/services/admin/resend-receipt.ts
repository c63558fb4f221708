// "Resend receipt": the paid order's receipt goes to the buyer again through the outbox (so a mail
// outage retries it), with an audit row naming the admin, both in one batch.
import { eq, sql } from "drizzle-orm";
import { atomically } from "../../db/batch.ts";
import { paymentOrders, users } from "../../db/schema.ts";
import type { Database, User } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import type { Log } from "../../lib/log.ts";
import type { MailPort } from "../../ports/mail.ts";
import type { PaymentsPort } from "../../ports/payments.ts";
import { sendDueNotices } from "../mail/notice-outbox.ts";
import { noticeStatement } from "../mail/notice-statements.ts";
import { auditStatement } from "./audited.ts";

export const NO_RECEIPT = "Only a paid order has a receipt.";

export interface ResendDeps {
  db: Database;
  mail: MailPort;
  payments: PaymentsPort;
  origin: string;
  now: Date;
  log: Log;
}

/** Queues and sends the receipt again; answers the address it went to. */
export async function resendReceipt(deps: ResendDeps, orderId: number, actor: Pick<User, "id" | "email">): Promise<string> {
  const [order] = await deps.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
  if (!order) throw new AppError("NOT_FOUND", "Order not found");
  const [buyer] = order.userId ? await deps.db.select().from(users).where(eq(users.id, order.userId)) : [];
  if (!order.fulfilledAt || !buyer)
    throw new AppError("BAD_REQUEST", order.fulfilledAt ? "The buyer's account was deleted." : NO_RECEIPT);
  const key = `receipt:${order.id}:resent:${deps.now.getTime()}`;
  await atomically(deps.db, [
    noticeStatement(deps.db, { kind: "receipt", refId: order.id, key, now: deps.now, guard: sql`1` }),
    auditStatement(
      deps.db,
      actor,
      { action: "order.receipt_resent", targetType: "order", targetId: order.id, details: { to: buyer.email } },
      deps.now,
    ),
  ]);
  await sendDueNotices({ ...deps, now: () => deps.now }, [key]);
  return buyer.email;
}
