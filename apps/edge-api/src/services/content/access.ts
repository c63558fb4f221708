// Who sees what: the caller's audience decides every item's hasAccess (part 1 §6).
import { canAccess, isPaidTier, type PaidTier } from "@realty/plans";
import type { User } from "../../db/types.ts";

/**
 * "public" covers signed-out callers and accounts without a purchase (none, demo, legacy levels):
 * they see the same list with everything locked. Admins see everything, unpublished items included.
 */
export type Audience = "public" | PaidTier | "admin";

export function audienceFor(user: Pick<User, "role" | "accessLevel"> | null): Audience {
  if (!user) return "public";
  if (user.role === "admin") return "admin";
  return isPaidTier(user.accessLevel) ? user.accessLevel : "public";
}

/** Whether the audience may open an item stored with `neededTier` (unknown values need the top tier). */
export function audienceCanOpen(audience: Audience, neededTier: string): boolean {
  if (audience === "admin") return true;
  if (audience === "public") return false;
  return canAccess(audience, isPaidTier(neededTier) ? neededTier : "domination");
}

export function audienceSeesUnpublished(audience: Audience): boolean {
  return audience === "admin";
}
