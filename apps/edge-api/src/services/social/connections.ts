// Connected accounts: stored with encrypted tokens, refreshed ahead of expiry, removed on disconnect.
import { HUB_PLATFORMS, notEnabledMessage, type Platform, type SocialStatus } from "@realty/contracts/social";
import { and, eq, isNull, sql } from "drizzle-orm";
import { socialConnections } from "../../db/schema.ts";
import type { ConnectedAccount, PublishTarget, SocialProvider, SocialTokens } from "../../ports/social.ts";
import { SocialAuthError } from "../../ports/social.ts";
import type { ConfigDeps, DbDeps, MailDeps, SocialDeps } from "../service-deps.ts";
import { notifyNeedsReconnect } from "./notices.ts";
import { decryptToken, encryptToken, tokenContext } from "./token-crypto.ts";

/** Refresh this long before expiry, so a slow send never carries an expired token. */
export const REFRESH_MARGIN_MS = 10 * 60_000;

type Connection = typeof socialConnections.$inferSelect;

export async function findConnection(deps: DbDeps, userId: number, platform: Platform): Promise<Connection | undefined> {
  const [row] = await deps.db
    .select()
    .from(socialConnections)
    .where(and(eq(socialConnections.userId, userId), eq(socialConnections.platform, platform)));
  return row;
}

async function sealTokens(deps: ConfigDeps, userId: number, platform: Platform, tokens: SocialTokens) {
  const context = tokenContext(userId, platform);
  return {
    accessTokenEnc: await encryptToken(deps.config.appSecret, tokens.accessToken, context),
    refreshTokenEnc: tokens.refreshToken ? await encryptToken(deps.config.appSecret, tokens.refreshToken, context) : null,
    expiresAt: tokens.expiresAt,
  };
}

/** Stores (or replaces) the member's account on a platform. */
export async function saveConnection(
  deps: ConfigDeps,
  userId: number,
  provider: SocialProvider,
  account: ConnectedAccount,
): Promise<void> {
  const now = deps.now();
  const values = {
    provider: provider.mode,
    accountId: account.accountId,
    accountLabel: account.label,
    ...(await sealTokens(deps, userId, provider.platform, account.tokens)),
    needsReconnectAt: null,
    reconnectReason: null,
    updatedAt: now,
  };
  // Only a finished sign-in reaches here, so a failed reconnect never touches the stored tokens;
  // a network that answers a reconnect without a refresh token keeps the one that still works.
  const keepRefresh = sql`coalesce(excluded.refresh_token_enc, ${socialConnections.refreshTokenEnc})`;
  await deps.db
    .insert(socialConnections)
    .values({ userId, platform: provider.platform, createdAt: now, ...values })
    .onConflictDoUpdate({
      target: [socialConnections.userId, socialConnections.platform],
      set: { ...values, refreshTokenEnc: values.refreshTokenEnc === null ? keepRefresh : values.refreshTokenEnc },
    });
}

/** Removes the connection and, where the network offers it, revokes the grant. */
export async function disconnect(deps: ConfigDeps & SocialDeps, userId: number, platform: Platform): Promise<boolean> {
  const [row] = await deps.db
    .delete(socialConnections)
    .where(and(eq(socialConnections.userId, userId), eq(socialConnections.platform, platform)))
    .returning();
  if (!row) return false;
  const provider = deps.social.provider(platform);
  if (provider && provider.mode === row.provider) {
    const tokens = await storedTokens(deps, row).catch(() => null);
    if (tokens) await provider.revoke(tokens).catch(() => undefined);
  }
  return true;
}

async function storedTokens(deps: ConfigDeps, row: Connection): Promise<SocialTokens> {
  if (!row.accessTokenEnc) throw new SocialAuthError("The connection has no access token. Please reconnect.");
  const context = tokenContext(row.userId, row.platform);
  try {
    return {
      accessToken: await decryptToken(deps.config.appSecret, row.accessTokenEnc, context),
      refreshToken: row.refreshTokenEnc ? await decryptToken(deps.config.appSecret, row.refreshTokenEnc, context) : null,
      expiresAt: row.expiresAt,
    };
  } catch {
    // APP_SECRET changed, or the row was altered: the tokens cannot be read back.
    throw new SocialAuthError("The stored connection can no longer be read. Please reconnect the account.");
  }
}

/**
 * Where to post and a token valid for at least REFRESH_MARGIN_MS. Refreshes ahead of expiry under
 * an optimistic lock on updated_at: when two sends race, one refreshes (X rotates refresh tokens,
 * so a second refresh with the old one would fail) and the other keeps the still-valid old token.
 */
export async function publishTarget(deps: MailDeps, row: Connection, provider: SocialProvider): Promise<PublishTarget> {
  if (provider.mode !== row.provider) {
    throw new SocialAuthError(`This account was connected through the ${row.provider} provider. Please reconnect it.`);
  }
  const tokens = await storedTokens(deps, row);
  const accountId = row.accountId ?? "";
  const now = deps.now().getTime();
  if (!tokens.expiresAt || tokens.expiresAt.getTime() - now > REFRESH_MARGIN_MS)
    return { accountId, accessToken: tokens.accessToken };

  const stillValid = tokens.expiresAt.getTime() > now;
  if (!tokens.refreshToken) {
    if (stillValid) return { accountId, accessToken: tokens.accessToken };
    throw new SocialAuthError("The account's access has expired. Please reconnect it.");
  }
  const lock = await deps.db
    .update(socialConnections)
    // At least 1 ms later than before, so a racing lock on the old value fails even in the same ms.
    .set({ updatedAt: new Date(Math.max(now, row.updatedAt.getTime() + 1)) })
    .where(and(eq(socialConnections.id, row.id), eq(socialConnections.updatedAt, row.updatedAt)))
    .returning({ id: socialConnections.id });
  if (lock.length === 0) {
    // Another send is refreshing (or just did): use the newest stored token if it is usable.
    const [latest] = await deps.db.select().from(socialConnections).where(eq(socialConnections.id, row.id));
    const current = latest ? await storedTokens(deps, latest) : tokens;
    if (current.expiresAt && current.expiresAt.getTime() > now) return { accountId, accessToken: current.accessToken };
    throw new SocialAuthError("The account's access is being renewed. The post will be retried.", { retryable: true });
  }
  const fresh = await provider.refresh(tokens.refreshToken).catch(async (err: unknown) => {
    // A refused refresh keeps the tokens (the network may have been wrong for a moment) and asks
    // the member to reconnect; a network that could not be reached is simply retried.
    if (err instanceof SocialAuthError && !err.retryable) {
      const first = await deps.db
        .update(socialConnections)
        .set({ needsReconnectAt: deps.now(), reconnectReason: err.message })
        .where(and(eq(socialConnections.id, row.id), isNull(socialConnections.needsReconnectAt)))
        .returning({ id: socialConnections.id });
      if (first.length > 0) await notifyNeedsReconnect(deps, row.userId, provider.platform, err.message);
    }
    throw err;
  });
  // Networks that do not rotate refresh tokens answer without one: keep the old.
  const next = { ...fresh, refreshToken: fresh.refreshToken ?? tokens.refreshToken };
  await deps.db
    .update(socialConnections)
    .set({
      ...(await sealTokens(deps, row.userId, provider.platform, next)),
      updatedAt: new Date(Math.max(now, row.updatedAt.getTime() + 2)),
    })
    .where(eq(socialConnections.id, row.id));
  return { accountId, accessToken: next.accessToken };
}

/** GET /api/social/status: connected flags plus each card's label and mode. */
export async function socialStatus(deps: SocialDeps, userId: number): Promise<SocialStatus> {
  const rows = await deps.db.select().from(socialConnections).where(eq(socialConnections.userId, userId));
  const entries = HUB_PLATFORMS.map((platform) => {
    const provider = deps.social.provider(platform);
    const row = rows.find((r) => r.platform === platform);
    // A sandbox connection does not count once real credentials are set (and the reverse).
    const connected = Boolean(row && provider && provider.mode === row.provider);
    const needsReconnect = connected && Boolean(row?.needsReconnectAt);
    const notice = !provider
      ? notEnabledMessage(platform)
      : needsReconnect
        ? `Needs reconnect: ${row?.reconnectReason ?? "the network stopped accepting this connection."}`
        : null;
    return [
      platform,
      {
        connected,
        label: connected ? (row?.accountLabel ?? null) : null,
        mode: provider?.mode ?? "unavailable",
        needsReconnect,
        notice,
      },
    ] as const;
  });
  const accounts = Object.fromEntries(entries) as SocialStatus["accounts"];
  const connected = Object.fromEntries(HUB_PLATFORMS.map((p) => [p, accounts[p].connected])) as Record<Platform, boolean>;
  return { ...connected, accounts };
}
