import { apiRequest } from "../../../../lib/api-client.ts";
import { ADMIN_KEYS, refreshAdmin } from "../../shared/api/admin-keys.ts";

/** POST /api/admin/users/{id}/set-access-level */
export async function setAccessLevel(id: number, accessLevel: string) {
  await apiRequest("POST", `${ADMIN_KEYS.user(id)}/set-access-level`, { accessLevel });
  await refreshAdmin(ADMIN_KEYS.users, ADMIN_KEYS.user(id));
}
