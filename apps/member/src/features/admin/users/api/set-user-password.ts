import { apiRequest } from "../../../../lib/api-client.ts";
import { ADMIN_KEYS, refreshAdmin } from "../../shared/api/admin-keys.ts";

/** PUT /api/admin/users/{id}/password */
export async function setUserPassword(id: number, newPassword: string) {
  await apiRequest("PUT", `${ADMIN_KEYS.user(id)}/password`, { newPassword });
  await refreshAdmin(ADMIN_KEYS.users, ADMIN_KEYS.user(id));
}
