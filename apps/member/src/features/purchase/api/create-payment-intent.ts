import type { CreatePaymentIntentInput, PaymentIntentResult } from "@realty/contracts/payments";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/create-payment-intent: the server computes the amount from the plan, the upgrade and the code. */
export function createPaymentIntent(input: CreatePaymentIntentInput) {
  return apiRequest<PaymentIntentResult>("POST", "/api/create-payment-intent", input);
}
