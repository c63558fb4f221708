import { apiRequest } from "../../../../lib/api-client.ts";
import { ADMIN_KEYS, refreshAdmin } from "../../shared/api/admin-keys.ts";

/** POST /api/admin/users/{id}/password-reset: the member gets a reset link by e-mail. */
export async function sendPasswordReset(id: number): Promise<string> {
  const answer = await apiRequest<{ message: string }>("POST", `${ADMIN_KEYS.user(id)}/password-reset`);
  // Only the audit log and the figures change.
  await refreshAdmin();
  return answer.message;
}
