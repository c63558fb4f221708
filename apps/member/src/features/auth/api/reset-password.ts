import useSWR from "swr";
import { apiRequest } from "../../../lib/api-client.ts";
import { withMutationRetry } from "../../../lib/retry.ts";

/** GET /api/validate-reset-token/{token}, checked once when the page opens. */
export function useResetTokenCheck(token: string | null) {
  return useSWR<{ valid: boolean; message?: string } | null>(
    token ? `/api/validate-reset-token/${encodeURIComponent(token)}` : null,
    { shouldRetryOnError: false, revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false },
  );
}

/** POST /api/reset-password: single use; a used or expired token is a 400 with a message. */
export function resetPassword(token: string, newPassword: string) {
  return withMutationRetry(() => apiRequest<{ message?: string }>("POST", "/api/reset-password", { token, newPassword }));
}
