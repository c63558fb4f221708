// Telling the member when something did not go out: a failed delivery is e-mailed once,
// with the network's reason in words, and counted on the hub's badge until History is opened; a
// connection whose refresh was refused is e-mailed once when it starts needing a reconnect.
import { PLATFORM_NAMES, type Platform, type SocialNotices } from "@realty/contracts/social";
import { and, count, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { hubPostDeliveries, hubPosts, socialConnections, users } from "../../db/schema.ts";
import type { DbDeps, MailDeps } from "../service-deps.ts";

async function emailOf(deps: DbDeps, userId: number) {
  const [user] = await deps.db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, userId));
  return user ?? null;
}

function preview(text: string): string {
  const one = text.replace(/\s+/g, " ").trim();
  return one.length > 80 ? `${one.slice(0, 77)}...` : one;
}

/** E-mails a final failure once: the claim on failure_notified_at makes a second call a no-op. */
export async function notifyDeliveryFailure(deps: MailDeps, deliveryId: number): Promise<boolean> {
  const d = hubPostDeliveries;
  const [claimed] = await deps.db
    .update(d)
    .set({ failureNotifiedAt: deps.now() })
    .where(and(eq(d.id, deliveryId), eq(d.status, "failed"), isNull(d.failureNotifiedAt)))
    .returning();
  if (!claimed) return false;
  const [post] = await deps.db.select().from(hubPosts).where(eq(hubPosts.id, claimed.hubPostId));
  const member = post ? await emailOf(deps, post.userId) : null;
  if (!post || !member) return false;
  const name = PLATFORM_NAMES[claimed.platform] ?? claimed.platform;
  const link = `${deps.config.publicUrl}/social-hub?tab=history`;
  await deps.mail.send({
    to: member.email,
    subject: `Your post was not published to ${name}`,
    text: [
      `Hi ${member.firstName},`,
      "",
      `Your post "${preview(claimed.content ?? post.content)}" was not published to ${name}.`,
      `${name} said: ${claimed.lastError ?? "no reason was given."}`,
      "",
      `Your text is kept. Open History in the Social Hub to edit it, retry or delete it: ${link}`,
    ].join("\n"),
    links: [link],
  });
  return true;
}

/** E-mails once when a connection starts needing a reconnect (the row keeps its tokens). */
export async function notifyNeedsReconnect(deps: MailDeps, userId: number, platform: Platform, reason: string): Promise<void> {
  const member = await emailOf(deps, userId);
  if (!member) return;
  const name = PLATFORM_NAMES[platform];
  const link = `${deps.config.publicUrl}/social-hub?tab=accounts`;
  await deps.mail.send({
    to: member.email,
    subject: `Reconnect your ${name} account`,
    text: [
      `Hi ${member.firstName},`,
      "",
      `${name} stopped accepting your connection: ${reason}`,
      `Scheduled posts to ${name} cannot go out until you reconnect it: ${link}`,
    ].join("\n"),
    links: [link],
  });
}

export async function socialNotices(deps: DbDeps, userId: number): Promise<SocialNotices> {
  const d = hubPostDeliveries;
  const [unseen] = await deps.db
    .select({ n: count() })
    .from(d)
    .innerJoin(hubPosts, eq(hubPosts.id, d.hubPostId))
    .where(and(eq(hubPosts.userId, userId), eq(d.status, "failed"), isNull(d.failureSeenAt)));
  const reconnect = await deps.db
    .select({ platform: socialConnections.platform })
    .from(socialConnections)
    .where(and(eq(socialConnections.userId, userId), isNotNull(socialConnections.needsReconnectAt)));
  return { unseenFailures: Number(unseen?.n ?? 0), needsReconnect: reconnect.map((r) => r.platform) };
}

/** History was opened: the badge clears (the e-mails were already sent). */
export async function markFailuresSeen(deps: DbDeps, userId: number): Promise<void> {
  const d = hubPostDeliveries;
  const mine = deps.db.select({ id: hubPosts.id }).from(hubPosts).where(eq(hubPosts.userId, userId));
  await deps.db
    .update(d)
    .set({ failureSeenAt: deps.now() })
    .where(and(inArray(d.hubPostId, mine), eq(d.status, "failed"), isNull(d.failureSeenAt)));
}
