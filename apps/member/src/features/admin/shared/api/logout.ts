import { mutate } from "swr";
import { apiRequest } from "../../../../lib/api-client.ts";

/** POST /api/auth/logout, then every cached answer is dropped so nothing of the admin's data stays. */
export async function logout(): Promise<void> {
  await apiRequest("POST", "/api/auth/logout");
  await mutate(() => true, undefined, { revalidate: false });
}
