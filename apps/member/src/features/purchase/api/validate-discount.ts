import type { DiscountValidationResult } from "@realty/contracts/payments";
import type { PaidTier } from "@realty/plans";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/discount/validate with the plan the code would apply to (the upgrade target when upgrading). */
export function validateDiscount(code: string, plan: PaidTier) {
  return apiRequest<DiscountValidationResult>("POST", "/api/discount/validate", { code, plan });
}
