// X (Twitter): OAuth 2.0 authorization code with PKCE (S256) through arctic's OAuth2Client, which is
// exactly what arctic's Twitter provider does, with endpoints we can point at a local fake server.
// Posts with POST /2/tweets; engagement from the tweet's public_metrics.
import { CodeChallengeMethod, generateCodeVerifier, OAuth2Client } from "arctic";
import type {
  ConnectedAccount,
  EngagementReport,
  PublishMedia,
  PublishResult,
  SocialProvider,
  SocialTokens,
} from "../../ports/social.ts";
import { SocialAuthError } from "../../ports/social.ts";
import { authFailure, publishFailure, requestJson, tokensFrom, vendorMessage } from "./http.ts";
import { uploadXMedia } from "./x-media.ts";

export interface XConfig {
  clientId: string;
  clientSecret: string;
  /** https://twitter.com (where the member signs in) */
  authBase?: string;
  /** https://api.x.com (tokens, users, tweets) */
  apiBase?: string;
}

const SCOPES = ["tweet.read", "tweet.write", "users.read", "offline.access"];

export function xProvider(config: XConfig, now: () => Date = () => new Date()): SocialProvider {
  const authBase = config.authBase ?? "https://twitter.com";
  const apiBase = config.apiBase ?? "https://api.x.com";
  const tokenEndpoint = `${apiBase}/2/oauth2/token`;
  const client = (redirectUri: string | null) => new OAuth2Client(config.clientId, config.clientSecret, redirectUri);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  return {
    platform: "twitter",
    mode: "live",
    authorize(state, redirectUri) {
      const codeVerifier = generateCodeVerifier();
      const url = client(redirectUri).createAuthorizationURLWithPKCE(
        `${authBase}/i/oauth2/authorize`,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        SCOPES,
      );
      return { url, codeVerifier };
    },

    async connect(code, codeVerifier, redirectUri): Promise<ConnectedAccount> {
      if (!codeVerifier) throw new SocialAuthError("The X sign-in lost its verifier. Please start again.");
      let tokens: SocialTokens;
      try {
        tokens = tokensFrom(await client(redirectUri).validateAuthorizationCode(tokenEndpoint, code, codeVerifier), now());
      } catch (err) {
        throw authFailure("X", err);
      }
      const me = await requestJson(`${apiBase}/2/users/me`, { headers: bearer(tokens.accessToken) });
      const user = (me.body as { data?: { id?: string; username?: string } } | null)?.data;
      if (!me.ok || !user?.id) {
        throw new SocialAuthError(`X did not return the account: ${vendorMessage(me.body) ?? `HTTP ${me.status}`}`);
      }
      return { accountId: user.id, label: user.username ? `@${user.username}` : "X account", tokens };
    },

    async refresh(refreshToken) {
      try {
        return tokensFrom(await client(null).refreshAccessToken(tokenEndpoint, refreshToken, []), now());
      } catch (err) {
        throw authFailure("X", err);
      }
    },

    async publish(target, content, media?: PublishMedia): Promise<PublishResult> {
      let mediaIds: string[] | null = null;
      if (media) {
        const upload = await uploadXMedia(apiBase, target.accessToken, media);
        if (!upload.ok) return publishFailure("X", upload.answer);
        mediaIds = [upload.mediaId];
      }
      const answer = await requestJson(`${apiBase}/2/tweets`, {
        method: "POST",
        headers: { ...bearer(target.accessToken), "content-type": "application/json" },
        body: JSON.stringify(mediaIds ? { text: content, media: { media_ids: mediaIds } } : { text: content }),
      });
      const id = (answer.body as { data?: { id?: string } } | null)?.data?.id;
      if (answer.ok && id) return { ok: true, externalId: id };
      return publishFailure("X", answer);
    },

    async engagement(target, externalId): Promise<EngagementReport | null> {
      const answer = await requestJson(`${apiBase}/2/tweets/${encodeURIComponent(externalId)}?tweet.fields=public_metrics`, {
        headers: bearer(target.accessToken),
      });
      const m = (answer.body as { data?: { public_metrics?: Record<string, number> } } | null)?.data?.public_metrics;
      if (!answer.ok || !m) return null;
      return {
        likes: m.like_count ?? 0,
        shares: (m.retweet_count ?? 0) + (m.quote_count ?? 0),
        comments: m.reply_count ?? 0,
        reach: typeof m.impression_count === "number" ? m.impression_count : null,
      };
    },

    async revoke(tokens) {
      // Revoking the refresh token ends the whole grant; a failure leaves only an unused grant behind.
      await client(null)
        .revokeToken(`${apiBase}/2/oauth2/revoke`, tokens.refreshToken ?? tokens.accessToken)
        .catch(() => undefined);
    },
  };
}
