import { and, eq, gt, isNotNull, isNull, lt, or } from "drizzle-orm";
import { hubPostDeliveries, hubPosts } from "../db/schema.ts";
import type { MailDeps, SocialDeps } from "../services/service-deps.ts";
import { findConnection, publishTarget } from "../services/social/connections.ts";

export const ENGAGEMENT_EVERY_MS = 15 * 60_000;
export const ENGAGEMENT_WINDOW_MS = 14 * 24 * 60 * 60_000;
const PER_RUN = 25;

export async function refreshEngagement(deps: MailDeps & SocialDeps, now: Date): Promise<number> {
  const d = hubPostDeliveries;
  const rows = await deps.db
    .select({ delivery: d, userId: hubPosts.userId })
    .from(d)
    .innerJoin(hubPosts, eq(hubPosts.id, d.hubPostId))
    .where(
      and(
        eq(d.status, "posted"),
        isNotNull(d.externalId),
        gt(d.postedAt, new Date(now.getTime() - ENGAGEMENT_WINDOW_MS)),
        or(isNull(d.engagementCheckedAt), lt(d.engagementCheckedAt, new Date(now.getTime() - ENGAGEMENT_EVERY_MS))),
      ),
    )
    .orderBy(d.engagementCheckedAt)
    .limit(PER_RUN);

  let updated = 0;
  for (const { delivery, userId } of rows) {
    const platform = delivery.platform;
    const provider = deps.social.provider(platform);
    const connection = await findConnection(deps, userId, platform);
    let report = null;
    if (provider && connection && delivery.externalId) {
      // A disconnected account or a refused read keeps the last numbers we had.
      report = await publishTarget(deps, connection, provider)
        .then((target) => provider.engagement(target, delivery.externalId ?? ""))
        .catch(() => null);
    }
    await deps.db
      .update(d)
      .set(report ? { ...report, engagementCheckedAt: now } : { engagementCheckedAt: now })
      .where(eq(d.id, delivery.id));
    if (report) updated++;
  }
  return updated;
}
