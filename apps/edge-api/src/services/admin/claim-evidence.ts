// What the admin checks a guarantee claim against: the member's leads and hub
// posts as they stand now, with their dates, beside the tracker's figures stored with the claim.
import type { AdminClaimActivity } from "@realty/contracts/admin-business";
import { desc, eq } from "drizzle-orm";
import { hubPosts, leads } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";

/** The newest 50 of each is plenty to judge "3 leads" and "a video a day for 30 days". */
const LIMIT = 50;

export async function claimActivity(db: Database, userId: number): Promise<AdminClaimActivity> {
  const [leadRows, postRows] = await Promise.all([
    db
      // Archived (deleted by the member) leads included: they were captured, and the claim counts them.
      .select({ createdAt: leads.createdAt, itemTitle: leads.itemTitle, itemType: leads.itemType })
      .from(leads)
      .where(eq(leads.userId, userId))
      .orderBy(desc(leads.createdAt))
      .limit(LIMIT),
    db
      .select({
        createdAt: hubPosts.createdAt,
        status: hubPosts.status,
        platforms: hubPosts.platforms,
        media: hubPosts.media,
      })
      .from(hubPosts)
      .where(eq(hubPosts.userId, userId))
      .orderBy(desc(hubPosts.createdAt))
      .limit(LIMIT),
  ]);
  return {
    leads: leadRows.map((l) => ({ createdAt: l.createdAt.toISOString(), title: l.itemTitle, type: l.itemType })),
    posts: postRows.map((p) => ({
      createdAt: p.createdAt.toISOString(),
      status: p.status,
      platforms: p.platforms,
      // Evidence only when the library video itself was attached (a text post naming one is not).
      libraryVideo: p.media?.kind === "video",
    })),
  };
}
