import type { PaymentsConfig } from "@realty/contracts/payments";
import useSWR from "swr";

/** GET /api/payments/config: Stripe's publishable key, or test mode when none is configured. */
export function usePaymentsConfig() {
  return useSWR<PaymentsConfig | null>("/api/payments/config");
}
