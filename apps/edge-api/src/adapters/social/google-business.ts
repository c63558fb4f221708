// Google Business Profile local posts: Google sign-in (google-oauth.ts) with the business.manage
// scope, the member's first account and location, then a "What's new" local post through the My
// Business API v4: the text, the post image as a photo Google fetches from our signed link, and a
// Learn more button to the agent's share page for the library item (else the first link in the
// text). Engagement is not offered per post by Google's API.
// https://developers.google.com/my-business/content/posts-data
import type { ConnectedAccount, PublishExtras, PublishMedia, PublishResult, SocialProvider } from "../../ports/social.ts";
import { SocialAuthError } from "../../ports/social.ts";
import { type GoogleOAuthConfig, googleOAuth } from "./google-oauth.ts";
import { type JsonAnswer, mediaFailure, publishFailure, requestJson, vendorMessage } from "./http.ts";

export interface GoogleBusinessConfig extends GoogleOAuthConfig {
  /** https://mybusinessaccountmanagement.googleapis.com */
  accountsBase?: string;
  /** https://mybusinessbusinessinformation.googleapis.com */
  locationsBase?: string;
  /** https://mybusiness.googleapis.com (local posts, API v4) */
  postsBase?: string;
}

const SCOPES = ["https://www.googleapis.com/auth/business.manage"];
const LINK = /\bhttps?:\/\/[^\s)]+/;

const failed = (answer: JsonAnswer) =>
  publishFailure(
    "Google Business Profile",
    answer,
    answer.status === 429 || (answer.body as { error?: { status?: string } } | null)?.error?.status === "RESOURCE_EXHAUSTED",
  );

/**
 * The local post's body: the text, the photo when there is one, and a Learn more button to the
 * share page (or the text's first link) when there is one.
 */
export function localPost(
  content: string,
  photoUrl: string | null = null,
  sharePageUrl: string | null = null,
): Record<string, unknown> {
  const link = sharePageUrl ?? LINK.exec(content)?.[0];
  return {
    languageCode: "en-US",
    topicType: "STANDARD",
    summary: content,
    ...(photoUrl ? { media: [{ mediaFormat: "PHOTO", sourceUrl: photoUrl }] } : {}),
    ...(link ? { callToAction: { actionType: "LEARN_MORE", url: link } } : {}),
  };
}

export function googleBusinessProvider(config: GoogleBusinessConfig, now: () => Date = () => new Date()): SocialProvider {
  const accountsBase = config.accountsBase ?? "https://mybusinessaccountmanagement.googleapis.com";
  const locationsBase = config.locationsBase ?? "https://mybusinessbusinessinformation.googleapis.com";
  const postsBase = config.postsBase ?? "https://mybusiness.googleapis.com";
  const oauth = googleOAuth(config, "Google Business Profile", SCOPES, now);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  return {
    platform: "google_business",
    mode: "live",
    authorize: oauth.authorize,

    async connect(code, codeVerifier, redirectUri): Promise<ConnectedAccount> {
      const tokens = await oauth.exchange(code, codeVerifier, redirectUri);
      const accounts = await requestJson(`${accountsBase}/v1/accounts`, { headers: bearer(tokens.accessToken) });
      const account = (accounts.body as { accounts?: { name?: string }[] } | null)?.accounts?.[0]?.name;
      if (!accounts.ok) {
        throw new SocialAuthError(
          `Google did not list your business accounts: ${vendorMessage(accounts.body) ?? `HTTP ${accounts.status}`}`,
        );
      }
      if (!account)
        throw new SocialAuthError(
          "No Google Business Profile found for this Google account: create or claim one and connect again.",
        );
      const locations = await requestJson(`${locationsBase}/v1/${account}/locations?readMask=name,title`, {
        headers: bearer(tokens.accessToken),
      });
      const location = (locations.body as { locations?: { name?: string; title?: string }[] } | null)?.locations?.[0];
      if (!locations.ok || !location?.name) {
        throw new SocialAuthError(
          "Your Google Business Profile has no location to post to: add your business location and connect again.",
        );
      }
      return { accountId: `${account}/${location.name}`, label: location.title ?? "Google Business Profile", tokens };
    },

    refresh: oauth.refresh,

    async publish(target, content, media?: PublishMedia, extras?: PublishExtras): Promise<PublishResult> {
      if (media && media.kind !== "image") {
        // Checked when the post is composed; kept here so nothing half-made reaches Google.
        return {
          ok: false,
          retryable: false,
          error: "Google Business Profile takes a photo, not a video. Attach an image and post again.",
        };
      }
      const answer = await requestJson(`${postsBase}/v4/${target.accountId}/localPosts`, {
        method: "POST",
        headers: { ...bearer(target.accessToken), "content-type": "application/json" },
        body: JSON.stringify(localPost(content, media?.url ?? null, extras?.sharePageUrl ?? null)),
      });
      const name = (answer.body as { name?: string } | null)?.name;
      if (answer.ok && name) return { ok: true, externalId: name };
      // Google answers 400 INVALID_ARGUMENT naming the photo when it could not fetch or use it.
      const said = vendorMessage(answer.body) ?? "";
      return media && answer.status === 400 && /photo|media|image/i.test(said)
        ? mediaFailure("Google Business Profile", said)
        : failed(answer);
    },

    async engagement() {
      return null;
    },

    revoke: oauth.revoke,
  };
}
