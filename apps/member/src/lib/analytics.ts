import { apiRequest } from "./api-client.ts";

/** POST /api/analytics; the answer is ignored and failures are swallowed (part 1 §7). */
export function trackEvent(event: string, properties: Record<string, unknown>): void {
  apiRequest("POST", "/api/analytics", { event, properties }).catch(() => undefined);
}
