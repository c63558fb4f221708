// The server-paged Users and Scripts lists and their CSV exports (issue 16 item 6).
import type { AdminScript, AdminUser } from "@realty/contracts/admin";
import type { Paged } from "@realty/contracts/admin-business";
import useSWR from "swr";
import { withQuery } from "../lib/with-query.ts";

export const LIST_PATHS = { users: "/api/admin/lists/users", scripts: "/api/admin/lists/scripts" } as const;

export type ListQuery = Record<string, string | number | undefined>;

export const useUserPage = (query: ListQuery) =>
  useSWR<Paged<AdminUser>>(withQuery(LIST_PATHS.users, query), { keepPreviousData: true });
export const useScriptPage = (query: ListQuery) =>
  useSWR<Paged<AdminScript>>(withQuery(LIST_PATHS.scripts, query), { keepPreviousData: true });

/** The export link for what the list shows now (all pages); the session cookie authorises it. */
export function csvHref(list: keyof typeof LIST_PATHS, query: ListQuery): string {
  const { page: _page, pageSize: _size, ...filters } = query;
  return withQuery(`${LIST_PATHS[list]}.csv`, filters);
}
