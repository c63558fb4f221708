import type { PublicSettings } from "@realty/contracts/admin";
import useSWR from "swr";
import { ADMIN_KEYS } from "../../shared/api/admin-keys.ts";

/** GET /api/admin/settings */
export const useAdminSettings = () => useSWR<PublicSettings>(ADMIN_KEYS.settings);
