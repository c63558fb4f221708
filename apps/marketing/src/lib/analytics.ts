// POST /api/analytics as part 1 §7 sends it: {event, data}; the answer is ignored and failures are
// swallowed. keepalive lets a click's event outlive the navigation it starts.
export type AnalyticsEvent = "page_view" | "cta_click";

export function track(event: AnalyticsEvent, data: Record<string, string>): void {
  try {
    fetch("/api/analytics", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ event, data }),
      credentials: "same-origin",
      keepalive: true,
    }).catch(() => {});
  } catch {
    // A browser without fetch keepalive support: analytics is never worth an error.
  }
}
