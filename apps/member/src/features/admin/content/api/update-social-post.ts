import type { AdminSocialPostInput } from "@realty/contracts/admin";
import { apiRequest } from "../../../../lib/api-client.ts";
import { ADMIN_KEYS, refreshAdmin } from "../../shared/api/admin-keys.ts";

/** PUT /api/admin/social-posts/{id} */
export async function updateSocialPost(id: number, input: AdminSocialPostInput) {
  await apiRequest("PUT", `${ADMIN_KEYS.socialPosts}/${id}`, input);
  await refreshAdmin(ADMIN_KEYS.socialPosts);
}
