import { apiRequest } from "../../../../lib/api-client.ts";
import { ADMIN_KEYS, refreshAdmin } from "../../shared/api/admin-keys.ts";

/** DELETE /api/admin/users/{id} */
export async function deleteUser(id: number) {
  await apiRequest("DELETE", ADMIN_KEYS.user(id));
  await refreshAdmin(ADMIN_KEYS.users);
}
