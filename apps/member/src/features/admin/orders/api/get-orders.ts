import type { AdminOrder, Paged } from "@realty/contracts/admin-business";
import useSWR from "swr";
import { ADMIN_KEYS, type ListQuery } from "../../shared/api/admin-keys.ts";
import { withQuery } from "../../shared/lib/with-query.ts";

/** GET /api/admin/orders: one page of orders; the last page stays shown while the next loads. */
export const useAdminOrders = (query: ListQuery) =>
  useSWR<Paged<AdminOrder>>(withQuery(ADMIN_KEYS.orders, query), { keepPreviousData: true });
