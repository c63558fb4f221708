// Hub posts: Post Now sends each platform at once; Schedule leaves the deliveries to the scheduler.

import {
  firstCommentNetworks,
  type HubMediaInput,
  type HubPostResult,
  networkProblem,
  PLATFORM_NAMES,
  type Platform,
} from "@realty/contracts/social";
import { isAdminRole, isPaidTier } from "@realty/plans";
import { and, count, eq, inArray } from "drizzle-orm";
import { hubPostDeliveries, hubPosts, users, videos } from "../../db/schema.ts";
import { AppError } from "../../lib/errors.ts";
import { audienceCanOpen, audienceFor } from "../content/access.ts";
import type { DbDeps, SocialDeps } from "../service-deps.ts";
import { mediaFacts, resolveMedia } from "./compose-media.ts";
import { socialStatus } from "./connections.ts";
import { refreshPostStatus, sendClaimedDelivery } from "./deliveries.ts";
import { queueDrawnVideos } from "./drawn-video.ts";
import { checkScheduleTime } from "./schedule-time.ts";
import type { ComposeDeps, PostingDeps } from "./social-deps.ts";

/** Bounds what one member can queue; far above what a weekly posting plan needs. */
export const MAX_SCHEDULED_POSTS = 200;

async function requireConnected(deps: SocialDeps, userId: number, platforms: Platform[]): Promise<void> {
  const status = await socialStatus(deps, userId);
  const missing = platforms.filter((p) => !status[p]);
  if (missing.length > 0) {
    const names = missing.map((p) => PLATFORM_NAMES[p]).join(" and ");
    throw new AppError("BAD_REQUEST", `Connect your ${names} account before posting to it.`);
  }
}

export const HUB_NEEDS_PLAN = "Posting from the Social Hub is part of a paid plan. Choose a plan to post and schedule.";

/** The hub publishes for members whose plan (by the entitlement rule) is a paid one, and admins. */
async function requirePaidPlan(deps: DbDeps, userId: number): Promise<void> {
  const [user] = await deps.db
    .select({ role: users.role, accessLevel: users.accessLevel })
    .from(users)
    .where(eq(users.id, userId));
  if (isAdminRole(user?.role)) return;
  if (!user || !isPaidTier(user.accessLevel)) throw new AppError("FORBIDDEN", HUB_NEEDS_PLAN);
}

/** A post may name only a library video its member can open (it counts toward the guarantee). */
async function requireLibraryVideo(deps: DbDeps, userId: number, videoId: number | null): Promise<void> {
  if (videoId === null) return;
  const [video] = await deps.db.select({ accessLevel: videos.accessLevel }).from(videos).where(eq(videos.id, videoId));
  const [user] = await deps.db
    .select({ role: users.role, accessLevel: users.accessLevel })
    .from(users)
    .where(eq(users.id, userId));
  if (!video || !user || !audienceCanOpen(audienceFor(user), video.accessLevel)) {
    throw new AppError("BAD_REQUEST", "Unknown library video.", { libraryVideoId: "Unknown library video." });
  }
}

/** What a post or schedule request asks for (per-network edits and a library attachment). */
export interface ComposeInput {
  content: string;
  platforms: Platform[];
  variants?: Partial<Record<Platform, string>>;
  media?: HubMediaInput;
  libraryVideoId?: number | null;
  firstComment?: string;
}

interface Prepared {
  content: string;
  platforms: Platform[];
  libraryVideoId: number | null;
  media: HubMediaInput | null;
  firstComment: string | null;
  perPlatform: Record<
    Platform,
    { content: string | null; mediaKey: string | null; mediaKeys: string[] | null; mediaType: string | null }
  >;
}

/**
 * Checks everything a network would refuse before anything is stored: connections, the library
 * item, and each network's text and file limits. Refusals name each network and its reason.
 */
async function prepare(deps: ComposeDeps & SocialDeps, userId: number, input: ComposeInput): Promise<Prepared> {
  await requirePaidPlan(deps, userId);
  await requireConnected(deps, userId, input.platforms);
  const libraryVideoId = input.media?.kind === "video" ? input.media.videoId : (input.libraryVideoId ?? null);
  await requireLibraryVideo(deps, userId, libraryVideoId);
  const files = input.media ? await resolveMedia(deps, userId, input.media, input.platforms) : {};
  const perPlatform = {} as Prepared["perPlatform"];
  const problems: Partial<Record<Platform, string>> = {};
  for (const platform of input.platforms) {
    const own = input.variants?.[platform];
    const text = own ?? input.content;
    const file = files[platform];
    const problem = networkProblem(platform, text, file ? mediaFacts(file) : null);
    if (problem) problems[platform] = problem;
    perPlatform[platform] = {
      content: own !== undefined && own !== input.content ? own : null,
      mediaKey: file?.key ?? null,
      mediaKeys: file?.keys ?? null,
      mediaType: file?.kind ?? null,
    };
  }
  const refused = Object.entries(problems);
  if (refused.length > 0) {
    // Each reason names its network already.
    const message = refused.map(([, why]) => why).join(" ");
    throw new AppError("BAD_REQUEST", message, problems as Record<string, string>);
  }
  const firstComment = input.firstComment?.trim() || null;
  if (firstComment && firstCommentNetworks(input.platforms).length === 0) {
    const message = "None of the chosen networks takes a first comment from the hub (Instagram and Facebook do): remove it.";
    throw new AppError("BAD_REQUEST", message, { firstComment: message });
  }
  return {
    content: input.content,
    platforms: input.platforms,
    libraryVideoId,
    media: input.media ?? null,
    firstComment,
    perPlatform,
  };
}

async function insertPost(
  deps: DbDeps,
  userId: number,
  input: Prepared & { scheduledFor: Date | null; planSlot?: string | null },
  firstDelivery: { status: "claimed" | "pending"; claimedAt: Date | null; attempts: number; nextAttemptAt: Date | null },
) {
  const now = deps.now();
  const [post] = await deps.db
    .insert(hubPosts)
    .values({
      userId,
      content: input.content,
      platforms: input.platforms,
      scheduledFor: input.scheduledFor,
      libraryVideoId: input.libraryVideoId,
      media: input.media,
      firstComment: input.firstComment,
      planSlot: input.planSlot ?? null,
      status: input.scheduledFor ? "scheduled" : "publishing",
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!post) throw new Error("Post insert returned nothing");
  try {
    const deliveries = await deps.db
      .insert(hubPostDeliveries)
      .values(
        input.platforms.map((platform) => ({ hubPostId: post.id, platform, ...input.perPlatform[platform], ...firstDelivery })),
      )
      .returning();
    return { post, deliveries };
  } catch (err) {
    // Two statements, not a transaction (D1 has none): undo the post so no empty one is left.
    await deps.db.delete(hubPosts).where(eq(hubPosts.id, post.id));
    throw err;
  }
}

/** POST /api/social/post: sends to every platform now, each on its own. */
export async function postNow(deps: PostingDeps, userId: number, input: ComposeInput): Promise<HubPostResult> {
  const prepared = await prepare(deps, userId, input);
  const { platforms } = prepared;
  const claimedAt = deps.now();
  // Created already claimed by this request, so a scheduler tick cannot send them as well.
  const { post, deliveries } = await insertPost(
    deps,
    userId,
    { ...prepared, scheduledFor: null },
    { status: "claimed", claimedAt, attempts: 1, nextAttemptAt: null },
  );
  const sent = await Promise.all(
    // The member waits for this answer: a video goes out drawn in their brand only if that file is
    // made already, else card-joined (drawing takes longer than a request should).
    deliveries.map(async (row) => ({
      platform: row.platform,
      outcome: await sendClaimedDelivery(deps, row, claimedAt, "stored"),
    })),
  );
  await refreshPostStatus(deps, post.id);
  const failures = sent.flatMap(({ platform, outcome: o }) => {
    if (o.status === "failed") return [{ platform, reason: o.reason }];
    if (o.status === "retrying") return [{ platform, reason: `${o.reason} (will retry automatically)` }];
    return [];
  });
  const successfulPosts = sent.filter(({ outcome }) => outcome.status === "posted").length;
  if (successfulPosts === 0) {
    // Nothing went out: the hub shows 'Posting Failed' with this message. The post stays in History.
    const reasons = failures.map((f) => `${PLATFORM_NAMES[f.platform]}: ${f.reason}`).join(" ");
    throw new AppError("UPSTREAM", reasons || "Failed to post to social media");
  }
  return { scheduled: false, platforms, successfulPosts, totalPosts: platforms.length, failures };
}

/** POST /api/social/schedule: stores the post; the scheduler publishes it when due. */
export async function schedulePost(
  deps: ComposeDeps & SocialDeps,
  userId: number,
  input: ComposeInput,
  scheduledFor: Date,
  /** "Schedule this week"'s mark of the plan item: the database keeps one queued post per mark. */
  planSlot: string | null = null,
): Promise<HubPostResult & { postId: number }> {
  checkScheduleTime(deps, scheduledFor);
  const prepared = await prepare(deps, userId, input);
  const { platforms } = prepared;
  const [queued] = await deps.db
    .select({ n: count() })
    .from(hubPosts)
    .where(and(eq(hubPosts.userId, userId), inArray(hubPosts.status, ["scheduled"])));
  if ((queued?.n ?? 0) >= MAX_SCHEDULED_POSTS) {
    throw new AppError("CONFLICT", `You already have ${MAX_SCHEDULED_POSTS} scheduled posts. Wait for some to publish first.`);
  }
  const { post } = await insertPost(
    deps,
    userId,
    { ...prepared, scheduledFor, planSlot },
    { status: "pending", claimedAt: null, attempts: 0, nextAttemptAt: scheduledFor },
  );
  // Where no encoder runs, the render service draws the member's video ahead of the due time.
  await queueDrawnVideos(deps, userId, prepared.media, platforms);
  return { scheduled: true, platforms, successfulPosts: 0, totalPosts: platforms.length, postId: post.id };
}
