import type { AdminOrderDetail } from "@realty/contracts/admin-business";
import useSWR from "swr";
import { ADMIN_KEYS } from "../../shared/api/admin-keys.ts";

/** GET /api/admin/orders/{id}: the order the dialog shows (nothing while it is closed). */
export const useAdminOrder = (id: number | null) => useSWR<AdminOrderDetail>(id ? `${ADMIN_KEYS.orders}/${id}` : null);
