import type { AdminRefundInput } from "@realty/contracts/admin-business";
import { apiRequest } from "../../../../lib/api-client.ts";
import { ADMIN_KEYS, refreshMoney } from "../../shared/api/admin-keys.ts";

/** POST /api/admin/orders/{id}/refund; the idempotency key (newRefundKey) makes a retry refund once. */
export async function refundOrder(id: number, body: AdminRefundInput) {
  const answer = await apiRequest<{ message: string }>("POST", `${ADMIN_KEYS.orders}/${id}/refund`, body);
  await refreshMoney();
  return answer;
}
