import type { AdminUser } from "@realty/contracts/admin";
import type { Paged } from "@realty/contracts/admin-business";
import useSWR from "swr";
import { LIST_PATHS, type ListQuery } from "../../shared/api/admin-keys.ts";
import { withQuery } from "../../shared/lib/with-query.ts";

/** GET /api/admin/lists/users: one page of the Users list; the last page stays shown while the next loads. */
export const useUserPage = (query: ListQuery) =>
  useSWR<Paged<AdminUser>>(withQuery(LIST_PATHS.users, query), { keepPreviousData: true });
