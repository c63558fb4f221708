import type { AdminDiscountCode } from "@realty/contracts/admin";

export type CodeStatus = "Active" | "Inactive" | "Expired" | "Used up";

/**
 * The one status a code's row shows: a code that can no longer be used says why (Expired, Used up)
 * instead of "Active", even while its switch is still on.
 */
export function codeStatus(
  code: Pick<AdminDiscountCode, "isActive" | "expiresAt" | "maxUses" | "usesSoFar">,
  now: Date,
): CodeStatus {
  if (code.expiresAt !== null && new Date(code.expiresAt) <= now) return "Expired";
  if (code.maxUses !== null && code.usesSoFar >= code.maxUses) return "Used up";
  return code.isActive ? "Active" : "Inactive";
}
