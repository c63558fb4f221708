import { accessLevelLabel } from "@realty/plans";

export const SCRIPT_LIST_CATEGORY_LABELS: Record<string, string> = {
  leads_today: "Leads Today",
  market_updates: "Market Updates",
  listings_week: "Listings This Week",
};

// The zod-free module: "@realty/contracts/admin" would bring every admin schema into the first screen.
export { SCRIPT_CATEGORY_LABELS } from "@realty/contracts/admin-constants";

export const URGENCY_LABELS: Record<string, string> = { high: "High", medium: "Medium", low: "Low" };

/** "Script Spark", "No Access", "Pro (legacy)", "Unknown" (part 2 §3). */
export const tierLabel = (level: string) => accessLevelLabel(level);

/** "Jan 5, 2026" in the admin's own time zone. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });
}

export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" });
}

/** The browser's confirmation before anything is deleted (part 2 §5). */
export function confirmDelete(what: string): boolean {
  return window.confirm(`Delete ${what}? This cannot be undone.`);
}
