// What each outbox notice says, made when it is sent from the rows it names (notice-outbox.ts).
// Returns false when there is nobody left to tell (the account was deleted): the row is then done.
import { refusedMessage } from "@realty/contracts/payments";
import { PLATFORM_NAMES } from "@realty/contracts/social";
import { formatAmount, isPaidTier, PLANS } from "@realty/plans";
import { and, eq } from "drizzle-orm";
import {
  hubPostDeliveries,
  hubPosts,
  type noticeOutbox,
  paymentOrders,
  pendingRegistrations,
  purchaseRefunds,
  purchases,
  users,
} from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import type { MailPort } from "../../ports/mail.ts";
import type { PaymentsPort } from "../../ports/payments.ts";
import { getPlatformSettings } from "../settings/settings.ts";
import { sendWelcome } from "../start-here/welcome-mail.ts";
import { sendReceipt } from "./receipt.ts";
import { mailRefund } from "./refund-mail.ts";

export type Notice = typeof noticeOutbox.$inferSelect;

export interface NoticeDeps {
  db: Database;
  mail: MailPort;
  payments: PaymentsPort;
  origin: string;
}

const planName = (plan: string) => (isPaidTier(plan) ? PLANS[plan].name : plan);

async function orderWithUser(db: Database, orderId: number) {
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
  const [user] = order?.userId ? await db.select().from(users).where(eq(users.id, order.userId)) : [];
  return { order, user };
}

async function receipt(deps: NoticeDeps, n: Notice): Promise<boolean> {
  const { order, user } = await orderWithUser(deps.db, n.refId);
  if (!order || !user) return false;
  const { platformName } = await getPlatformSettings(deps.db);
  await sendReceipt({ mail: deps.mail, platformName, origin: deps.origin }, { order, user });
  return true;
}

/** The owner's sale notification, to the platform's contact address. */
async function sale(deps: NoticeDeps, n: Notice): Promise<boolean> {
  const { order, user } = await orderWithUser(deps.db, n.refId);
  if (!order) return false;
  const { platformName, contactEmail } = await getPlatformSettings(deps.db);
  const link = `${deps.origin}/admin`;
  await deps.mail.send({
    to: contactEmail,
    subject: `${platformName}: new sale, ${planName(order.plan)} ${formatAmount(order.amountCents)} USD`,
    text: [
      `${planName(order.plan)}${order.fromTier ? ` (upgrade from ${planName(order.fromTier)})` : ""}`,
      `Amount: ${formatAmount(order.amountCents)} USD${order.discountCode ? ` with code ${order.discountCode}` : ""}`,
      `Buyer: ${user ? `${user.firstName} ${user.lastName} <${user.email}>` : "(account removed)"}`,
      `Payment reference: ${order.paymentIntentId}`,
      "",
      `Find it in the admin's Orders tab by its payment reference: ${link}`,
    ].join("\n"),
    links: [link],
  });
  return true;
}

async function refund(deps: NoticeDeps, n: Notice): Promise<boolean> {
  const [row] = await deps.db.select().from(purchaseRefunds).where(eq(purchaseRefunds.id, n.refId));
  const [purchase] = row ? await deps.db.select().from(purchases).where(eq(purchases.id, row.purchaseId)) : [];
  if (!row || !purchase) return false;
  await mailRefund(deps, purchase, row);
  return true;
}

/** Sends the money back first (the provider dedupes on the key), then tells the buyer why. */
async function orderRefused(deps: NoticeDeps, n: Notice): Promise<boolean> {
  const [order] = await deps.db.select().from(paymentOrders).where(eq(paymentOrders.id, n.refId));
  if (!order) return false;
  if (order.amountCents > 0 && order.provider === deps.payments.provider) {
    await deps.payments.refund({
      paymentIntentId: order.paymentIntentId,
      amountCents: order.amountCents,
      idempotencyKey: `refused-order-${order.id}`,
    });
  }
  const [user] = order.userId ? await deps.db.select().from(users).where(eq(users.id, order.userId)) : [];
  const [registration] = order.registrationId
    ? await deps.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.id, order.registrationId))
    : [];
  const to = user?.email ?? registration?.email;
  if (!to) return true;
  const { platformName, contactEmail } = await getPlatformSettings(deps.db);
  await deps.mail.send({
    to,
    subject: `${platformName}: your payment was refunded`,
    text: [
      `Hi ${user?.firstName ?? registration?.firstName ?? "there"},`,
      "",
      `Your order for ${planName(order.plan)} (${formatAmount(order.amountCents)} USD) was not completed.`,
      refusedMessage(order.refusedReason),
      `Payment reference: ${order.paymentIntentId}`,
      "It can take 5 to 10 business days to appear on your statement.",
      "",
      `Questions? Write to ${contactEmail}.`,
    ].join("\n"),
  });
  return true;
}

/** The posts a refund or plan change cancelled (the deliveries stamped with this notice's time). */
async function postsCancelled(deps: NoticeDeps, n: Notice): Promise<boolean> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, n.refId));
  if (!user) return false;
  const rows = await deps.db
    .select({ content: hubPosts.content, platform: hubPostDeliveries.platform, scheduledFor: hubPosts.scheduledFor })
    .from(hubPostDeliveries)
    .innerJoin(hubPosts, eq(hubPosts.id, hubPostDeliveries.hubPostId))
    .where(and(eq(hubPosts.userId, user.id), eq(hubPostDeliveries.cancelledAt, n.createdAt)));
  if (rows.length === 0) return false;
  const { platformName, contactEmail } = await getPlatformSettings(deps.db);
  const hub = `${deps.origin}/social-hub`;
  const lines = rows.map((r) => {
    const text = r.content.replace(/\s+/g, " ").trim();
    const when = r.scheduledFor ? ` (was due ${r.scheduledFor.toISOString().slice(0, 16).replace("T", " ")} UTC)` : "";
    return `- ${PLATFORM_NAMES[r.platform]}: ${text.length > 70 ? `${text.slice(0, 67)}...` : text}${when}`;
  });
  await deps.mail.send({
    to: user.email,
    subject: `${platformName}: ${rows.length === 1 ? "a scheduled post was" : `${rows.length} scheduled posts were`} cancelled`,
    text: [
      `Hi ${user.firstName},`,
      "",
      "After a refund or a change to your plan, your plan no longer includes these scheduled posts, so they were cancelled before they were sent:",
      ...lines,
      "",
      "Nothing you already published was removed.",
      `See your queue: ${hub}`,
      `Questions? Write to ${contactEmail}.`,
    ].join("\n"),
    links: [hub],
  });
  return true;
}

/** The first-week steps, after the member's first purchase (refId is the member). */
async function welcome(deps: NoticeDeps, n: Notice): Promise<boolean> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, n.refId));
  if (!user) return false;
  const { platformName, contactEmail } = await getPlatformSettings(deps.db);
  await sendWelcome({ mail: deps.mail, platformName, contactEmail, origin: deps.origin }, user);
  return true;
}

export const SENDERS: Record<Notice["kind"], (deps: NoticeDeps, n: Notice) => Promise<boolean>> = {
  receipt,
  sale,
  refund,
  order_refused: orderRefused,
  posts_cancelled: postsCancelled,
  welcome,
};
