// The current user (part 1 §4): always stale, refetched on mount and on window focus, never
// retried. A 401 reads as null, which is the signed-out state.

import type { CurrentUser } from "@realty/contracts/auth";
import { isAdminRole } from "@realty/plans";
import useSWR, { mutate } from "swr";
import { paths } from "../config/paths.ts";
import { apiRequest } from "./api-client.ts";
import { hardNavigate } from "./navigate.ts";

export type { CurrentUser };

export const USER_KEY = "/api/auth/user";

export function useUser() {
  return useSWR<CurrentUser | null>(USER_KEY, {
    revalidateOnMount: true,
    revalidateIfStale: true,
    revalidateOnFocus: true,
    shouldRetryOnError: false,
    // "Stale at once": only requests started within the same moment (several components
    // mounting together) share one fetch.
    dedupingInterval: 500,
    focusThrottleInterval: 0,
  });
}

/** Admin means isAdmin is true or role equals admin (part 1 §4). */
export function isAdminUser(user: Pick<CurrentUser, "isAdmin" | "role"> | null | undefined): boolean {
  return Boolean(user && (user.isAdmin || isAdminRole(user.role)));
}

/** Puts a user the server just answered (login, demo login) into the cache without refetching. */
export function setCurrentUser(user: CurrentUser | null): Promise<unknown> {
  return mutate(USER_KEY, user, { revalidate: false });
}

/** Ends the session and starts over on the home page; if the call fails, the server's GET /api/logout does it. */
export async function logout(): Promise<void> {
  try {
    await apiRequest("POST", "/api/auth/logout");
  } catch {
    hardNavigate(paths.logoutFallback.path);
    return;
  }
  await setCurrentUser(null);
  hardNavigate(paths.home.path);
}
