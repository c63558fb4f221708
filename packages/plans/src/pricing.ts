import { tierRank } from "./access.ts";
import { type AccessLevel, PAID_TIERS, type PaidTier, PLANS } from "./tiers.ts";

export function priceCents(level: AccessLevel): number {
  return level === "none" ? 0 : PLANS[level].priceCents;
}

/** The tiers a member at `from` can upgrade to, cheapest first (part 2 §4). */
export function upgradePaths(from: AccessLevel): PaidTier[] {
  if (from === "none") return [];
  return PAID_TIERS.filter((tier) => tierRank(tier) > tierRank(from));
}

export function canUpgrade(from: AccessLevel, to: PaidTier): boolean {
  return upgradePaths(from).includes(to);
}

/** Target price minus the current price, never below zero (part 2 §9). */
export function upgradePriceCents(from: AccessLevel, to: PaidTier): number {
  return Math.max(0, priceCents(to) - priceCents(from));
}

/** What a locked item's "Upgrade from $N" shows: the difference to the tier it needs, or 0. */
export function unlockPriceCents(userLevel: AccessLevel, neededTier: PaidTier): number {
  return upgradePriceCents(userLevel, neededTier);
}
