import type { ConfirmPaymentResult } from "@realty/contracts/payments";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/confirm-payment: the server asks the provider whether the payment succeeded, then fulfils it. */
export function confirmPayment(input: { paymentIntentId: string; userId: number | null; registrationToken: string | null }) {
  return apiRequest<ConfirmPaymentResult>("POST", "/api/confirm-payment", input);
}
