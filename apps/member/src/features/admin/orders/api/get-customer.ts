import type { AdminCustomer } from "@realty/contracts/admin-business";
import useSWR from "swr";

/** GET /api/admin/customers/{userId}: the customer view (nothing while it is closed). */
export const useAdminCustomer = (id: number | null) => useSWR<AdminCustomer>(id ? `/api/admin/customers/${id}` : null);
