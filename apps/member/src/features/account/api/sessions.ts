import useSWR from "swr";
import { paths } from "../../../config/paths.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { setCurrentUser } from "../../../lib/auth.ts";
import { hardNavigate } from "../../../lib/navigate.ts";

export const SESSIONS_KEY = "/api/user/sessions";

export interface ActiveSession {
  id: string;
  userAgent: string | null;
  createdAt: string;
  lastActiveAt: string;
  current: boolean;
}

/** GET /api/user/sessions: the member's signed-in browsers, newest first. */
export function useSessions() {
  return useSWR<{ sessions: ActiveSession[] } | null>(SESSIONS_KEY);
}

/** DELETE /api/user/sessions ends every session, this one too: then the sign-in page. */
export async function signOutEverywhere(): Promise<void> {
  await apiRequest("DELETE", SESSIONS_KEY);
  await setCurrentUser(null);
  hardNavigate(paths.login.path);
}
