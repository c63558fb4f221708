// How the app loads the current user: the USER_KEY cache entry is filled from
// GET /api/auth/session, which answers 200 with { user: null } for a visitor, so a signed-out page
// makes no failing request (GET /api/auth/user answers 401 and Chromium logs it as an error).
// Every other key keeps the shared fetcher.
import type { CurrentUser } from "@realty/contracts/auth";
import { fetcher, type QueryKey } from "../lib/api-client.ts";
import { USER_KEY } from "../lib/auth.ts";

export const SESSION_PATH = "/api/auth/session";

export async function appFetcher(key: QueryKey): Promise<unknown> {
  if (key !== USER_KEY) return fetcher(key);
  const session = await fetcher<{ user: CurrentUser | null }>(SESSION_PATH);
  return session?.user ?? null;
}
