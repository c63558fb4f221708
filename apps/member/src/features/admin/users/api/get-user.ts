import type { AdminUserDetail } from "@realty/contracts/admin";
import useSWR from "swr";
import { ADMIN_KEYS } from "../../shared/api/admin-keys.ts";

/** GET /api/admin/users/{id}: the member the dialog shows (nothing while it is closed). */
export const useAdminUser = (id: number | null) => useSWR<AdminUserDetail>(id ? ADMIN_KEYS.user(id) : null);
