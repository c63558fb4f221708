import { apiRequest } from "../../../../lib/api-client.ts";
import { ADMIN_KEYS, refreshAdmin } from "../../shared/api/admin-keys.ts";

/** DELETE /api/admin/videos/{id}: the row and its uploaded files. */
export async function deleteVideo(id: number) {
  await apiRequest("DELETE", `${ADMIN_KEYS.videos}/${id}`);
  await refreshAdmin(ADMIN_KEYS.videos);
}
