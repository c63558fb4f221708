import type { AdminVideo } from "@realty/contracts/admin";
import useSWR from "swr";
import { ADMIN_KEYS } from "../../shared/api/admin-keys.ts";

/** GET /api/admin/videos */
export const useAdminVideos = () => useSWR<AdminVideo[]>(ADMIN_KEYS.videos);
