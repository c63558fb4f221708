import type { PaidTier } from "./tiers.ts";

export interface DiscountPercents {
  discountPercent: number;
  samplerPercent: number;
  sparkPercent: number;
  momentumPercent: number;
  dominationPercent: number;
}

export interface EffectiveDiscount {
  percent: number;
  /** True when the tier's own percent applied instead of the general one. */
  tierSpecific: boolean;
}

/** Clamp to an integer percent in 0..100; anything non-numeric is 0 (part 2 §5). */
export function normalizePercent(value: unknown): number {
  const n = typeof value === "number" ? value : Number.parseInt(String(value ?? ""), 10);
  if (!Number.isFinite(n)) return 0;
  return Math.min(100, Math.max(0, Math.trunc(n)));
}

/**
 * A tier's own percent, when set above zero, replaces the general percent; they never stack.
 * (Decision recorded in docs/decisions/: a company negotiates either one rate or per-tier rates.)
 */
export function effectiveDiscount(code: DiscountPercents, tier: PaidTier): EffectiveDiscount {
  const tierPercent = normalizePercent(code[`${tier}Percent`]);
  if (tierPercent > 0) return { percent: tierPercent, tierSpecific: true };
  return { percent: normalizePercent(code.discountPercent), tierSpecific: false };
}

/** The amount after taking `percent` off, rounded to whole cents (half a cent rounds the discount up). */
export function discountedTotalCents(amountCents: number, percent: number): number {
  if (!Number.isInteger(amountCents) || amountCents < 0) throw new RangeError(`Invalid amount ${amountCents}`);
  const discount = Math.round((amountCents * normalizePercent(percent)) / 100);
  return amountCents - discount;
}
