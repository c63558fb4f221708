import { ACCESS_LEVELS, type AccessLevel, PAID_TIERS, type PaidTier, PLANS } from "./tiers.ts";

/** A locked script shows its first 100 characters, the server cuts them (part 1 §9). */
export const LOCKED_SCRIPT_CHARS = 100;
/** A locked post shows its first 50 characters, the server cuts them (part 1 §9). */
export const LOCKED_POST_CHARS = 50;

/** The role that administers the site and opens everything (part 1 §4). */
export const ADMIN_ROLE = "admin";

/** Whether an account with this role is an admin: the one test the server and the member app share. */
export function isAdminRole(role: string | null | undefined): boolean {
  return role === ADMIN_ROLE;
}

/** 0 for none, 1 for sampler … 4 for domination. */
export function tierRank(level: AccessLevel): number {
  return ACCESS_LEVELS.indexOf(level);
}

/** Whether a member at `userLevel` may open an item that needs `neededTier`. */
export function canAccess(userLevel: AccessLevel, neededTier: PaidTier): boolean {
  return tierRank(userLevel) >= tierRank(neededTier);
}

/** The lowest tier whose cumulative count for `kind` covers the item at `position` (0-based). */
function tierForPosition(kind: "scripts" | "videos" | "posts", position: number): PaidTier {
  if (!Number.isInteger(position) || position < 0) throw new RangeError(`Invalid position ${position}`);
  for (const tier of PAID_TIERS) {
    if (position < PLANS[tier][kind]) return tier;
  }
  return "domination";
}

/** Posts by index: below 3 sampler, below 10 spark, below 25 momentum, otherwise domination. */
export function postTierForIndex(postIndex: number): PaidTier {
  return tierForPosition("posts", postIndex);
}

/** The tier a script needs given its position in the library's tier order. */
export function scriptTierForPosition(position: number): PaidTier {
  return tierForPosition("scripts", position);
}

/** The tier a video needs given its week in the 52-week plan (week 1 is position 0). */
export function videoTierForPosition(position: number): PaidTier {
  return tierForPosition("videos", position);
}
