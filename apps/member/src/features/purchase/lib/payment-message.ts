import { PAYMENT_ERROR, PAYMENT_SESSION_EXPIRED } from "@realty/contracts/payments";
import { serverMessage } from "../../../lib/api-client.ts";

/**
 * Part 2 §8: the provider's message, or the generic one; an expired intent ('No such
 * payment_intent') reads as an expired payment session.
 */
export function paymentMessage(error: unknown): string {
  const raw = serverMessage(error) ?? (error instanceof Error && !/^\d{3}: /.test(error.message) ? error.message : "");
  if (/No such payment_intent/i.test(raw)) return PAYMENT_SESSION_EXPIRED;
  return raw || PAYMENT_ERROR;
}
