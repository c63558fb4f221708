import type { AnalyticsSummary } from "@realty/contracts/admin";
import useSWR from "swr";
import { ADMIN_KEYS } from "../../shared/api/admin-keys.ts";

/** GET /api/admin/analytics?days=N */
export const useAdminAnalytics = (days: number) => useSWR<AnalyticsSummary>(ADMIN_KEYS.analytics(days));
