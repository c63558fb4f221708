import type { CheckoutResumed } from "@realty/contracts/payments";
import { apiRequest } from "../../../lib/api-client.ts";

/** POST /api/checkout/resume-link: e-mails the address a link that continues its checkout here. */
export function requestResumeLink(email: string) {
  return apiRequest<{ success: boolean; message: string }>("POST", "/api/checkout/resume-link", { email });
}

/** POST /api/checkout/resume: the e-mailed link's code; this browser takes the checkout over. */
export function resumeCheckout(code: string) {
  return apiRequest<CheckoutResumed>("POST", "/api/checkout/resume", { code });
}
