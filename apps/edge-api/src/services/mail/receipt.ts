import { formatAmount, isPaidTier, PLANS } from "@realty/plans";
import type { PaymentOrder, User } from "../../db/types.ts";
import type { MailPort } from "../../ports/mail.ts";

export interface ReceiptContext {
  mail: MailPort;
  platformName: string;
  origin: string;
}

/** The receipt e-mail, sent after the fulfilment transaction committed, by the call that did it. */
export async function sendReceipt(ctx: ReceiptContext, { order, user }: { order: PaymentOrder; user: User }): Promise<void> {
  const plan = isPaidTier(order.plan) ? PLANS[order.plan].name : order.plan;
  const from = order.fromTier && isPaidTier(order.fromTier) ? PLANS[order.fromTier].name : null;
  const dashboard = `${ctx.origin}/dashboard`;
  const lines = [
    `Hi ${user.firstName},`,
    "",
    `Thank you for your purchase. Your ${ctx.platformName} access is ready.`,
    "",
    `Plan: ${plan}${from ? ` (upgrade from ${from})` : ""}`,
    `Amount paid: ${formatAmount(order.amountCents)} USD`,
    ...(order.discountCode ? [`Discount code: ${order.discountCode} (${order.discountPercent}% off)`] : []),
    `Payment reference: ${order.paymentIntentId}`,
    `Date: ${(order.fulfilledAt ?? new Date()).toISOString().slice(0, 10)}`,
    "One-time payment • No recurring charges",
    "",
    `Open your dashboard: ${dashboard}`,
    "",
    "Your purchase is covered by our 30-day money-back guarantee.",
  ];
  await ctx.mail.send({
    to: user.email,
    subject: `Your ${ctx.platformName} receipt: ${plan}`,
    text: lines.join("\n"),
    links: [dashboard],
  });
}
