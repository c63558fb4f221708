// The paths and refresh rules every admin call shares; each call lives in its own file under a
// feature's api/ folder.
import { mutate } from "swr";
import { withQuery } from "../lib/with-query.ts";

/** swr keys of the admin data; each is the GET path it stands for. */
export const ADMIN_KEYS = {
  stats: "/api/admin/stats",
  users: "/api/admin/users",
  scripts: "/api/admin/scripts",
  videos: "/api/admin/videos",
  socialPosts: "/api/admin/social-posts",
  discountCodes: "/api/admin/discount-codes",
  settings: "/api/admin/settings",
  publicSettings: "/api/settings/public",
  auditLog: "/api/admin/audit-log",
  integrations: "/api/admin/integrations",
  orders: "/api/admin/orders",
  claims: "/api/admin/claims",
  analytics: (days: number) => `/api/admin/analytics?days=${days}`,
  user: (id: number) => `/api/admin/users/${id}`,
} as const;

/** The server-paged Users and Scripts lists. */
export const LIST_PATHS = { users: "/api/admin/lists/users", scripts: "/api/admin/lists/scripts" } as const;

export type ListQuery = Record<string, string | number | undefined>;

/** The export link for what the list shows now (all pages); the session cookie authorises it. */
export function csvHref(list: keyof typeof LIST_PATHS, query: ListQuery): string {
  const { page: _page, pageSize: _size, ...filters } = query;
  return withQuery(`${LIST_PATHS[list]}.csv`, filters);
}

/** After a change: reload the lists it touched, the stat cards and the audit log (every write adds a row). */
export function refreshAdmin(...keys: string[]): Promise<unknown> {
  const touched = new Set([...keys, ADMIN_KEYS.stats]);
  return mutate(
    (key) =>
      typeof key === "string" &&
      (touched.has(key) ||
        key.startsWith(ADMIN_KEYS.auditLog) ||
        key.startsWith("/api/admin/analytics") ||
        // The paged Users and Scripts lists reload after any write.
        key.startsWith("/api/admin/lists/")),
  );
}

/** Everything that shows money or claims reloads after a refund or a claim decision. */
export function refreshMoney(): Promise<unknown> {
  return Promise.all([
    refreshAdmin(),
    mutate(
      (key) =>
        typeof key === "string" &&
        (key.startsWith(ADMIN_KEYS.orders) || key.startsWith(ADMIN_KEYS.claims) || key.startsWith(ADMIN_KEYS.discountCodes)),
    ),
  ]);
}
