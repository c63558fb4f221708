// The member's e-mail about a refund (and, for a declined guarantee claim, about the decision).
// Sent after the batch committed, by the call whose batch wrote the refund, so it goes once.
import { accessLevelLabel, formatAmount, isPaidTier, PLANS } from "@realty/plans";
import { eq } from "drizzle-orm";
import { type purchaseRefunds, type purchases, users } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import type { Log } from "../../lib/log.ts";
import type { MailPort } from "../../ports/mail.ts";
import { getPlatformSettings } from "../settings/settings.ts";

type Purchase = typeof purchases.$inferSelect;
type PurchaseRefund = typeof purchaseRefunds.$inferSelect;

export interface MailDeps {
  db: Database;
  mail: MailPort;
  origin: string;
}

export async function mailRefund(deps: MailDeps, purchase: Purchase, refund: PurchaseRefund): Promise<void> {
  if (purchase.userId === null) return;
  const [user] = await deps.db.select().from(users).where(eq(users.id, purchase.userId));
  if (!user) return;
  const { platformName, contactEmail } = await getPlatformSettings(deps.db);
  const plan = isPaidTier(purchase.productType) ? PLANS[purchase.productType].name : purchase.productType;
  const full = purchase.refundedCents >= purchase.amountCents;
  const tierChanged = refund.tierAfter !== refund.tierBefore && refund.tierAfter !== null;
  const lines = [
    `Hi ${user.firstName},`,
    "",
    `We refunded ${formatAmount(refund.amountCents)} USD of your ${plan} purchase${full ? " (the full amount)" : ""}.`,
    `Payment reference: ${purchase.paymentIntentId}`,
    ...(refund.reason ? [`Reason: ${refund.reason}`] : []),
    "It can take 5 to 10 business days to appear on your statement.",
    ...(tierChanged ? ["", `Your plan is now: ${accessLevelLabel(refund.tierAfter ?? "none")}.`] : []),
    "",
    `Questions? Write to ${contactEmail}.`,
  ];
  await deps.mail.send({
    to: user.email,
    subject: `${platformName}: your refund of ${formatAmount(refund.amountCents)} USD`,
    text: lines.join("\n"),
  });
}

/** Mail must never undo a committed refund or decision: a failure is logged, not thrown. */
export async function safely(log: Log, what: string, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (err) {
    log.error(`[admin] ${what} e-mail failed`, err);
  }
}
