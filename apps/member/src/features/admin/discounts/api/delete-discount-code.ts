import { apiRequest } from "../../../../lib/api-client.ts";
import { ADMIN_KEYS, refreshAdmin } from "../../shared/api/admin-keys.ts";

/** DELETE /api/admin/discount-codes/{id} */
export async function deleteDiscountCode(id: number) {
  await apiRequest("DELETE", `${ADMIN_KEYS.discountCodes}/${id}`);
  await refreshAdmin(ADMIN_KEYS.discountCodes);
}
