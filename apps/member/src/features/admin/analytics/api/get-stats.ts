import type { AdminStats } from "@realty/contracts/admin";
import useSWR from "swr";
import { ADMIN_KEYS } from "../../shared/api/admin-keys.ts";

/** GET /api/admin/stats: the four stat cards. */
export const useAdminStats = () => useSWR<AdminStats>(ADMIN_KEYS.stats);
