// The guarantee tracker: "3 leads in 30 days" counted from real leads, over the 30 days
// after the member's first purchase, with the posting conditions counted from real hub posts.
// Visits to a shared link are not leads; only the form is.
import {
  GUARANTEE_AUTHORITY_VIDEOS,
  GUARANTEE_CLAIM_DAYS,
  GUARANTEE_DAYS,
  GUARANTEE_LEADS,
  GUARANTEE_VIDEOS,
  type GuaranteeProgress,
} from "@realty/contracts/leads";
import { isPaidTier, PLANS } from "@realty/plans";
import { asc, eq } from "drizzle-orm";
import { purchases, users } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { countLeadsBetween } from "../leads/leads.ts";
import { countHubVideos } from "./hub-videos.ts";
import { openClaim } from "./open-claim.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function guaranteeProgress(db: Database, userId: number, now: Date): Promise<GuaranteeProgress | null> {
  const [first] = await db
    .select({ createdAt: purchases.createdAt })
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(asc(purchases.createdAt))
    .limit(1);
  if (!first) return null;
  const start = first.createdAt;
  const end = new Date(start.getTime() + GUARANTEE_DAYS * DAY_MS);
  const claimUntil = new Date(start.getTime() + GUARANTEE_CLAIM_DAYS * DAY_MS);
  const leads = await countLeadsBetween(db, userId, start, end);
  const { videos, authorityVideos } = await countHubVideos(db, userId, start, end);
  const claim = await openClaim(db, userId);
  // The posting conditions need library videos, so a plan without enough of them is not covered.
  const [member] = await db.select({ accessLevel: users.accessLevel }).from(users).where(eq(users.id, userId));
  const level = member?.accessLevel;
  const covered = isPaidTier(level) && PLANS[level].guaranteed;
  // A claim is possible once the 30 days are over (a lead can still come until then), with the
  // posting done, fewer leads than promised, inside the 35-day request window, and none open.
  const claimable =
    covered &&
    now >= end &&
    now <= claimUntil &&
    videos >= GUARANTEE_VIDEOS &&
    authorityVideos >= GUARANTEE_AUTHORITY_VIDEOS &&
    leads < GUARANTEE_LEADS &&
    !claim;
  return {
    startedAt: start.toISOString(),
    endsAt: end.toISOString(),
    daysLeft: Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS)),
    leads,
    leadsTarget: GUARANTEE_LEADS,
    videos,
    videosTarget: GUARANTEE_VIDEOS,
    authorityVideos,
    authorityTarget: GUARANTEE_AUTHORITY_VIDEOS,
    claimUntil: claimUntil.toISOString(),
    claimable,
    openClaimAt: claim ? claim.createdAt.toISOString() : null,
    covered,
  };
}
