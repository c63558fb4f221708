import type { CurrentUser, RegisterInput } from "@realty/contracts/auth";
import { apiRequest } from "../../../lib/api-client.ts";
import { withMutationRetry } from "../../../lib/retry.ts";

/** POST /api/auth/register: creates the account and signs it in. */
export function register(input: RegisterInput) {
  return withMutationRetry(() => apiRequest<{ user: CurrentUser }>("POST", "/api/auth/register", input));
}
