// LinkedIn: Sign In with LinkedIn (OpenID Connect) plus w_member_social, authorization code without
// PKCE (LinkedIn offers PKCE only to native apps; arctic's LinkedIn provider has none). Posts go to
// the Posts API as the member. Reading a member post's engagement needs a partner-only scope, so
// LinkedIn engagement is reported as not available rather than invented.
import { OAuth2Client } from "arctic";
import type { ConnectedAccount, PublishMedia, PublishResult, SocialProvider, SocialTokens } from "../../ports/social.ts";
import { SocialAuthError } from "../../ports/social.ts";
import { authFailure, publishFailure, requestJson, secretInBodyTokenRequest, tokensFrom, vendorMessage } from "./http.ts";
import { uploadLinkedInMedia } from "./linkedin-media.ts";

export interface LinkedInConfig {
  clientId: string;
  clientSecret: string;
  /** https://www.linkedin.com (authorization and tokens) */
  authBase?: string;
  /** https://api.linkedin.com */
  apiBase?: string;
  /** LinkedIn-Version header (YYYYMM; each version is served for about a year). */
  apiVersion?: string;
}

const SCOPES = ["openid", "profile", "w_member_social"];

/** The Posts API reads commentary as "little text", where these characters are markup. */
export function escapeLittleText(text: string): string {
  return text.replace(/[\\|{}@[\]()<>#*_~]/g, (c) => `\\${c}`);
}

export function linkedInProvider(config: LinkedInConfig, now: () => Date = () => new Date()): SocialProvider {
  const authBase = config.authBase ?? "https://www.linkedin.com";
  const apiBase = config.apiBase ?? "https://api.linkedin.com";
  const secret = { client_id: config.clientId, client_secret: config.clientSecret };
  const tokenEndpoint = `${authBase}/oauth/v2/accessToken`;

  return {
    platform: "linkedin",
    mode: "live",
    authorize(state, redirectUri) {
      const url = new OAuth2Client(config.clientId, null, redirectUri).createAuthorizationURL(
        `${authBase}/oauth/v2/authorization`,
        state,
        SCOPES,
      );
      return { url, codeVerifier: null };
    },

    async connect(code, _codeVerifier, redirectUri): Promise<ConnectedAccount> {
      let tokens: SocialTokens;
      try {
        const answer = await secretInBodyTokenRequest("LinkedIn", tokenEndpoint, {
          ...secret,
          grant_type: "authorization_code",
          redirect_uri: redirectUri,
          code,
        });
        tokens = tokensFrom(answer, now());
      } catch (err) {
        throw authFailure("LinkedIn", err);
      }
      const me = await requestJson(`${apiBase}/v2/userinfo`, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
      const info = me.body as { sub?: string; name?: string } | null;
      if (!me.ok || !info?.sub) {
        throw new SocialAuthError(`LinkedIn did not return your profile: ${vendorMessage(me.body) ?? `HTTP ${me.status}`}`);
      }
      return { accountId: info.sub, label: info.name ?? "LinkedIn member", tokens };
    },

    async refresh(refreshToken) {
      try {
        const answer = await secretInBodyTokenRequest("LinkedIn", tokenEndpoint, {
          ...secret,
          grant_type: "refresh_token",
          refresh_token: refreshToken,
        });
        return tokensFrom(answer, now());
      } catch (err) {
        throw authFailure("LinkedIn", err);
      }
    },

    async publish(target, content, media?: PublishMedia): Promise<PublishResult> {
      const headers = {
        authorization: `Bearer ${target.accessToken}`,
        "LinkedIn-Version": config.apiVersion ?? "202510",
        "X-Restli-Protocol-Version": "2.0.0",
      };
      const author = `urn:li:person:${target.accountId}`;
      let attachment: { media: { id: string } } | undefined;
      if (media) {
        const upload = await uploadLinkedInMedia(apiBase, headers, author, media);
        if (!upload.ok) return publishFailure("LinkedIn", upload.answer);
        attachment = { media: { id: upload.urn } };
      }
      const answer = await requestJson(`${apiBase}/rest/posts`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({
          author,
          ...(attachment ? { content: attachment } : {}),
          commentary: escapeLittleText(content),
          visibility: "PUBLIC",
          distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
          lifecycleState: "PUBLISHED",
          isReshareDisabledByAuthor: false,
        }),
      });
      if (answer.ok) return { ok: true, externalId: answer.headers.get("x-restli-id") };
      return publishFailure("LinkedIn", answer);
    },

    async engagement() {
      return null;
    },

    async revoke(tokens) {
      await requestJson(`${authBase}/oauth/v2/revoke`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ ...secret, token: tokens.accessToken }).toString(),
      });
    },
  };
}
