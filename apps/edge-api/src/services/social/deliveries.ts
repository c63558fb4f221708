// Sending one platform's copy of a hub post. A delivery row moves
//   pending -> claimed (a run owns it; nothing sent yet) -> sending (the network call may be under
//   way) -> posted | failed, or back to pending with a later next_attempt_at for a retry.
// Every step after the claim is guarded by the claim's time, so a run that lost its claim (a stale
// claim retaken after a crash or a stall) writes nothing. See docs/decisions/ "Social hub".
import { PLATFORM_NAMES } from "@realty/contracts/social";
import { and, eq, sql } from "drizzle-orm";
import { hubPostDeliveries, hubPosts } from "../../db/schema.ts";
import type { PublishMedia, PublishResult } from "../../ports/social.ts";
import { SocialAuthError } from "../../ports/social.ts";
import type { ConfigDeps, DbDeps, MailDeps, MediaDeps } from "../service-deps.ts";
import { publicMediaPath } from "../share/public-media-link.ts";
import { signedSharePath } from "../share/share-items.ts";
import { findConnection, publishTarget } from "./connections.ts";
import { type DrawDeps, type DrawMode, withDrawnVideo } from "./drawn-video.ts";
import { notifyDeliveryFailure } from "./notices.ts";
import { CANCELLED_BY_PLAN, postIsUsable } from "./post-entitlement.ts";
import { postStatusSql } from "./post-status.ts";
import type { DeliveryDeps } from "./social-deps.ts";

export const MAX_ATTEMPTS = 3;
/** Wait before the 2nd and 3rd attempts. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000];

export type Delivery = typeof hubPostDeliveries.$inferSelect;
type HubPost = typeof hubPosts.$inferSelect;
export type DeliveryOutcome = { status: "posted" } | { status: "retrying" | "failed"; reason: string } | { status: "lost" };

/** Recomputes a post's status from its deliveries in one statement, so racing writers cannot leave it stale. */
export async function refreshPostStatus(deps: DbDeps, postId: number): Promise<void> {
  await deps.db
    .update(hubPosts)
    .set({ status: postStatusSql(sql`${hubPosts.id}`), updatedAt: deps.now() })
    .where(eq(hubPosts.id, postId));
}

/** Final (or retry) write, only while this run still owns the claim. */
async function settle(deps: MailDeps, delivery: Delivery, claimedAt: Date, outcome: DeliveryOutcome, externalId?: string | null) {
  const now = deps.now();
  const mine = and(eq(hubPostDeliveries.id, delivery.id), eq(hubPostDeliveries.claimedAt, claimedAt));
  let values: Partial<Delivery>;
  if (outcome.status === "posted") {
    values = { status: "posted", postedAt: now, externalId: externalId ?? null, lastError: null, nextAttemptAt: null };
  } else if (outcome.status === "retrying") {
    const delay = RETRY_DELAYS_MS[delivery.attempts - 1] ?? RETRY_DELAYS_MS.at(-1) ?? 60_000;
    values = { status: "pending", claimedAt: null, lastError: outcome.reason, nextAttemptAt: new Date(now.getTime() + delay) };
  } else if (outcome.status === "failed") {
    values = { status: "failed", lastError: outcome.reason, nextAttemptAt: null };
  } else {
    return;
  }
  const done = await deps.db.update(hubPostDeliveries).set(values).where(mine).returning({ id: hubPostDeliveries.id });
  if (done.length > 0) await refreshPostStatus(deps, delivery.hubPostId);
  if (done.length > 0 && outcome.status === "failed") {
    // The member is told once; a mail outage must not undo the failure we just recorded.
    await notifyDeliveryFailure(deps, delivery.id).catch((err: unknown) =>
      deps.log.error(`[social] failure notice for delivery ${delivery.id} not sent`, err),
    );
  }
}

/** The member's plan no longer includes this post: cancelled, never sent, with the reason shown in the hub. */
async function cancelForPlan(deps: DeliveryDeps, delivery: Delivery, claimedAt: Date): Promise<DeliveryOutcome> {
  const now = deps.now();
  const mine = and(eq(hubPostDeliveries.id, delivery.id), eq(hubPostDeliveries.claimedAt, claimedAt));
  const done = await deps.db
    .update(hubPostDeliveries)
    .set({ status: "cancelled", cancelledAt: now, lastError: CANCELLED_BY_PLAN, nextAttemptAt: null })
    .where(and(mine, eq(hubPostDeliveries.status, "claimed")))
    .returning({ id: hubPostDeliveries.id });
  if (done.length === 0) return { status: "lost" };
  await refreshPostStatus(deps, delivery.hubPostId);
  return { status: "failed", reason: CANCELLED_BY_PLAN };
}

const MEDIA_GONE = "The attachment is no longer available. Compose the post again.";

/**
 * The delivery's file from the media store (uploaded to the network by the provider), with a
 * signed public link to it and to each carousel item (for networks that fetch media themselves).
 */
async function attachment(deps: MediaDeps & ConfigDeps, delivery: Delivery): Promise<PublishMedia | undefined> {
  if (!delivery.mediaKey) return undefined;
  const object = await deps.media.get(delivery.mediaKey);
  if (!object) throw new SocialAuthError(MEDIA_GONE);
  const bytes = new Uint8Array(await new Response(object.body).arrayBuffer());
  const link = async (key: string) =>
    `${new URL(deps.config.publicUrl).origin}${await publicMediaPath(deps.config.appSecret, key, deps.now())}`;
  const media: PublishMedia = {
    kind: delivery.mediaType === "video" ? "video" : "image",
    contentType: object.contentType,
    bytes,
    url: await link(delivery.mediaKey),
  };
  if (delivery.mediaKeys) {
    media.items = [];
    for (const key of delivery.mediaKeys) {
      const info = await deps.media.head(key);
      if (!info) throw new SocialAuthError(MEDIA_GONE);
      media.items.push({ url: await link(key), contentType: info.contentType, bytes: info.size });
    }
  }
  return media;
}

/** The agent's signed share page for the library item the post carries (a button's target), if any. */
async function sharePageUrl(deps: ConfigDeps, post: HubPost): Promise<string | null> {
  const item = post.media;
  if (!item) return null;
  const [type, id] =
    item.kind === "video"
      ? (["video", item.videoId] as const)
      : (["post", item.kind === "carousel" ? item.postIds[0] : item.postId] as const);
  if (id === undefined) return null;
  const path = await signedSharePath(deps.config.appSecret, type, id, post.userId);
  return `${new URL(deps.config.publicUrl).origin}${path}`;
}

function failure(delivery: Delivery, reason: string, retryable: boolean): DeliveryOutcome {
  return retryable && delivery.attempts < MAX_ATTEMPTS ? { status: "retrying", reason } : { status: "failed", reason };
}

/**
 * Sends a delivery this run has claimed (status 'claimed', claimed_at = claimedAt, attempts already
 * counted). Never throws for a network's answer: it ends in posted, retrying, failed, or lost
 * (another run owns it now). A library video goes out drawn in the member's brand: drawn here first
 * by the scheduler ("draw"), or taken only if already made when a member's request sends ("stored").
 */
export async function sendClaimedDelivery(
  deps: DrawDeps,
  claimed: Delivery,
  claimedAt: Date,
  draw: DrawMode = "draw",
): Promise<DeliveryOutcome> {
  let delivery = claimed;
  const platform = delivery.platform;
  const name = PLATFORM_NAMES[platform] ?? delivery.platform;
  const [post] = await deps.db.select().from(hubPosts).where(eq(hubPosts.id, delivery.hubPostId));
  const provider = deps.social.provider(platform);
  let outcome: DeliveryOutcome;
  if (!post) return { status: "lost" };
  // Asked now, not when the post was queued: a refund or downgrade since then cancels it unsent.
  if (!(await postIsUsable(deps.db, post.id))) return cancelForPlan(deps, delivery, claimedAt);
  if (!provider) {
    outcome = failure(delivery, `${name} is not set up on this server.`, false);
  } else {
    const connection = await findConnection(deps, post.userId, platform);
    if (!connection) {
      outcome = failure(delivery, `Your ${name} account is not connected. Connect it and post again.`, false);
    } else {
      try {
        // Before the point of no return: a crash while drawing leaves a claim that is simply retaken.
        const drawn = await withDrawnVideo(deps, post, delivery, claimedAt, draw);
        if (!drawn) return { status: "lost" };
        delivery = drawn;
        const target = await publishTarget(deps, connection, provider);
        // The point of no return: from here the network may accept the post, so a crash leaves the
        // row in 'sending', which is never sent again (at most once; see docs/decisions/).
        const started = await deps.db
          .update(hubPostDeliveries)
          .set({ status: "sending" })
          .where(
            and(
              eq(hubPostDeliveries.id, delivery.id),
              eq(hubPostDeliveries.status, "claimed"),
              eq(hubPostDeliveries.claimedAt, claimedAt),
            ),
          )
          .returning({ id: hubPostDeliveries.id });
        if (started.length === 0) return { status: "lost" };
        const media = await attachment(deps, delivery);
        const result = await provider
          .publish(target, delivery.content ?? post.content, media, {
            firstComment: post.firstComment,
            sharePageUrl: await sharePageUrl(deps, post),
          })
          .catch((err: unknown): PublishResult => {
            // The network may have taken it: never retried, so it cannot appear twice.
            deps.log.error(`[social] ${platform} delivery ${delivery.id} threw while sending`, err);
            return {
              ok: false,
              retryable: false,
              error: `Sending to ${name} was interrupted. Check ${name} before posting again.`,
            };
          });
        if (result.ok) {
          // The post is out; a refused first comment is noted for the operator, not a failed post.
          if (result.commentError) deps.log.error(`[social] ${platform} delivery ${delivery.id}: ${result.commentError}`);
          await settle(deps, delivery, claimedAt, { status: "posted" }, result.externalId);
          return { status: "posted" };
        }
        outcome = failure(delivery, result.error, result.retryable);
      } catch (err) {
        if (!(err instanceof SocialAuthError)) throw err;
        outcome = failure(delivery, err.message, err.retryable);
      }
    }
  }
  await settle(deps, delivery, claimedAt, outcome);
  return outcome;
}
