// A local YouTube for the adapter's contract tests and local runs: Google sign-in (PKCE, offline
// access, refresh tokens kept), the member's channel, the resumable upload (the session answers a
// Location; the PUT must bring exactly the declared bytes), and plausible statistics per video.
import { json, newId, startFakeNetwork } from "./fake-network.ts";

export interface FakeYouTubeUpload {
  sessionId: string;
  title: string;
  description: string;
  privacy: string;
  declared: number;
  bytes: number;
  videoId: string | null;
}

export async function startFakeYouTube() {
  const uploads: FakeYouTubeUpload[] = [];
  const unauthorized = json(401, {
    error: { code: 401, message: "Request had invalid authentication credentials.", status: "UNAUTHENTICATED" },
  });

  const kit = await startFakeNetwork(
    "youtube",
    { authorizePath: "/o/oauth2/v2/auth", clientIdParam: "client_id", basicAuth: true, accessSeconds: 3599, refreshTokens: true },
    (req, kit) => {
      const { path } = req;
      if (path === "/token") return kit.tokenGrant(req);
      if (path === "/revoke") {
        kit.revoke(req.form.get("token") ?? "");
        return json(200, {});
      }
      if (!req.token) return unauthorized;
      if (path === "/youtube/v3/channels") {
        return (
          kit.injected("profile") ?? json(200, { items: [{ id: "UC-fake-channel", snippet: { title: "Fake Agent Homes" } }] })
        );
      }
      if (path === "/upload/youtube/v3/videos" && req.method === "POST") {
        const failure = kit.injected("init");
        if (failure) return failure;
        if (req.url.searchParams.get("uploadType") !== "resumable") return json(400, { error: { message: "resumable only" } });
        const meta = req.json as { snippet?: { title?: string; description?: string }; status?: { privacyStatus?: string } };
        const upload: FakeYouTubeUpload = {
          sessionId: newId(),
          title: meta.snippet?.title ?? "",
          description: meta.snippet?.description ?? "",
          privacy: meta.status?.privacyStatus ?? "",
          declared: Number(req.headers["x-upload-content-length"] ?? 0),
          bytes: 0,
          videoId: null,
        };
        uploads.push(upload);
        return json(
          200,
          {},
          { location: `${kit.base}/upload/youtube/v3/videos?uploadType=resumable&upload_id=${upload.sessionId}` },
        );
      }
      if (path === "/upload/youtube/v3/videos" && req.method === "PUT") {
        const failure = kit.injected("upload");
        if (failure) return failure;
        const upload = uploads.find((u) => u.sessionId === req.url.searchParams.get("upload_id"));
        if (!upload) return json(404, { error: { message: "Unknown upload session" } });
        upload.bytes += req.raw.byteLength;
        if (upload.bytes !== upload.declared) return json(400, { error: { code: 400, message: "The upload is incomplete." } });
        upload.videoId = `yt${newId()}`;
        return json(200, { kind: "youtube#video", id: upload.videoId, status: { uploadStatus: "uploaded" } });
      }
      if (path === "/youtube/v3/videos" && req.method === "GET") {
        const failure = kit.injected("engagement");
        if (failure) return failure;
        const id = req.url.searchParams.get("id");
        if (!uploads.some((u) => u.videoId === id)) return json(200, { items: [] });
        return json(200, {
          items: [{ id, statistics: { viewCount: "3120", likeCount: "144", commentCount: "12", favoriteCount: "0" } }],
        });
      }
      return null;
    },
  );

  return {
    ...kit,
    uploads,
    /** Forgets requests, queued failures and what was published (between tests). */
    reset() {
      kit.reset();
      uploads.length = 0;
    },
  };
}

export type FakeYouTube = Awaited<ReturnType<typeof startFakeYouTube>>;
