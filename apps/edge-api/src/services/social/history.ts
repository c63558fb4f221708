// History and Analytics, from the member's own posts and what the networks reported.
import { HUB_PLATFORMS, type HubAnalytics, type HubPost, type Platform } from "@realty/contracts/social";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { hubPostDeliveries, hubPosts } from "../../db/schema.ts";
import type { DbDeps, SocialDeps } from "../service-deps.ts";

export const HISTORY_LIMIT = 100;

/**
 * Networks that report engagement for our posts: LinkedIn's needs a partner-only scope, and Google
 * Business Profile reports per location, not per post.
 */
function reportsEngagement(platform: Platform, mode: string | undefined): boolean {
  return mode === "sandbox" || (platform !== "linkedin" && platform !== "google_business");
}

export async function listPosts(deps: SocialDeps, userId: number): Promise<HubPost[]> {
  const posts = await deps.db
    .select()
    .from(hubPosts)
    .where(eq(hubPosts.userId, userId))
    .orderBy(desc(sql`coalesce(${hubPosts.scheduledFor}, ${hubPosts.createdAt})`), desc(hubPosts.id))
    .limit(HISTORY_LIMIT);
  if (posts.length === 0) return [];
  const deliveries = await deps.db
    .select()
    .from(hubPostDeliveries)
    .where(
      inArray(
        hubPostDeliveries.hubPostId,
        posts.map((p) => p.id),
      ),
    );
  return posts.map((post) => {
    const own = deliveries
      .filter((d) => d.hubPostId === post.id)
      .sort((a, b) => HUB_PLATFORMS.indexOf(a.platform) - HUB_PLATFORMS.indexOf(b.platform));
    const items = own.map((d) => {
      const platform = d.platform;
      const reported = d.status === "posted" && reportsEngagement(platform, deps.social.provider(platform)?.mode);
      const mode = deps.social.provider(platform)?.mode;
      return {
        id: d.id,
        platform,
        content: d.content ?? post.content,
        mediaType: d.mediaType,
        sandbox: d.externalId ? d.externalId.startsWith("sandbox-") : mode === "sandbox",
        status: d.status,
        attempts: d.attempts,
        error: d.status === "posted" ? null : d.lastError,
        postedAt: d.postedAt?.toISOString() ?? null,
        nextAttemptAt: d.status === "pending" ? (d.nextAttemptAt?.toISOString() ?? null) : null,
        engagement: reported ? { likes: d.likes, shares: d.shares, comments: d.comments } : null,
        reach: reported ? d.reach : null,
      };
    });
    const engagement = { likes: 0, shares: 0, comments: 0 };
    for (const item of items) {
      engagement.likes += item.engagement?.likes ?? 0;
      engagement.shares += item.engagement?.shares ?? 0;
      engagement.comments += item.engagement?.comments ?? 0;
    }
    return {
      id: post.id,
      content: post.content,
      media: post.media ?? null,
      firstComment: post.firstComment ?? null,
      platforms: post.platforms,
      scheduledFor: post.scheduledFor?.toISOString() ?? null,
      status: post.status,
      createdAt: post.createdAt.toISOString(),
      deliveries: items,
      engagement,
    };
  });
}

export async function analytics(deps: DbDeps, userId: number): Promise<HubAnalytics> {
  const d = hubPostDeliveries;
  const rows = await deps.db
    .select({
      platform: d.platform,
      status: d.status,
      posts: sql<number>`count(*)`,
      likes: sql<number>`coalesce(sum(${d.likes}), 0)`,
      shares: sql<number>`coalesce(sum(${d.shares}), 0)`,
      comments: sql<number>`coalesce(sum(${d.comments}), 0)`,
      reach: sql<number | null>`sum(${d.reach})`,
    })
    .from(d)
    .innerJoin(hubPosts, eq(hubPosts.id, d.hubPostId))
    .where(eq(hubPosts.userId, userId))
    .groupBy(d.platform, d.status);
  const [published] = await deps.db
    .select({ n: sql<number>`count(distinct ${d.hubPostId})` })
    .from(d)
    .innerJoin(hubPosts, eq(hubPosts.id, d.hubPostId))
    .where(and(eq(hubPosts.userId, userId), eq(d.status, "posted")));
  const [scheduled] = await deps.db
    .select({ n: sql<number>`count(*)` })
    .from(hubPosts)
    .where(and(eq(hubPosts.userId, userId), eq(hubPosts.status, "scheduled")));

  const result: HubAnalytics = {
    totalPosts: Number(published?.n ?? 0),
    scheduledPosts: Number(scheduled?.n ?? 0),
    failedDeliveries: 0,
    engagement: 0,
    likes: 0,
    shares: 0,
    comments: 0,
    reach: null,
    byPlatform: Object.fromEntries(
      HUB_PLATFORMS.map((p) => [p, { posts: 0, engagement: 0, reach: null }]),
    ) as HubAnalytics["byPlatform"],
  };
  for (const row of rows) {
    const platform = row.platform;
    if (row.status === "failed") result.failedDeliveries += Number(row.posts);
    if (row.status !== "posted" || !result.byPlatform[platform]) continue;
    const sum = Number(row.likes) + Number(row.shares) + Number(row.comments);
    result.likes += Number(row.likes);
    result.shares += Number(row.shares);
    result.comments += Number(row.comments);
    result.engagement += sum;
    const slot = result.byPlatform[platform];
    slot.posts += Number(row.posts);
    slot.engagement += sum;
    if (row.reach !== null) {
      slot.reach = (slot.reach ?? 0) + Number(row.reach);
      result.reach = (result.reach ?? 0) + Number(row.reach);
    }
  }
  return result;
}
