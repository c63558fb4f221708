// Who sees what: the caller's audience decides every item's hasAccess (part 1 §6).
import { canAccess, demoCanOpen, isAdminRole, isPaidTier, type PaidTier, type SampleRef } from "@realty/plans";
import type { User } from "../../db/types.ts";

/**
 * "public" covers signed-out callers and accounts without a purchase (none, legacy levels): they
 * see the same list with everything locked. "demo" is a demo-only account: the public samples open
 * (packages/plans demo.ts), the rest locked. Admins see everything, unpublished items included.
 */
export type Audience = "public" | "demo" | PaidTier | "admin";

export function audienceFor(user: (Pick<User, "role" | "accessLevel"> & { isDemo?: boolean }) | null): Audience {
  if (!user) return "public";
  if (isAdminRole(user.role)) return "admin";
  if (isPaidTier(user.accessLevel)) return user.accessLevel;
  // A demo account never holds a purchase (services/payments); should one ever carry a paid level,
  // the paid rule above applies and the demo rule never widens it.
  return user.isDemo ? "demo" : "public";
}

/**
 * Whether the audience may open an item stored with `neededTier` (unknown values need the top
 * tier). The demo opens an item only when the caller says which item it is (`sample`): a caller
 * that does not fails closed.
 */
export function audienceCanOpen(audience: Audience, neededTier: string, sample?: SampleRef): boolean {
  if (audience === "admin") return true;
  if (audience === "public") return false;
  if (audience === "demo") return sample ? demoCanOpen(sample) : false;
  return canAccess(audience, isPaidTier(neededTier) ? neededTier : "domination");
}

export function audienceSeesUnpublished(audience: Audience): boolean {
  return audience === "admin";
}

/** The item references the demo rule reads, from the library rows' own fields. */
export const scriptSample = (row: { sortOrder: number }): SampleRef => ({ kind: "script", position: row.sortOrder });
export const videoSample = (row: { publicSample: boolean }): SampleRef => ({ kind: "video", publicSample: row.publicSample });
export const postSample = (row: { postIndex: number }): SampleRef => ({ kind: "post", postIndex: row.postIndex });
