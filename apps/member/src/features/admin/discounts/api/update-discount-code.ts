import type { AdminDiscountCodeInput } from "@realty/contracts/admin";
import { apiRequest } from "../../../../lib/api-client.ts";
import { ADMIN_KEYS, refreshAdmin } from "../../shared/api/admin-keys.ts";

/** PUT /api/admin/discount-codes/{id} */
export async function updateDiscountCode(id: number, input: AdminDiscountCodeInput) {
  await apiRequest("PUT", `${ADMIN_KEYS.discountCodes}/${id}`, input);
  await refreshAdmin(ADMIN_KEYS.discountCodes);
}
