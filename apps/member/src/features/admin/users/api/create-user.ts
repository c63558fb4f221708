import type { AdminCreateUserInput, AdminUser } from "@realty/contracts/admin";
import { apiRequest } from "../../../../lib/api-client.ts";
import { ADMIN_KEYS, refreshAdmin } from "../../shared/api/admin-keys.ts";

/** POST /api/admin/users */
export async function createUser(input: AdminCreateUserInput) {
  const answer = await apiRequest<{ user: AdminUser }>("POST", ADMIN_KEYS.users, input);
  await refreshAdmin(ADMIN_KEYS.users);
  return answer.user;
}
