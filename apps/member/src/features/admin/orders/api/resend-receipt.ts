import { apiRequest } from "../../../../lib/api-client.ts";
import { ADMIN_KEYS, refreshAdmin } from "../../shared/api/admin-keys.ts";

/** POST /api/admin/orders/{id}/resend-receipt: the buyer gets the receipt again (an audit row too). */
export async function resendReceipt(id: number) {
  const answer = await apiRequest<{ message: string }>("POST", `${ADMIN_KEYS.orders}/${id}/resend-receipt`, {});
  await refreshAdmin();
  return answer;
}
