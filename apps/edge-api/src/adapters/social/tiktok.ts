// TikTok through Login Kit (OAuth 2.0; TikTok names the client "client_key" and wants the secret in
// the body) and the Content Posting API: ask the creator's posting options, init the upload, PUT
// the 9:16 video's bytes in chunks, then read the status until TikTok has it. "direct" posts it to
// the profile; "draft" sends it to the creator's TikTok inbox to finish in the app (what TikTok
// allows an app before its audit).
// https://developers.tiktok.com/doc/content-posting-api-get-started
import { OAuth2Client } from "arctic";
import type {
  ConnectedAccount,
  EngagementReport,
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

export interface TikTokConfig {
  clientKey: string;
  clientSecret: string;
  /** direct: published on the profile; draft: sent to the creator's inbox. */
  postMode?: "direct" | "draft";
  /** https://www.tiktok.com (where the member signs in) */
  authBase?: string;
  /** https://open.tiktokapis.com */
  apiBase?: string;
  pollMs?: number;
}

const SCOPES = ["user.info.basic", "video.publish", "video.upload", "video.list"];
/** TikTok's chunks: at least 5 MB, at most 64 MB; a file under 64 MB goes in one. */
const CHUNK_BYTES = 10 * 1024 * 1024;
const SINGLE_CHUNK_MAX = 64 * 1024 * 1024;
const MAX_STATUS_CHECKS = 30;

interface TikTokError {
  code?: string;
  message?: string;
}
const errorOf = (answer: JsonAnswer) => (answer.body as { error?: TikTokError } | null)?.error;
/** TikTok answers 200 with error.code "ok" when all is well. */
const succeeded = (answer: JsonAnswer) => answer.ok && (errorOf(answer)?.code ?? "ok") === "ok";
const failed = (answer: JsonAnswer) =>
  publishFailure("TikTok", answer, answer.status === 429 || errorOf(answer)?.code === "rate_limit_exceeded");

export function tiktokProvider(config: TikTokConfig, now: () => Date = () => new Date()): SocialProvider {
  const authBase = config.authBase ?? "https://www.tiktok.com";
  const apiBase = config.apiBase ?? "https://open.tiktokapis.com";
  const tokenEndpoint = `${apiBase}/v2/oauth/token/`;
  const pollMs = config.pollMs ?? 3_000;
  const direct = (config.postMode ?? "draft") === "direct";

  const call = (path: string, token: string, body: unknown) =>
    requestJson(`${apiBase}${path}`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json; charset=UTF-8" },
      body: JSON.stringify(body),
    });

  async function tokens(params: Record<string, string>): Promise<SocialTokens> {
    const answer = await secretInBodyTokenRequest("TikTok", tokenEndpoint, {
      client_key: config.clientKey,
      client_secret: config.clientSecret,
      ...params,
    });
    return tokensFrom(answer, now());
  }

  /** The privacy the creator allows, public when offered (direct posts must pick one of theirs). */
  async function postInfo(
    token: string,
    caption: string,
  ): Promise<{ ok: true; info: object } | { ok: false; answer: JsonAnswer }> {
    const creator = await call("/v2/post/publish/creator_info/query/", token, {});
    if (!succeeded(creator)) return { ok: false, answer: creator };
    const options = (creator.body as { data?: { privacy_level_options?: string[] } } | null)?.data?.privacy_level_options ?? [];
    const privacy = options.includes("PUBLIC_TO_EVERYONE") ? "PUBLIC_TO_EVERYONE" : (options[0] ?? "SELF_ONLY");
    return {
      ok: true,
      info: { title: caption, privacy_level: privacy, disable_duet: false, disable_comment: false, disable_stitch: false },
    };
  }

  async function publishVideo(token: string, caption: string, media: PublishMedia): Promise<PublishResult> {
    const size = media.bytes.byteLength;
    const chunkSize = size <= SINGLE_CHUNK_MAX ? size : CHUNK_BYTES;
    const chunks = Math.max(1, Math.floor(size / chunkSize));
    const source = { source: "FILE_UPLOAD", video_size: size, chunk_size: chunkSize, total_chunk_count: chunks };
    let body: object = { source_info: source };
    if (direct) {
      const info = await postInfo(token, caption);
      if (!info.ok) return failed(info.answer);
      body = { post_info: info.info, source_info: source };
    }
    const init = await call(direct ? "/v2/post/publish/video/init/" : "/v2/post/publish/inbox/video/init/", token, body);
    const data = (init.body as { data?: { publish_id?: string; upload_url?: string } } | null)?.data;
    if (!succeeded(init) || !data?.publish_id || !data.upload_url) return failed(init);
    for (let i = 0; i < chunks; i++) {
      const first = i * chunkSize;
      // The last chunk takes the remainder, as TikTok's chunking asks.
      const last = i === chunks - 1 ? size - 1 : first + chunkSize - 1;
      const put = await requestJson(data.upload_url, {
        method: "PUT",
        headers: { "content-type": media.contentType, "content-range": `bytes ${first}-${last}/${size}` },
        body: media.bytes.slice(first, last + 1),
      });
      if (!put.ok) return put.status === 400 ? mediaFailure("TikTok", vendorMessage(put.body) ?? "upload refused") : failed(put);
    }
    const done = direct ? "PUBLISH_COMPLETE" : "SEND_TO_USER_INBOX";
    for (let check = 0; check < MAX_STATUS_CHECKS; check++) {
      const status = await call("/v2/post/publish/status/fetch/", token, { publish_id: data.publish_id });
      if (!succeeded(status)) return failed(status);
      const state = (
        status.body as { data?: { status?: string; fail_reason?: string; publicaly_available_post_id?: (string | number)[] } }
      ).data;
      if (state?.status === done) {
        const postId = state.publicaly_available_post_id?.[0];
        return { ok: true, externalId: postId ? String(postId) : data.publish_id };
      }
      if (state?.status === "FAILED") return mediaFailure("TikTok", state.fail_reason ?? "TikTok could not process the video");
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    return { ok: false, retryable: false, error: "TikTok is still processing the video. Check TikTok before posting again." };
  }

  return {
    platform: "tiktok",
    mode: "live",
    authorize(state, redirectUri) {
      // TikTok's authorize page reads client_key, not client_id.
      const url = new OAuth2Client(config.clientKey, null, redirectUri).createAuthorizationURL(
        `${authBase}/v2/auth/authorize/`,
        state,
        [],
      );
      url.searchParams.delete("client_id");
      url.searchParams.set("client_key", config.clientKey);
      url.searchParams.set("scope", SCOPES.join(","));
      return { url, codeVerifier: null };
    },

    async connect(code, _codeVerifier, redirectUri): Promise<ConnectedAccount> {
      let granted: SocialTokens;
      try {
        granted = await tokens({ code, grant_type: "authorization_code", redirect_uri: redirectUri });
      } catch (err) {
        throw authFailure("TikTok", err);
      }
      const me = await requestJson(`${apiBase}/v2/user/info/?fields=open_id,display_name`, {
        headers: { authorization: `Bearer ${granted.accessToken}` },
      });
      const user = (me.body as { data?: { user?: { open_id?: string; display_name?: string } } } | null)?.data?.user;
      if (!succeeded(me) || !user?.open_id) {
        throw new SocialAuthError(`TikTok did not return the account: ${vendorMessage(me.body) ?? `HTTP ${me.status}`}`);
      }
      return { accountId: user.open_id, label: user.display_name ?? "TikTok account", tokens: granted };
    },

    async refresh(refreshToken) {
      try {
        return await tokens({ grant_type: "refresh_token", refresh_token: refreshToken });
      } catch (err) {
        throw authFailure("TikTok", err);
      }
    },

    async publish(target, content, media?: PublishMedia): Promise<PublishResult> {
      if (media?.kind !== "video") {
        return {
          ok: false,
          retryable: false,
          error: "TikTok takes only videos. Attach a video from the library and post again.",
        };
      }
      return publishVideo(target.accessToken, content, media);
    },

    async engagement(target, externalId): Promise<EngagementReport | null> {
      // A draft has no public id (only TikTok's publish id, which starts with v_inbox or v_pub).
      if (externalId.startsWith("v_")) return null;
      const answer = await call(
        "/v2/video/query/?fields=id,like_count,comment_count,share_count,view_count",
        target.accessToken,
        {
          filters: { video_ids: [externalId] },
        },
      );
      const video = (answer.body as { data?: { videos?: Record<string, number>[] } } | null)?.data?.videos?.[0];
      if (!succeeded(answer) || !video) return null;
      return {
        likes: video.like_count ?? 0,
        comments: video.comment_count ?? 0,
        shares: video.share_count ?? 0,
        reach: typeof video.view_count === "number" ? video.view_count : null,
      };
    },

    async revoke(tokens) {
      await requestJson(`${apiBase}/v2/oauth/revoke/`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          client_key: config.clientKey,
          client_secret: config.clientSecret,
          token: tokens.accessToken,
        }).toString(),
      }).catch(() => undefined);
    },
  };
}
