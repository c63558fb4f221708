import type { TestCardInput } from "@realty/contracts/payments";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/test-payments/confirm: the test-mode provider charges a Stripe test card number. */
export function confirmTestCard(input: TestCardInput) {
  return apiRequest<{ status: "succeeded"; paymentIntentId: string }>("POST", "/api/test-payments/confirm", input);
}
