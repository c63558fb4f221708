import type { PurchaseRecord } from "@realty/contracts/account";
import useSWR from "swr";

export const PURCHASES_KEY = "/api/user/purchases";

/** GET /api/user/purchases: newest first, amounts in cents. */
export function usePurchases() {
  return useSWR<PurchaseRecord[] | null>(PURCHASES_KEY);
}
