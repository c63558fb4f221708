import type { GuaranteeProgress } from "@realty/contracts/leads";
import useSWR from "swr";

export const GUARANTEE_KEY = "/api/leads/guarantee";

/** GET /api/leads/guarantee: leads in the first 30 days after purchase; null before a purchase. */
export function useGuarantee() {
  return useSWR<{ progress: GuaranteeProgress | null } | null>(GUARANTEE_KEY);
}
