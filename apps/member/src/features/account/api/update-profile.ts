import type { ProfileInput } from "@realty/contracts/account";
import type { CurrentUser } from "@realty/contracts/auth";
import { apiRequest } from "../../../lib/api-client.ts";

/**
 * PUT /api/user/profile: first name, last name and e-mail (unique across accounts); a new e-mail
 * also sends the current password, which the server checks.
 */
export function updateProfile(input: ProfileInput) {
  return apiRequest<{ user: CurrentUser }>("PUT", "/api/user/profile", input);
}
