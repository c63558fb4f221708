// The posting conditions of the guarantee, counted from real hub posts: videos posted through the
// hub (at most one counted per day) and library "authority" videos (at most one per week). A post
// counts only when a library video was attached and a network (sandbox or real) confirmed that
// delivery, at its first confirmed time: a text post, even one naming a video, is no evidence.
import { and, eq, gte, isNotNull, lt, min } from "drizzle-orm";
import { hubPostDeliveries, hubPosts } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;

export interface HubVideoCounts {
  videos: number;
  authorityVideos: number;
}

export async function countHubVideos(db: Database, userId: number, start: Date, end: Date): Promise<HubVideoCounts> {
  const posted = await db
    .select({ libraryVideoId: hubPosts.libraryVideoId, postedAt: min(hubPostDeliveries.postedAt) })
    .from(hubPosts)
    .innerJoin(hubPostDeliveries, eq(hubPostDeliveries.hubPostId, hubPosts.id))
    .where(
      and(
        eq(hubPosts.userId, userId),
        eq(hubPostDeliveries.status, "posted"),
        eq(hubPostDeliveries.mediaType, "video"),
        isNotNull(hubPosts.libraryVideoId),
        isNotNull(hubPostDeliveries.postedAt),
        gte(hubPostDeliveries.postedAt, start),
        lt(hubPostDeliveries.postedAt, end),
      ),
    )
    .groupBy(hubPosts.id);
  // Days and weeks are counted from the start of the window, so "one a week" means one per
  // 7-day period of the member's own 30 days, whatever weekday they bought on.
  const days = new Set<number>();
  const weeks = new Set<number>();
  for (const row of posted) {
    if (!row.postedAt) continue;
    const offset = row.postedAt.getTime() - start.getTime();
    days.add(Math.floor(offset / DAY_MS));
    weeks.add(Math.floor(offset / WEEK_MS));
  }
  return { videos: days.size, authorityVideos: weeks.size };
}
