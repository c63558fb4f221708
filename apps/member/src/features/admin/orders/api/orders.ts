// Orders, refunds and guarantee claims (issue 16): paged lists read through swr, writes through
// apiRequest, then the lists, the stat cards and the audit log reload.
import type { AdminClaim, AdminClaimDecisionInput, AdminOrder, AdminOrderDetail, Paged } from "@realty/contracts/admin-business";
import useSWR, { mutate } from "swr";
import { apiRequest } from "../../../../lib/api-client.ts";
import { refreshAdmin } from "../../shared/api/admin-keys.ts";
import { withQuery } from "../../shared/lib/with-query.ts";

export const ORDERS_PATH = "/api/admin/orders";
export const CLAIMS_PATH = "/api/admin/claims";

export const useAdminOrders = (query: Record<string, string | number | undefined>) =>
  useSWR<Paged<AdminOrder>>(withQuery(ORDERS_PATH, query), { keepPreviousData: true });
export const useAdminOrder = (id: number | null) => useSWR<AdminOrderDetail>(id ? `${ORDERS_PATH}/${id}` : null);
export const useAdminClaims = (status: string) => useSWR<Paged<AdminClaim>>(withQuery(CLAIMS_PATH, { status, pageSize: 50 }));

/** Everything that shows money or claims reloads after a refund or a decision. */
function refreshMoney() {
  return Promise.all([
    refreshAdmin(),
    mutate(
      (key) =>
        typeof key === "string" &&
        (key.startsWith(ORDERS_PATH) || key.startsWith(CLAIMS_PATH) || key.startsWith("/api/admin/discount-codes")),
    ),
  ]);
}

/** A key per refund dialog: a double click or a retry sends the same one and refunds once. */
export function newRefundKey(): string {
  return crypto.randomUUID().replaceAll("-", "");
}

/** POST /api/admin/orders/{id}/refund */
export async function refundOrder(id: number, body: { amountCents?: number; reason: string; idempotencyKey: string }) {
  const answer = await apiRequest<{ message: string }>("POST", `${ORDERS_PATH}/${id}/refund`, body);
  await refreshMoney();
  return answer;
}

/** POST /api/admin/claims/{id}/decision */
export async function decideClaim(id: number, body: AdminClaimDecisionInput) {
  const answer = await apiRequest<{ message: string }>("POST", `${CLAIMS_PATH}/${id}/decision`, body);
  await refreshMoney();
  return answer;
}
