// Instagram (professional accounts) through the Instagram API with Instagram Login: the member signs
// in on Instagram, the short-lived token is swapped for a 60-day one, and that token refreshes
// itself (Instagram has no refresh token: the long-lived token is presented to refresh it, so it is
// stored in both places). Publishing (Reels, feed images, carousels) is in instagram-publishing.ts.
// https://developers.facebook.com/docs/instagram-platform/content-publishing
import { OAuth2Client, OAuth2Tokens } from "arctic";
import type {
  ConnectedAccount,
  EngagementReport,
  PublishExtras,
  PublishMedia,
  PublishResult,
  SocialProvider,
  SocialTokens,
} from "../../ports/social.ts";
import { SocialAuthError } from "../../ports/social.ts";
import { authFailure, requestJson, secretInBodyTokenRequest, tokensFrom, vendorMessage } from "./http.ts";
import { instagramPublishing } from "./instagram-publishing.ts";

export interface InstagramConfig {
  clientId: string;
  clientSecret: string;
  /** https://www.instagram.com (where the member signs in) */
  authBase?: string;
  /** https://api.instagram.com (the code exchange) */
  apiBase?: string;
  /** https://graph.instagram.com (tokens, profile, publishing) */
  graphBase?: string;
  /** https://rupload.facebook.com (video bytes) */
  uploadBase?: string;
  version?: string;
  /** Wait between status checks of a container (Instagram suggests about once a minute at most). */
  pollMs?: number;
}

const SCOPES = ["instagram_business_basic", "instagram_business_content_publish", "instagram_business_manage_comments"];

export function instagramProvider(config: InstagramConfig, now: () => Date = () => new Date()): SocialProvider {
  const version = config.version ?? "v21.0";
  const authBase = config.authBase ?? "https://www.instagram.com";
  const apiBase = config.apiBase ?? "https://api.instagram.com";
  const graphBase = config.graphBase ?? "https://graph.instagram.com";
  const graph = `${graphBase}/${version}`;
  const uploadBase = config.uploadBase ?? "https://rupload.facebook.com";
  const pollMs = config.pollMs ?? 5_000;

  /** The 60-day token, as stored: it is its own refresh token. */
  async function longLived(url: string): Promise<SocialTokens> {
    const answer = await requestJson(url);
    if (!answer.ok || !answer.body || typeof answer.body !== "object") {
      const retryable = answer.status === 0 || answer.status >= 500;
      throw new SocialAuthError(
        `Instagram did not extend the sign-in: ${vendorMessage(answer.body) ?? `HTTP ${answer.status}`}`,
        {
          retryable,
        },
      );
    }
    const tokens = tokensFrom(new OAuth2Tokens(answer.body), now());
    return { ...tokens, refreshToken: tokens.accessToken };
  }

  return {
    platform: "instagram",
    mode: "live",
    authorize(state, redirectUri) {
      const url = new OAuth2Client(config.clientId, null, redirectUri).createAuthorizationURL(
        `${authBase}/oauth/authorize`,
        state,
        SCOPES,
      );
      return { url, codeVerifier: null };
    },

    async connect(code, _codeVerifier, redirectUri): Promise<ConnectedAccount> {
      let tokens: SocialTokens;
      try {
        const short = await secretInBodyTokenRequest("Instagram", `${apiBase}/oauth/access_token`, {
          client_id: config.clientId,
          client_secret: config.clientSecret,
          grant_type: "authorization_code",
          redirect_uri: redirectUri,
          code,
        });
        const query = new URLSearchParams({
          grant_type: "ig_exchange_token",
          client_secret: config.clientSecret,
          access_token: short.accessToken(),
        });
        tokens = await longLived(`${graphBase}/access_token?${query}`);
      } catch (err) {
        throw authFailure("Instagram", err);
      }
      const me = await requestJson(
        `${graph}/me?${new URLSearchParams({ fields: "user_id,username,account_type", access_token: tokens.accessToken })}`,
      );
      const user = me.body as { user_id?: string; username?: string; account_type?: string } | null;
      if (!me.ok || !user?.user_id) {
        throw new SocialAuthError(`Instagram did not return the account: ${vendorMessage(me.body) ?? `HTTP ${me.status}`}`);
      }
      if (user.account_type === "PERSONAL") {
        throw new SocialAuthError(
          "Instagram lets apps post only for professional accounts: switch the account to Business or Creator in Instagram's settings and connect again.",
        );
      }
      return { accountId: user.user_id, label: user.username ? `@${user.username}` : "Instagram account", tokens };
    },

    async refresh(refreshToken) {
      try {
        return await longLived(
          `${graphBase}/refresh_access_token?${new URLSearchParams({ grant_type: "ig_refresh_token", access_token: refreshToken })}`,
        );
      } catch (err) {
        throw authFailure("Instagram", err);
      }
    },

    async publish(target, content, media?: PublishMedia, extras?: PublishExtras): Promise<PublishResult> {
      if (!media) {
        // Checked when the post is composed; kept here so nothing half-made reaches Instagram.
        return {
          ok: false,
          retryable: false,
          error: "Instagram needs a video or an image from the library. Attach one and post again.",
        };
      }
      const publishing = instagramPublishing({ graph, uploadBase, version, pollMs }, target.accountId, target.accessToken);
      const result =
        media.kind === "video"
          ? await publishing.reel(content, media)
          : media.items && media.items.length > 1
            ? await publishing.carousel(content, media.items)
            : await publishing.image(content, { url: media.url, contentType: media.contentType, bytes: media.bytes.byteLength });
      if (!result.ok || !result.externalId || !extras?.firstComment) return result;
      const commentError = await publishing.comment(result.externalId, extras.firstComment);
      return commentError ? { ...result, commentError } : result;
    },

    async engagement(target, externalId): Promise<EngagementReport | null> {
      const answer = await requestJson(
        `${graph}/${encodeURIComponent(externalId)}/insights?${new URLSearchParams({
          metric: "reach,likes,comments,shares",
          access_token: target.accessToken,
        })}`,
      );
      const data = (answer.body as { data?: { name?: string; values?: { value?: number }[] }[] } | null)?.data;
      if (!answer.ok || !Array.isArray(data)) return null;
      const metric = (name: string) => data.find((d) => d.name === name)?.values?.[0]?.value ?? 0;
      return { likes: metric("likes"), comments: metric("comments"), shares: metric("shares"), reach: metric("reach") };
    },

    async revoke() {
      // Instagram has no revocation endpoint; the member removes the app in Instagram's settings.
    },
  };
}
