// YouTube Shorts through the YouTube Data API: Google sign-in (google-oauth.ts), the member's
// channel, and a resumable upload of the 9:16 video (start the session with the video's title,
// description and privacy, then PUT the bytes to the session's address). A vertical video of up to
// three minutes is a Short; "#Shorts" in the title helps YouTube file it there.
// https://developers.google.com/youtube/v3/guides/using_resumable_upload_protocol
import { shortTitle } from "@realty/contracts/social";
import type { ConnectedAccount, EngagementReport, PublishMedia, PublishResult, SocialProvider } from "../../ports/social.ts";
import { SocialAuthError } from "../../ports/social.ts";
import { type GoogleOAuthConfig, googleOAuth } from "./google-oauth.ts";
import { type JsonAnswer, mediaFailure, publishFailure, requestJson, vendorMessage } from "./http.ts";

export interface YouTubeConfig extends GoogleOAuthConfig {
  /** https://www.googleapis.com (both the Data API and its upload host) */
  apiBase?: string;
}

const SCOPES = ["https://www.googleapis.com/auth/youtube.upload", "https://www.googleapis.com/auth/youtube.readonly"];

/** Google's reasons that mean "not now": quota and rate limits. */
const RATE_REASONS = new Set(["quotaExceeded", "rateLimitExceeded", "userRateLimitExceeded", "uploadLimitExceeded"]);
const reasonOf = (answer: JsonAnswer) =>
  (answer.body as { error?: { errors?: { reason?: string }[] } } | null)?.error?.errors?.[0]?.reason;
const failed = (answer: JsonAnswer) =>
  publishFailure("YouTube", answer, answer.status === 429 || RATE_REASONS.has(reasonOf(answer) ?? ""));

export function youtubeProvider(config: YouTubeConfig, now: () => Date = () => new Date()): SocialProvider {
  const apiBase = config.apiBase ?? "https://www.googleapis.com";
  const oauth = googleOAuth(config, "YouTube", SCOPES, now);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function upload(token: string, content: string, media: PublishMedia): Promise<PublishResult> {
    const metadata = {
      snippet: { title: shortTitle(content), description: content.replace(/[<>]/g, ""), categoryId: "22" },
      status: { privacyStatus: "public", selfDeclaredMadeForKids: false },
    };
    const start = await requestJson(`${apiBase}/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status`, {
      method: "POST",
      headers: {
        ...bearer(token),
        "content-type": "application/json; charset=UTF-8",
        "x-upload-content-length": String(media.bytes.byteLength),
        "x-upload-content-type": media.contentType,
      },
      body: JSON.stringify(metadata),
    });
    const session = start.headers.get("location");
    if (!start.ok || !session) return failed(start);
    const put = await requestJson(session, {
      method: "PUT",
      headers: { ...bearer(token), "content-type": media.contentType },
      body: media.bytes,
    });
    const id = (put.body as { id?: string } | null)?.id;
    if (put.ok && id) return { ok: true, externalId: id };
    if (put.status === 400) return mediaFailure("YouTube", vendorMessage(put.body) ?? "upload refused");
    return failed(put);
  }

  return {
    platform: "youtube",
    mode: "live",
    authorize: oauth.authorize,

    async connect(code, codeVerifier, redirectUri): Promise<ConnectedAccount> {
      const tokens = await oauth.exchange(code, codeVerifier, redirectUri);
      const answer = await requestJson(`${apiBase}/youtube/v3/channels?part=snippet&mine=true`, {
        headers: bearer(tokens.accessToken),
      });
      const channel = (answer.body as { items?: { id?: string; snippet?: { title?: string } }[] } | null)?.items?.[0];
      if (!answer.ok)
        throw new SocialAuthError(
          `YouTube did not return your channel: ${vendorMessage(answer.body) ?? `HTTP ${answer.status}`}`,
        );
      if (!channel?.id) {
        throw new SocialAuthError("This Google account has no YouTube channel: create one on YouTube and connect again.");
      }
      return { accountId: channel.id, label: channel.snippet?.title ?? "YouTube channel", tokens };
    },

    refresh: oauth.refresh,

    async publish(target, content, media?: PublishMedia): Promise<PublishResult> {
      if (media?.kind !== "video") {
        return {
          ok: false,
          retryable: false,
          error: "YouTube takes only videos. Attach a video from the library and post again.",
        };
      }
      return upload(target.accessToken, content, media);
    },

    async engagement(target, externalId): Promise<EngagementReport | null> {
      const answer = await requestJson(`${apiBase}/youtube/v3/videos?part=statistics&id=${encodeURIComponent(externalId)}`, {
        headers: bearer(target.accessToken),
      });
      const stats = (answer.body as { items?: { statistics?: Record<string, string> }[] } | null)?.items?.[0]?.statistics;
      if (!answer.ok || !stats) return null;
      const n = (v?: string) => Number(v ?? 0) || 0;
      // YouTube reports views, not reach; shares are not in the Data API.
      return {
        likes: n(stats.likeCount),
        comments: n(stats.commentCount),
        shares: 0,
        reach: stats.viewCount ? n(stats.viewCount) : null,
      };
    },

    revoke: oauth.revoke,
  };
}
