import { type AccessLevel, discountedTotalCents, type PaidTier, upgradePriceCents } from "@realty/plans";

/** Stripe refuses card charges under $0.50 USD; a discount may not leave less than that (but 0 is fine). */
export const MIN_CARD_CHARGE_CENTS = 50;

export interface Charge {
  /** The plan price, or the upgrade difference from `from`. */
  baseCents: number;
  /** What is charged after the discount, rounded to cents. */
  totalCents: number;
}

/** Part 2 §9: the target price minus the current price (none = full price), then the percent off. */
export function chargeFor(plan: PaidTier, from: AccessLevel, discountPercent: number): Charge {
  const baseCents = upgradePriceCents(from, plan);
  return { baseCents, totalCents: discountedTotalCents(baseCents, discountPercent) };
}
