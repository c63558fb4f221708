// Google's OAuth 2.0 for web servers, shared by YouTube and Google Business Profile: authorization
// code with PKCE (S256) through arctic's OAuth2Client (what arctic's Google provider does, with
// endpoints we can point at a local fake), offline access so a refresh token comes back, and
// consent asked each time so a reconnect gets a new refresh token too.
import { CodeChallengeMethod, generateCodeVerifier, OAuth2Client } from "arctic";
import type { SocialTokens } from "../../ports/social.ts";
import { SocialAuthError } from "../../ports/social.ts";
import { authFailure, requestJson, tokensFrom } from "./http.ts";

export interface GoogleOAuthConfig {
  clientId: string;
  clientSecret: string;
  /** https://accounts.google.com */
  authBase?: string;
  /** https://oauth2.googleapis.com */
  tokenBase?: string;
}

export function googleOAuth(config: GoogleOAuthConfig, network: string, scopes: string[], now: () => Date) {
  const authBase = config.authBase ?? "https://accounts.google.com";
  const tokenBase = config.tokenBase ?? "https://oauth2.googleapis.com";
  const client = (redirectUri: string | null) => new OAuth2Client(config.clientId, config.clientSecret, redirectUri);

  return {
    authorize(state: string, redirectUri: string) {
      const codeVerifier = generateCodeVerifier();
      const url = client(redirectUri).createAuthorizationURLWithPKCE(
        `${authBase}/o/oauth2/v2/auth`,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        scopes,
      );
      url.searchParams.set("access_type", "offline");
      url.searchParams.set("prompt", "consent");
      return { url, codeVerifier };
    },

    async exchange(code: string, codeVerifier: string | null, redirectUri: string): Promise<SocialTokens> {
      if (!codeVerifier) throw new SocialAuthError(`The ${network} sign-in lost its verifier. Please start again.`);
      try {
        return tokensFrom(await client(redirectUri).validateAuthorizationCode(`${tokenBase}/token`, code, codeVerifier), now());
      } catch (err) {
        throw authFailure(network, err);
      }
    },

    async refresh(refreshToken: string): Promise<SocialTokens> {
      try {
        const tokens = tokensFrom(await client(null).refreshAccessToken(`${tokenBase}/token`, refreshToken, []), now());
        // Google keeps the refresh token unless it rotates one; keep the one we have.
        return { ...tokens, refreshToken: tokens.refreshToken ?? refreshToken };
      } catch (err) {
        throw authFailure(network, err);
      }
    },

    async revoke(tokens: SocialTokens): Promise<void> {
      // Revoking the refresh token ends the whole grant; a failure leaves only an unused grant behind.
      await requestJson(`${tokenBase}/revoke`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token: tokens.refreshToken ?? tokens.accessToken }).toString(),
      }).catch(() => undefined);
    },
  };
}
