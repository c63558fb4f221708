import { apiRequest } from "./api-client.ts";

/**
 * POST /api/analytics; the answer is ignored and failures are swallowed (part 1 §7). The promise
 * settles when the server has recorded it, for a caller that reads something the event changes.
 */
export function trackEvent(event: string, properties: Record<string, unknown>): Promise<void> {
  return apiRequest("POST", "/api/analytics", { event, properties }).then(
    () => undefined,
    () => undefined,
  );
}
