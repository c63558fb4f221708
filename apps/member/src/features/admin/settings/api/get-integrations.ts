import type { AdminIntegrations } from "@realty/contracts/admin-business";
import useSWR from "swr";
import { ADMIN_KEYS } from "../../shared/api/admin-keys.ts";

/** GET /api/admin/integrations: which adapter each outside service runs. */
export const useAdminIntegrations = () => useSWR<AdminIntegrations>(ADMIN_KEYS.integrations);
