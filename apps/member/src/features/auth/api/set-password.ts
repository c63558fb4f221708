import { apiRequest } from "../../../lib/api-client.ts";
import { withMutationRetry } from "../../../lib/retry.ts";

/** POST /api/set-password: the first password of an account created at purchase. */
export function setPassword(input: { userId: number; email: string; password: string }) {
  return withMutationRetry(() => apiRequest<{ message?: string }>("POST", "/api/set-password", input));
}
