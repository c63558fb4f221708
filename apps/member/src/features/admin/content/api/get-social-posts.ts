import type { AdminSocialPost } from "@realty/contracts/admin";
import useSWR from "swr";
import { ADMIN_KEYS } from "../../shared/api/admin-keys.ts";

/** GET /api/admin/social-posts */
export const useAdminSocialPosts = () => useSWR<AdminSocialPost[]>(ADMIN_KEYS.socialPosts);
