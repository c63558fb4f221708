import { type AccessLevel, formatDollars, isPaidTier, PLANS, unlockPriceCents } from "@realty/plans";

/** The locked view's tier badge and 'Upgrade from $N' (part 1 §2.13, §4), priced by packages/plans. */
export function lockedInfo(memberLevel: AccessLevel, itemLevel: string) {
  // Unknown stored levels need the top tier, as the server decides (services/content/access.ts).
  const tier = isPaidTier(itemLevel) ? itemLevel : "domination";
  return {
    tierName: PLANS[tier].name,
    upgradeFrom: `Upgrade from ${formatDollars(unlockPriceCents(memberLevel, tier))}`,
  };
}
