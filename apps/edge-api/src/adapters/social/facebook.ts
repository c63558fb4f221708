// Facebook: Facebook Login (authorization code; Facebook offers no PKCE to confidential web apps,
// and arctic's Facebook provider has none). Facebook lets apps post only to Pages, so connecting
// takes the member's first Page and keeps its Page token, which does not expire when it comes from
// a long-lived user token: nothing to refresh, and a lost grant shows up as a 401 on the next post.
import { OAuth2Client, OAuth2Tokens } from "arctic";
import type {
  ConnectedAccount,
  EngagementReport,
  PublishExtras,
  PublishMedia,
  PublishResult,
  PublishTarget,
  SocialProvider,
} from "../../ports/social.ts";
import { SocialAuthError } from "../../ports/social.ts";
import { publishFacebookMedia } from "./facebook-media.ts";
import { authFailure, publishFailure, requestJson, secretInBodyTokenRequest, vendorMessage } from "./http.ts";

export interface FacebookConfig {
  clientId: string;
  clientSecret: string;
  /** https://www.facebook.com (the login dialog) */
  authBase?: string;
  /** https://graph.facebook.com */
  graphBase?: string;
  version?: string;
}

const SCOPES = ["pages_show_list", "pages_manage_posts", "pages_read_engagement"];

export function facebookProvider(config: FacebookConfig): SocialProvider {
  const version = config.version ?? "v21.0";
  const authBase = config.authBase ?? "https://www.facebook.com";
  const graph = `${config.graphBase ?? "https://graph.facebook.com"}/${version}`;
  const secret = { client_id: config.clientId, client_secret: config.clientSecret };

  async function userToken(code: string, redirectUri: string): Promise<string> {
    const short = await secretInBodyTokenRequest("Facebook", `${graph}/oauth/access_token`, {
      ...secret,
      redirect_uri: redirectUri,
      code,
    });
    // Swap the one-hour token for a long-lived one, so the Page token derived from it never expires.
    const query = new URLSearchParams({ ...secret, grant_type: "fb_exchange_token", fb_exchange_token: short.accessToken() });
    const long = await requestJson(`${graph}/oauth/access_token?${query}`);
    if (!long.ok || !long.body || typeof long.body !== "object") {
      throw new SocialAuthError(`Facebook did not extend the sign-in: ${vendorMessage(long.body) ?? `HTTP ${long.status}`}`);
    }
    return new OAuth2Tokens(long.body).accessToken();
  }

  async function publishPost(target: PublishTarget, content: string, media?: PublishMedia): Promise<PublishResult> {
    if (media) return publishFacebookMedia(graph, target, content, media);
    const answer = await requestJson(`${graph}/${encodeURIComponent(target.accountId)}/feed`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ message: content, access_token: target.accessToken }).toString(),
    });
    const id = (answer.body as { id?: string } | null)?.id;
    if (answer.ok && id) return { ok: true, externalId: id };
    return publishFailure("Facebook", answer);
  }

  return {
    platform: "facebook",
    mode: "live",
    authorize(state, redirectUri) {
      const url = new OAuth2Client(config.clientId, null, redirectUri).createAuthorizationURL(
        `${authBase}/${version}/dialog/oauth`,
        state,
        SCOPES,
      );
      return { url, codeVerifier: null };
    },

    async connect(code, _codeVerifier, redirectUri): Promise<ConnectedAccount> {
      let token: string;
      try {
        token = await userToken(code, redirectUri);
      } catch (err) {
        throw authFailure("Facebook", err);
      }
      const pages = await requestJson(
        `${graph}/me/accounts?${new URLSearchParams({ fields: "id,name,access_token", access_token: token })}`,
      );
      const list = (pages.body as { data?: { id?: string; name?: string; access_token?: string }[] } | null)?.data;
      if (!pages.ok || !Array.isArray(list)) {
        throw new SocialAuthError(`Facebook did not list your Pages: ${vendorMessage(pages.body) ?? `HTTP ${pages.status}`}`);
      }
      const page = list.find((p) => p.id && p.access_token);
      if (!page?.id || !page.access_token) {
        throw new SocialAuthError(
          "No Facebook Page found. Facebook lets apps post only to Pages you manage: create or select a Page and connect again.",
        );
      }
      return {
        accountId: page.id,
        label: page.name ?? "Facebook Page",
        tokens: { accessToken: page.access_token, refreshToken: null, expiresAt: null },
      };
    },

    async refresh() {
      throw new SocialAuthError("Facebook access has ended. Please reconnect your Facebook account.");
    },

    async publish(target, content, media?: PublishMedia, extras?: PublishExtras): Promise<PublishResult> {
      const result = await publishPost(target, content, media);
      if (!result.ok || !result.externalId || !extras?.firstComment) return result;
      const comment = await requestJson(`${graph}/${encodeURIComponent(result.externalId)}/comments`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ message: extras.firstComment, access_token: target.accessToken }).toString(),
      });
      if (comment.ok) return result;
      return {
        ...result,
        commentError: `Facebook refused the first comment: ${vendorMessage(comment.body) ?? `HTTP ${comment.status}`}`,
      };
    },

    async engagement(target, externalId): Promise<EngagementReport | null> {
      const fields = "shares,reactions.summary(total_count).limit(0),comments.summary(total_count).limit(0)";
      const answer = await requestJson(
        `${graph}/${encodeURIComponent(externalId)}?${new URLSearchParams({ fields, access_token: target.accessToken })}`,
      );
      if (!answer.ok || !answer.body || typeof answer.body !== "object") return null;
      const b = answer.body as {
        shares?: { count?: number };
        reactions?: { summary?: { total_count?: number } };
        comments?: { summary?: { total_count?: number } };
      };
      return {
        likes: b.reactions?.summary?.total_count ?? 0,
        shares: b.shares?.count ?? 0,
        comments: b.comments?.summary?.total_count ?? 0,
        // Reach needs the read_insights permission, which this app does not ask for.
        reach: null,
      };
    },

    async revoke() {
      // The Page token is all we keep; the member removes the app in Facebook's settings.
    },
  };
}
