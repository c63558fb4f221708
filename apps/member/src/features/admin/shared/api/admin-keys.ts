import { mutate } from "swr";

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
  analytics: (days: number) => `/api/admin/analytics?days=${days}`,
  user: (id: number) => `/api/admin/users/${id}`,
} as const;

/** After a change: reload the lists it touched, the stat cards and the audit log (every write adds a row). */
export function refreshAdmin(...keys: string[]): Promise<unknown> {
  const touched = new Set([...keys, ADMIN_KEYS.stats]);
  return mutate(
    (key) =>
      typeof key === "string" &&
      (touched.has(key) ||
        key.startsWith(ADMIN_KEYS.auditLog) ||
        key.startsWith("/api/admin/analytics") ||
        // The paged Users and Scripts lists (issue 16) reload after any write.
        key.startsWith("/api/admin/lists/")),
  );
}
