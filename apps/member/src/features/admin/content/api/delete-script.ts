import { apiRequest } from "../../../../lib/api-client.ts";
import { ADMIN_KEYS, refreshAdmin } from "../../shared/api/admin-keys.ts";

/** DELETE /api/admin/scripts/{id} */
export async function deleteScript(id: number) {
  await apiRequest("DELETE", `${ADMIN_KEYS.scripts}/${id}`);
  await refreshAdmin(ADMIN_KEYS.scripts);
}
