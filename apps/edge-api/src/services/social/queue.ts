// The managed queue: a scheduled post is edited, rescheduled or cancelled while none of
// its deliveries has started; a failed delivery is retried (optionally with corrected text) or the
// post deleted. Every change is guarded by the delivery's status in the same statement, so it
// cannot race the scheduler: once a run has claimed a row, edits answer 409 instead.
import { type HubPostResult, networkProblem, type Platform } from "@realty/contracts/social";
import { and, eq, inArray } from "drizzle-orm";
import { hubPostDeliveries, hubPosts } from "../../db/schema.ts";
import { AppError } from "../../lib/errors.ts";
import type { DbDeps, MediaDeps } from "../service-deps.ts";
import { type Delivery, refreshPostStatus, sendClaimedDelivery } from "./deliveries.ts";
import { checkScheduleTime } from "./schedule-time.ts";
import type { DeliveryDeps } from "./social-deps.ts";

const NOT_FOUND = "Post not found";
const STARTED = "This post is already being published, so it can no longer be changed.";

async function ownPost(deps: DbDeps, userId: number, postId: number) {
  const [post] = await deps.db
    .select()
    .from(hubPosts)
    .where(and(eq(hubPosts.id, postId), eq(hubPosts.userId, userId)));
  if (!post) throw new AppError("NOT_FOUND", NOT_FOUND);
  const deliveries = await deps.db.select().from(hubPostDeliveries).where(eq(hubPostDeliveries.hubPostId, postId));
  return { post, deliveries };
}

async function problemFor(deps: MediaDeps, delivery: Delivery, text: string): Promise<string | null> {
  const info = delivery.mediaKey ? await deps.media.head(delivery.mediaKey) : null;
  const media = info
    ? {
        kind: delivery.mediaType === "video" ? ("video" as const) : ("image" as const),
        bytes: info.size,
        ...(delivery.mediaKeys ? { items: delivery.mediaKeys.length } : {}),
      }
    : null;
  return networkProblem(delivery.platform, text, media);
}

async function refuseProblems(deps: MediaDeps, rows: { delivery: Delivery; text: string }[]): Promise<void> {
  const problems: Record<string, string> = {};
  for (const { delivery, text } of rows) {
    const problem = await problemFor(deps, delivery, text);
    if (problem) problems[delivery.platform] = problem;
  }
  const refused = Object.entries(problems);
  if (refused.length === 0) return;
  const message = refused.map(([, why]) => why).join(" ");
  throw new AppError("BAD_REQUEST", message, problems);
}

export interface EditInput {
  content?: string;
  variants?: Partial<Record<Platform, string>>;
  scheduledFor?: Date;
}

/** PUT /api/social/posts/:id */
export async function editScheduledPost(deps: MediaDeps, userId: number, postId: number, input: EditInput): Promise<void> {
  const { post, deliveries } = await ownPost(deps, userId, postId);
  if (deliveries.some((d) => d.status !== "pending" || d.attempts > 0)) throw new AppError("CONFLICT", STARTED);
  if (input.scheduledFor) checkScheduleTime(deps, input.scheduledFor);
  const content = input.content ?? post.content;
  const plan = deliveries.map((delivery) => {
    const platform = delivery.platform;
    const own = input.variants?.[platform] ?? (input.variants ? undefined : (delivery.content ?? undefined));
    const text = own ?? content;
    return { delivery, text, stored: text === content ? null : text };
  });
  await refuseProblems(deps, plan);
  const scheduledFor = input.scheduledFor ?? post.scheduledFor;
  for (const { delivery, stored } of plan) {
    const done = await deps.db
      .update(hubPostDeliveries)
      .set({ content: stored, nextAttemptAt: scheduledFor })
      .where(
        and(eq(hubPostDeliveries.id, delivery.id), eq(hubPostDeliveries.status, "pending"), eq(hubPostDeliveries.attempts, 0)),
      )
      .returning({ id: hubPostDeliveries.id });
    if (done.length === 0) throw new AppError("CONFLICT", STARTED);
  }
  await deps.db.update(hubPosts).set({ content, scheduledFor, updatedAt: deps.now() }).where(eq(hubPosts.id, post.id));
}

/** POST /api/social/posts/:id/cancel: every network not yet started is cancelled (kept in History). */
export async function cancelScheduledPost(deps: DbDeps, userId: number, postId: number): Promise<void> {
  await ownPost(deps, userId, postId);
  const d = hubPostDeliveries;
  const cancelled = await deps.db
    .update(d)
    .set({ status: "cancelled", nextAttemptAt: null })
    .where(and(eq(d.hubPostId, postId), eq(d.status, "pending")))
    .returning({ id: d.id });
  if (cancelled.length === 0) throw new AppError("CONFLICT", "Only a scheduled post can be cancelled.");
  await refreshPostStatus(deps, postId);
}

/** POST /api/social/posts/:id/retry: failed networks are sent again now, each on its own. */
export async function retryFailedPost(
  deps: DeliveryDeps,
  userId: number,
  postId: number,
  input: { platform?: Platform; content?: string },
): Promise<HubPostResult> {
  const { deliveries } = await ownPost(deps, userId, postId);
  const failed = deliveries.filter((d) => d.status === "failed" && (!input.platform || d.platform === input.platform));
  if (failed.length === 0) throw new AppError("CONFLICT", "Nothing to retry: no network of this post has failed.");
  if (input.content !== undefined) {
    await refuseProblems(
      deps,
      failed.map((delivery) => ({ delivery, text: input.content ?? "" })),
    );
  }
  const claimedAt = deps.now();
  const claimed = await deps.db
    .update(hubPostDeliveries)
    .set({
      status: "claimed",
      claimedAt,
      attempts: 1,
      lastError: null,
      failureNotifiedAt: null,
      failureSeenAt: null,
      ...(input.content !== undefined ? { content: input.content } : {}),
    })
    .where(
      and(
        inArray(
          hubPostDeliveries.id,
          failed.map((d) => d.id),
        ),
        eq(hubPostDeliveries.status, "failed"),
      ),
    )
    .returning();
  // A request: the drawn video is reused if an earlier attempt made it, never drawn while the member waits.
  const outcomes = await Promise.all(claimed.map((row) => sendClaimedDelivery(deps, row, claimedAt, "stored")));
  await refreshPostStatus(deps, postId);
  const platforms = claimed.map((row) => row.platform);
  const failures = outcomes.flatMap((o, i) =>
    o.status === "failed" || o.status === "retrying" ? [{ platform: platforms[i] ?? "facebook", reason: o.reason }] : [],
  );
  return {
    scheduled: false,
    platforms,
    successfulPosts: outcomes.filter((o) => o.status === "posted").length,
    totalPosts: platforms.length,
    failures,
  };
}

/** DELETE /api/social/posts/:id: a post with nothing left to send leaves History. */
export async function deleteHubPost(deps: MediaDeps, userId: number, postId: number): Promise<void> {
  const { deliveries } = await ownPost(deps, userId, postId);
  if (deliveries.some((d) => d.status === "pending" || d.status === "claimed" || d.status === "sending")) {
    throw new AppError("CONFLICT", "This post is still scheduled or sending: cancel it first.");
  }
  await deps.db.delete(hubPosts).where(and(eq(hubPosts.id, postId), eq(hubPosts.userId, userId)));
}
