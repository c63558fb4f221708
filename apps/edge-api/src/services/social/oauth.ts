// The OAuth 2.0 connect flow: a random state (and PKCE verifier) kept server-side for ten minutes,
// used once, bound to the member who started it.

import { HUB_PLATFORMS, PLATFORM_NAMES, type Platform } from "@realty/contracts/social";
import { generateState } from "arctic";
import { and, eq, lt } from "drizzle-orm";
import { oauthStates } from "../../db/schema.ts";
import type { SocialProvider } from "../../ports/social.ts";
import { SocialAuthError } from "../../ports/social.ts";
import type { ConfigDeps, DbDeps } from "../service-deps.ts";
import { saveConnection } from "./connections.ts";

export const OAUTH_STATE_TTL_MS = 10 * 60_000;

/** Creates the state row and answers the network's authorization URL. */
export async function startConnect(deps: DbDeps, userId: number, provider: SocialProvider, redirectUri: string): Promise<URL> {
  const now = deps.now();
  // Old, abandoned attempts of this member go first; the table stays small.
  await deps.db.delete(oauthStates).where(and(eq(oauthStates.userId, userId), lt(oauthStates.expiresAt, now)));
  const state = generateState();
  const { url, codeVerifier } = provider.authorize(state, redirectUri);
  await deps.db.insert(oauthStates).values({
    state,
    userId,
    platform: provider.platform,
    codeVerifier,
    expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MS),
  });
  return url;
}

export interface CallbackQuery {
  code?: string;
  state?: string;
  error?: string;
  errorDescription?: string;
}

/** Checks the state (single use, unexpired, same member and platform), then stores the account. */
export async function finishConnect(
  deps: ConfigDeps,
  userId: number,
  provider: SocialProvider,
  query: CallbackQuery,
  redirectUri: string,
): Promise<{ label: string }> {
  const name = PLATFORM_NAMES[provider.platform];
  // Taken (deleted) before anything else, so a state can never be used twice.
  const [saved] = query.state ? await deps.db.delete(oauthStates).where(eq(oauthStates.state, query.state)).returning() : [];
  if (!saved || saved.platform !== provider.platform || saved.userId !== userId) {
    throw new SocialAuthError(`This ${name} sign-in link is not valid for your session. Please start the connection again.`);
  }
  if (saved.expiresAt.getTime() <= deps.now().getTime()) {
    throw new SocialAuthError(`This ${name} sign-in took too long and expired. Please start the connection again.`);
  }
  if (query.error) {
    const cancelled = query.error === "access_denied" || query.error === "user_cancelled_login";
    throw new SocialAuthError(
      cancelled
        ? `You cancelled the ${name} connection.`
        : `${name} refused the connection: ${query.errorDescription ?? query.error}`,
    );
  }
  if (!query.code) throw new SocialAuthError(`${name} did not send an authorization code. Please start again.`);
  const account = await provider.connect(query.code, saved.codeVerifier, redirectUri);
  await saveConnection(deps, userId, provider, account);
  return { label: account.label };
}

/** Removes every expired state (run by the scheduler). */
export async function purgeExpiredStates(deps: DbDeps, now: Date): Promise<void> {
  await deps.db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
}

export function platformOf(value: string): Platform | null {
  return (HUB_PLATFORMS as readonly string[]).includes(value) ? (value as Platform) : null;
}
