import { apiRequest } from "../../../lib/api-client.ts";
import { withMutationRetry } from "../../../lib/retry.ts";

/** POST /api/auth/forgot-password: the same answer whether or not the account exists. */
export function requestPasswordReset(email: string) {
  return withMutationRetry(() => apiRequest<{ message?: string }>("POST", "/api/auth/forgot-password", { email }));
}
