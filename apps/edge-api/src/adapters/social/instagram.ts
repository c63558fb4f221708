// Instagram (professional accounts) through the Instagram API with Instagram Login: the member signs
// in on Instagram, the short-lived token is swapped for a 60-day one, and that token refreshes
// itself (Instagram has no refresh token: the long-lived token is presented to refresh it, so it is
// stored in both places). Publishing is Instagram's content publishing flow: create a container,
// upload the 9:16 video to it (resumable upload), poll its status until FINISHED, publish it.
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
import {
  authFailure,
  type JsonAnswer,
  mediaFailure,
  publishFailure,
  requestJson,
  secretInBodyTokenRequest,
  tokensFrom,
  vendorMessage,
} from "./http.ts";

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
const MAX_STATUS_CHECKS = 30;
/** Graph error codes that mean "too many calls or posts for now". */
const RATE_LIMIT_CODES = new Set([4, 9, 17, 32, 613]);

const graphCode = (answer: JsonAnswer) => (answer.body as { error?: { code?: number } } | null)?.error?.code;
const failed = (answer: JsonAnswer) =>
  publishFailure("Instagram", answer, answer.status === 429 || RATE_LIMIT_CODES.has(graphCode(answer) ?? -1));

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

  async function post(path: string, params: Record<string, string>, token: string): Promise<JsonAnswer> {
    return requestJson(`${graph}/${path}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...params, access_token: token }).toString(),
    });
  }

  async function publishReel(accountId: string, token: string, caption: string, media: PublishMedia): Promise<PublishResult> {
    const account = encodeURIComponent(accountId);
    const container = await post(
      `${account}/media`,
      { media_type: "REELS", upload_type: "resumable", caption, share_to_feed: "true" },
      token,
    );
    const containerId = (container.body as { id?: string } | null)?.id;
    if (!container.ok || !containerId) return failed(container);
    const upload = await requestJson(`${uploadBase}/ig-api-upload/${version}/${encodeURIComponent(containerId)}`, {
      method: "POST",
      headers: { authorization: `OAuth ${token}`, offset: "0", file_size: String(media.bytes.byteLength) },
      body: media.bytes,
    });
    if (!upload.ok)
      return upload.status === 400 ? mediaFailure("Instagram", vendorMessage(upload.body) ?? "upload refused") : failed(upload);
    for (let check = 0; check < MAX_STATUS_CHECKS; check++) {
      const status = await requestJson(
        `${graph}/${encodeURIComponent(containerId)}?${new URLSearchParams({ fields: "status_code,status", access_token: token })}`,
      );
      if (!status.ok) return failed(status);
      const state = status.body as { status_code?: string; status?: string } | null;
      if (state?.status_code === "FINISHED") {
        const published = await post(`${account}/media_publish`, { creation_id: containerId }, token);
        const id = (published.body as { id?: string } | null)?.id;
        return published.ok && id ? { ok: true, externalId: id } : failed(published);
      }
      if (state?.status_code === "ERROR" || state?.status_code === "EXPIRED") {
        return mediaFailure("Instagram", state.status ?? "the video could not be processed");
      }
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    return {
      ok: false,
      retryable: false,
      error: "Instagram is still processing the video. Check Instagram before posting again.",
    };
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
      if (media?.kind !== "video") {
        // Checked when the post is composed; kept here so nothing half-made reaches Instagram.
        return { ok: false, retryable: false, error: "Instagram needs a video from the library. Attach one and post again." };
      }
      const result = await publishReel(target.accountId, target.accessToken, content, media);
      if (!result.ok || !result.externalId || !extras?.firstComment) return result;
      const comment = await post(
        `${encodeURIComponent(result.externalId)}/comments`,
        { message: extras.firstComment },
        target.accessToken,
      );
      return comment.ok
        ? result
        : {
            ...result,
            commentError: `Instagram refused the first comment: ${vendorMessage(comment.body) ?? `HTTP ${comment.status}`}`,
          };
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
