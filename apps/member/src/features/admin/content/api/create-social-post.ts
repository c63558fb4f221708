import type { AdminSocialPostInput } from "@realty/contracts/admin";
import { apiRequest } from "../../../../lib/api-client.ts";
import { ADMIN_KEYS, refreshAdmin } from "../../shared/api/admin-keys.ts";

/** POST /api/admin/social-posts */
export async function createSocialPost(input: AdminSocialPostInput) {
  await apiRequest("POST", ADMIN_KEYS.socialPosts, input);
  await refreshAdmin(ADMIN_KEYS.socialPosts);
}
