import type { AdminClaimDecisionInput } from "@realty/contracts/admin-business";
import { apiRequest } from "../../../../lib/api-client.ts";
import { ADMIN_KEYS, refreshMoney } from "../../shared/api/admin-keys.ts";

/** POST /api/admin/claims/{id}/decision: an approval refunds the order. */
export async function decideClaim(id: number, body: AdminClaimDecisionInput) {
  const answer = await apiRequest<{ message: string }>("POST", `${ADMIN_KEYS.claims}/${id}/decision`, body);
  await refreshMoney();
  return answer;
}
