import type { CurrentUser, LoginInput } from "@realty/contracts/auth";
import { apiRequest } from "../../../lib/api-client.ts";
import { withMutationRetry } from "../../../lib/retry.ts";

/** POST /api/auth/login: answers `{ user }`; a wrong e-mail or password is a 401 with a message. */
export function login(input: LoginInput) {
  return withMutationRetry(() => apiRequest<{ user?: CurrentUser; message?: string } | null>("POST", "/api/auth/login", input));
}
