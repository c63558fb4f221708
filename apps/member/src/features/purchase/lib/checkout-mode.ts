import type { CurrentUser } from "@realty/contracts/auth";
import { type AccessLevel, isAccessLevel, isPaidTier, type PaidTier, upgradePriceCents } from "@realty/plans";

export interface CheckoutMode {
  /** Both ?upgrade= and ?from= name tiers (part 2 §4). */
  upgradeLink: { plan: PaidTier; from: PaidTier } | null;
  /** A signed-in member with a password: buys for their own account, no account form. */
  member: CurrentUser | null;
  /** Upgrade mode for a signed-in member: 'Confirm Upgrade', upgrade pricing, back to the account. */
  upgrader: boolean;
  /** The level the price is computed from: the member's own, or none for a new account. */
  from: AccessLevel;
}

export function readUpgradeLink(search: string): CheckoutMode["upgradeLink"] {
  const params = new URLSearchParams(search);
  const plan = params.get("upgrade");
  const from = params.get("from");
  return isPaidTier(plan) && isPaidTier(from) ? { plan, from } : null;
}

/**
 * Who is buying. A demo or passwordless session buys like a visitor: the purchase form creates the
 * buyer's own account with the password typed there (the server refuses anything else).
 */
export function checkoutMode(search: string, user: CurrentUser | null | undefined): CheckoutMode {
  const upgradeLink = readUpgradeLink(search);
  const member = user && !user.isDemo && user.hasPassword ? user : null;
  const level: AccessLevel = member && isAccessLevel(member.accessLevel) ? member.accessLevel : "none";
  const upgrader = Boolean(member && (upgradeLink || level !== "none"));
  return { upgradeLink, member, upgrader, from: member ? level : "none" };
}

/** What the chosen plan costs this buyer before any code: the full price, or the difference. */
export function baseCents(plan: PaidTier, mode: CheckoutMode): number {
  return upgradePriceCents(mode.from, plan);
}
