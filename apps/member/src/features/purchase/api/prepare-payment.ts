import type { PreparePaymentInput, PreparePaymentResult } from "@realty/contracts/payments";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/prepare-payment: keeps the account-to-be on the server and answers its token. */
export function preparePayment(input: PreparePaymentInput) {
  return apiRequest<PreparePaymentResult>("POST", "/api/prepare-payment", input);
}
