import { apiRequest } from "../../../lib/api-client.ts";
import { withMutationRetry } from "../../../lib/retry.ts";

/**
 * POST /api/set-password: the first password of a paid account that has none, with the token from
 * the e-mailed link. The spec's email may come along; the server checks it against the token.
 */
export function setPassword(input: { token: string; email?: string; password: string }) {
  return withMutationRetry(() => apiRequest<{ message?: string }>("POST", "/api/set-password", input));
}
