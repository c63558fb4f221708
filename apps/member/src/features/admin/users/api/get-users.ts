import type { AdminUser } from "@realty/contracts/admin";
import type { Paged } from "@realty/contracts/admin-business";
import useSWR from "swr";
import { LIST_PATHS, type ListQuery } from "../../shared/api/admin-keys.ts";
import { withQuery } from "../../shared/lib/with-query.ts";

export const USERS_PAGE_SIZE = 20;
/** What the Users tab shows first: everyone, newest first (the admin dashboard's first screen reads this page). */
export const USERS_FIRST_VIEW = { q: "", plan: "", sort: "createdAt", dir: "desc" };

/** GET /api/admin/lists/users: one page of the Users list; the last page stays shown while the next loads. */
export const useUserPage = (query: ListQuery) =>
  useSWR<Paged<AdminUser>>(withQuery(LIST_PATHS.users, query), { keepPreviousData: true });
