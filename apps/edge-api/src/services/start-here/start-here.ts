// The "Start here" checklist of a member's first week. Each step is done only when the member has
// really taken it, read from the rows the step itself leaves: the brand profile, a customization,
// a hub post, or a milestone written by the branded download and the share link.
import { START_HERE_STEPS, type StartHereState, type StartHereStepId } from "@realty/contracts/start-here";
import { isPaidTier, PLANS } from "@realty/plans";
import { eq } from "drizzle-orm";
import { brandProfiles, hubPosts, scriptCustomizations } from "../../db/schema.ts";
import type { Database, User } from "../../db/types.ts";
import { milestonesOf, recordMilestone } from "./milestones.ts";

async function exists(rows: Promise<unknown[]>): Promise<boolean> {
  return (await rows).length > 0;
}

/** The steps this member's plan lets them take: a plan without videos has no video to download. */
export function stepsFor(accessLevel: string): StartHereStepId[] {
  const hasVideos = isPaidTier(accessLevel) && PLANS[accessLevel].videos > 0;
  return START_HERE_STEPS.map((s) => s.id).filter((id) => id !== "branded_video" || hasVideos);
}

export async function getStartHere(db: Database, user: Pick<User, "id" | "accessLevel" | "isDemo">): Promise<StartHereState> {
  const one = (table: typeof brandProfiles | typeof scriptCustomizations | typeof hubPosts) =>
    exists(db.select({ userId: table.userId }).from(table).where(eq(table.userId, user.id)).limit(1));
  const [brand, customized, posted, milestones] = await Promise.all([
    one(brandProfiles),
    one(scriptCustomizations),
    one(hubPosts),
    milestonesOf(db, user.id),
  ]);
  const done: Record<StartHereStepId, boolean> = {
    brand_profile: brand,
    customized_script: customized,
    branded_video: milestones.has("branded_video_downloaded"),
    scheduled_post: posted,
    shared_page: milestones.has("page_shared"),
  };
  const wanted = new Set(stepsFor(user.accessLevel));
  const items = START_HERE_STEPS.filter((s) => wanted.has(s.id)).map((s) => ({ ...s, done: done[s.id] }));
  const dismissed = milestones.has("start_here_dismissed");
  // The checklist follows the first purchase; a demo visitor or a member without a plan has no first week yet.
  const purchased = isPaidTier(user.accessLevel) && !user.isDemo;
  const completed = items.filter((i) => i.done).length;
  return { show: purchased && !dismissed, dismissed, items, completed, total: items.length };
}

export async function dismissStartHere(db: Database, userId: number, now: Date): Promise<void> {
  await recordMilestone(db, userId, "start_here_dismissed", now);
}
