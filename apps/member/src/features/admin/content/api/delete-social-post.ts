import { apiRequest } from "../../../../lib/api-client.ts";
import { ADMIN_KEYS, refreshAdmin } from "../../shared/api/admin-keys.ts";

/** DELETE /api/admin/social-posts/{id} */
export async function deleteSocialPost(id: number) {
  await apiRequest("DELETE", `${ADMIN_KEYS.socialPosts}/${id}`);
  await refreshAdmin(ADMIN_KEYS.socialPosts);
}
