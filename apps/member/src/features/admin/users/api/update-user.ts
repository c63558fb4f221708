import type { AdminUpdateUserInput } from "@realty/contracts/admin";
import { apiRequest } from "../../../../lib/api-client.ts";
import { ADMIN_KEYS, refreshAdmin } from "../../shared/api/admin-keys.ts";

/** PUT /api/admin/users/{id} */
export async function updateUser(id: number, input: AdminUpdateUserInput) {
  await apiRequest("PUT", ADMIN_KEYS.user(id), input);
  await refreshAdmin(ADMIN_KEYS.users, ADMIN_KEYS.user(id));
}
