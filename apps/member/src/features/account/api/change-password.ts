import { apiRequest } from "../../../lib/api-client.ts";

/**
 * PUT /api/user/password. The spec's client sends only the new password; ours also sends the
 * current one, which the server verifies (docs/decisions/). Other sessions end.
 */
export function changePassword(input: { currentPassword: string; newPassword: string }) {
  return apiRequest<{ success: boolean }>("PUT", "/api/user/password", input);
}
