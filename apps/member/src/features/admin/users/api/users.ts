import type { AdminCreateUserInput, AdminUpdateUserInput, AdminUser } from "@realty/contracts/admin";
import { apiRequest } from "../../../../lib/api-client.ts";
import { ADMIN_KEYS, refreshAdmin } from "../../shared/api/admin-keys.ts";

const path = (id: number, rest = "") => `/api/admin/users/${id}${rest}`;
const refresh = (id?: number) => refreshAdmin(ADMIN_KEYS.users, ...(id ? [ADMIN_KEYS.user(id)] : []));

/** POST /api/admin/users */
export async function createUser(input: AdminCreateUserInput) {
  const answer = await apiRequest<{ user: AdminUser }>("POST", "/api/admin/users", input);
  await refresh();
  return answer.user;
}

/** PUT /api/admin/users/{id} */
export async function updateUser(id: number, input: AdminUpdateUserInput) {
  await apiRequest("PUT", path(id), input);
  await refresh(id);
}

/** PUT /api/admin/users/{id}/password */
export async function setUserPassword(id: number, newPassword: string) {
  await apiRequest("PUT", path(id, "/password"), { newPassword });
  await refresh(id);
}

/** POST /api/admin/users/{id}/set-access-level */
export async function setAccessLevel(id: number, accessLevel: string) {
  await apiRequest("POST", path(id, "/set-access-level"), { accessLevel });
  await refresh(id);
}

/** DELETE /api/admin/users/{id} */
export async function deleteUser(id: number) {
  await apiRequest("DELETE", path(id));
  await refresh();
}

/** POST /api/admin/users/{id}/password-reset: the member gets a reset link by e-mail. */
export async function sendPasswordReset(id: number): Promise<string> {
  const answer = await apiRequest<{ message: string }>("POST", path(id, "/password-reset"));
  await refreshAdmin();
  return answer.message;
}
