// A local TikTok for the adapter's contract tests and local runs: Login Kit tokens (client_key, the
// secret in the body, rotating refresh tokens), the user's profile, the Content Posting API (creator
// options, init for a direct post or an inbox draft, chunked PUT with Content-Range that must cover
// the declared size exactly, status that reads PROCESSING_UPLOAD once before it completes), and
// plausible counts for a published video.
import { json, newId, startFakeNetwork } from "./fake-network.ts";

export interface FakeTikTokVideo {
  publishId: string;
  kind: "direct" | "draft";
  caption: string | null;
  privacy: string | null;
  declared: number;
  chunkCount: number;
  bytes: number;
  statusChecks: number;
  postId: string | null;
}

const ok = { code: "ok", message: "", log_id: "fake-log" };

export async function startFakeTikTok() {
  const videos: FakeTikTokVideo[] = [];
  const unauthorized = json(401, {
    error: { code: "access_token_invalid", message: "The access token is invalid or not found in the request." },
  });

  const kit = await startFakeNetwork(
    "tiktok",
    {
      authorizePath: "/v2/auth/authorize/",
      clientIdParam: "client_key",
      basicAuth: false,
      accessSeconds: 86_400,
      refreshTokens: true,
    },
    (req, kit) => {
      const { path } = req;
      if (path === "/v2/oauth/token/") return kit.tokenGrant(req);
      if (path === "/v2/oauth/revoke/") {
        kit.revoke(req.form.get("token") ?? "");
        return json(200, {});
      }
      const upload = /^\/upload\/([^/]+)$/.exec(path);
      if (upload && req.method === "PUT") {
        const failure = kit.injected("upload");
        if (failure) return failure;
        const video = videos.find((v) => v.publishId === upload[1]);
        const range = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(String(req.headers["content-range"] ?? ""));
        if (!video || !range) return json(400, { error: { code: "invalid_params", message: "Bad upload" } });
        const [first, last, total] = [Number(range[1]), Number(range[2]), Number(range[3])];
        if (first !== video.bytes || last - first + 1 !== req.raw.byteLength || total !== video.declared) {
          return json(416, { error: { code: "invalid_params", message: "Content-Range does not match the upload" } });
        }
        video.bytes += req.raw.byteLength;
        return json(video.bytes === video.declared ? 201 : 206, {});
      }
      if (!req.token) return unauthorized;
      if (path === "/v2/user/info/") {
        return (
          kit.injected("profile") ??
          json(200, { data: { user: { open_id: "tt-open-7", display_name: "Fake Agent" } }, error: ok })
        );
      }
      if (path === "/v2/post/publish/creator_info/query/") {
        return (
          kit.injected("creator") ??
          json(200, {
            data: {
              creator_username: "fake_agent",
              privacy_level_options: ["PUBLIC_TO_EVERYONE", "SELF_ONLY"],
              max_video_post_duration_sec: 600,
            },
            error: ok,
          })
        );
      }
      const init = /^\/v2\/post\/publish\/(inbox\/)?video\/init\/$/.exec(path);
      if (init) {
        const failure = kit.injected("init");
        if (failure) return failure;
        const body = req.json as {
          post_info?: { title?: string; privacy_level?: string };
          source_info?: Record<string, unknown>;
        };
        const source = body.source_info ?? {};
        if (source.source !== "FILE_UPLOAD" || typeof source.video_size !== "number") {
          return json(400, { error: { code: "invalid_params", message: "source_info is required" } });
        }
        const video: FakeTikTokVideo = {
          publishId: `${init[1] ? "v_inbox" : "v_pub"}_file~v2.${newId()}`,
          kind: init[1] ? "draft" : "direct",
          caption: body.post_info?.title ?? null,
          privacy: body.post_info?.privacy_level ?? null,
          declared: source.video_size,
          chunkCount: Number(source.total_chunk_count),
          bytes: 0,
          statusChecks: 0,
          postId: null,
        };
        videos.push(video);
        return json(200, {
          data: { publish_id: video.publishId, upload_url: `${kit.base}/upload/${video.publishId}` },
          error: ok,
        });
      }
      if (path === "/v2/post/publish/status/fetch/") {
        const failure = kit.injected("status");
        if (failure) return failure;
        const video = videos.find((v) => v.publishId === req.json.publish_id);
        if (!video) return json(400, { error: { code: "invalid_publish_id", message: "Unknown publish_id" } });
        video.statusChecks++;
        if (video.statusChecks === 1 || video.bytes !== video.declared) {
          return json(200, { data: { status: "PROCESSING_UPLOAD", uploaded_bytes: video.bytes }, error: ok });
        }
        if (video.kind === "draft") return json(200, { data: { status: "SEND_TO_USER_INBOX" }, error: ok });
        video.postId ??= String(7_300_000_000_000_000_000n + BigInt(videos.length));
        return json(200, { data: { status: "PUBLISH_COMPLETE", publicaly_available_post_id: [video.postId] }, error: ok });
      }
      if (path === "/v2/video/query/") {
        const failure = kit.injected("engagement");
        if (failure) return failure;
        const ids = ((req.json.filters as { video_ids?: string[] } | undefined)?.video_ids ?? []).filter((id) =>
          videos.some((v) => v.postId === id),
        );
        return json(200, {
          data: { videos: ids.map((id) => ({ id, like_count: 212, comment_count: 17, share_count: 23, view_count: 4810 })) },
          error: ok,
        });
      }
      return null;
    },
  );

  return {
    ...kit,
    videos,
    /** Forgets requests, queued failures and what was published (between tests). */
    reset() {
      kit.reset();
      videos.length = 0;
    },
  };
}

export type FakeTikTok = Awaited<ReturnType<typeof startFakeTikTok>>;
