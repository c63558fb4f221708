// First-week milestones that no other row records: written by the action itself, once per member.
import { eq } from "drizzle-orm";
import { type MemberMilestone, memberMilestones } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";

/** Records the milestone the first time; every later call changes nothing. */
export async function recordMilestone(db: Database, userId: number, milestone: MemberMilestone, now: Date): Promise<void> {
  await db.insert(memberMilestones).values({ userId, milestone, createdAt: now }).onConflictDoNothing();
}

export async function milestonesOf(db: Database, userId: number): Promise<Set<MemberMilestone>> {
  const rows = await db
    .select({ milestone: memberMilestones.milestone })
    .from(memberMilestones)
    .where(eq(memberMilestones.userId, userId));
  return new Set(rows.map((r) => r.milestone));
}
