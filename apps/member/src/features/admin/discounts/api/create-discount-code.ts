import type { AdminDiscountCodeInput } from "@realty/contracts/admin";
import { apiRequest } from "../../../../lib/api-client.ts";
import { ADMIN_KEYS, refreshAdmin } from "../../shared/api/admin-keys.ts";

/** POST /api/admin/discount-codes */
export async function createDiscountCode(input: AdminDiscountCodeInput) {
  await apiRequest("POST", ADMIN_KEYS.discountCodes, input);
  await refreshAdmin(ADMIN_KEYS.discountCodes);
}
