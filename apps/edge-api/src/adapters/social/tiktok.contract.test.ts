// Contract tests of the TikTok adapter against the local TikTok: Login Kit (client_key, rotating
// refresh tokens), the Content Posting API in TikTok's order (creator options, init, chunked upload,
// status until complete), and TikTok's refusals in the member's words.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hubPostDeliveries, socialConnections } from "../../db/schema.ts";
import { decryptToken, tokenContext } from "../../services/social/token-crypto.ts";
import { FAKE_NETWORK_CLIENT } from "../../testing/fake-network.ts";
import { messageOf } from "../../testing/library-media-fixture.ts";
import {
  connectedMember,
  firstDeliveryInHistory,
  type MediaNetworksTest,
  type MemberBrowser,
  TEST_VIDEO_BYTES,
  useMediaNetworksApp,
} from "../../testing/media-networks-suite.ts";

let s: MediaNetworksTest;
useMediaNetworksApp((current) => {
  s = current;
});

const CAPTION = "3 things first-time buyers miss #homebuying";

function postVideo(browser: MemberBrowser, content = CAPTION) {
  return browser.post("/api/social/post", { content, platforms: ["tiktok"], media: { kind: "video", videoId: s.videoId } });
}

describe("TikTok", () => {
  it("connects through Login Kit with client_key and stores the rotating tokens encrypted", async () => {
    const { authorizeUrl, callback, userId } = await connectedMember(s.t, "tiktok");
    expect(authorizeUrl.pathname).toBe("/v2/auth/authorize/");
    expect(authorizeUrl.searchParams.get("client_key")).toBe(FAKE_NETWORK_CLIENT.clientId);
    expect(authorizeUrl.searchParams.get("client_id")).toBeNull();
    expect(authorizeUrl.searchParams.get("scope")).toBe("user.info.basic,video.publish,video.upload,video.list");
    expect(callback.status).toBe(200);
    expect(s.fakes.tiktok.log).toEqual(["GET /v2/auth/authorize/", "POST /v2/oauth/token/", "GET /v2/user/info/"]);
    const [row] = await s.t.db.select().from(socialConnections).where(eq(socialConnections.userId, userId));
    expect(row).toMatchObject({ platform: "tiktok", provider: "live", accountLabel: "Fake Agent" });
    expect(row?.refreshTokenEnc).toMatch(/^v1\./);
  });

  it("posts the 9:16 video directly: creator options, init, upload, status until PUBLISH_COMPLETE", async () => {
    const { browser } = await connectedMember(s.t, "tiktok");
    s.fakes.tiktok.reset();
    const res = await postVideo(browser);
    expect(await res.json()).toMatchObject({ successfulPosts: 1 });
    const video = s.fakes.tiktok.videos[0];
    expect(s.fakes.tiktok.log).toEqual([
      "POST /v2/post/publish/creator_info/query/",
      "POST /v2/post/publish/video/init/",
      `PUT /upload/${video?.publishId}`,
      "POST /v2/post/publish/status/fetch/",
      "POST /v2/post/publish/status/fetch/",
    ]);
    expect(video).toMatchObject({
      kind: "direct",
      caption: CAPTION,
      privacy: "PUBLIC_TO_EVERYONE",
      declared: TEST_VIDEO_BYTES,
      chunkCount: 1,
    });
    expect(video?.bytes).toBe(TEST_VIDEO_BYTES);
    const [delivery] = await s.t.db.select().from(hubPostDeliveries);
    expect(delivery).toMatchObject({ status: "posted", externalId: video?.postId });
  });

  it("shows the video's counts in History", async () => {
    const { browser } = await connectedMember(s.t, "tiktok");
    await postVideo(browser);
    const delivery = await firstDeliveryInHistory(s.t, browser);
    expect(delivery).toMatchObject({ status: "posted", engagement: { likes: 212, comments: 17, shares: 23 }, reach: 4810 });
  });

  it("refuses a post without a video before storing anything", async () => {
    const { browser } = await connectedMember(s.t, "tiktok");
    const res = await browser.post("/api/social/post", { content: CAPTION, platforms: ["tiktok"] });
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toBe(
      "TikTok takes only videos: attach a video from the library, or leave TikTok out of this post.",
    );
    expect(await s.t.db.select().from(hubPostDeliveries)).toHaveLength(0);
  });

  it("refreshes the day-long token with the refresh token, which TikTok rotates", async () => {
    const { browser, userId } = await connectedMember(s.t, "tiktok");
    const mine = and(eq(socialConnections.userId, userId), eq(socialConnections.platform, "tiktok"));
    const [before] = await s.t.db.select().from(socialConnections).where(mine);
    const context = tokenContext(userId, "tiktok");
    const oldRefresh = await decryptToken(s.t.deps.config.appSecret, before?.refreshTokenEnc ?? "", context);
    s.t.advance(24 * 3600 * 1000 - 5 * 60_000);
    s.fakes.tiktok.reset();
    expect((await postVideo(browser)).status).toBe(200);
    expect(s.fakes.tiktok.log[0]).toBe("POST /v2/oauth/token/");
    expect(s.fakes.tiktok.isRefreshTokenLive(oldRefresh)).toBe(false);
    const [after] = await s.t.db.select().from(socialConnections).where(mine);
    const access = await decryptToken(s.t.deps.config.appSecret, after?.accessTokenEnc ?? "", context);
    expect(s.fakes.tiktok.isAccessTokenLive(access)).toBe(true);
  });

  it("maps rate_limit_exceeded to a retry and a failed processing to 'replace the media'", async () => {
    const { browser } = await connectedMember(s.t, "tiktok");
    s.fakes.tiktok.failNext("init", 429, {
      error: { code: "rate_limit_exceeded", message: "API rate limit was exceeded.", log_id: "x" },
    });
    const limited = await postVideo(browser);
    expect(limited.status).toBe(502);
    const message = await messageOf(limited);
    expect(message).toContain("TikTok is limiting how often this account posts: API rate limit was exceeded.");
    expect(message).toContain("will retry automatically");

    s.fakes.tiktok.failNext("status", 200, {
      data: { status: "FAILED", fail_reason: "duration_check_failed" },
      error: { code: "ok" },
    });
    const failed = await postVideo(browser);
    expect(await messageOf(failed)).toContain(
      "TikTok could not use the attached media: duration_check_failed. Replace the media and post again.",
    );
  });
});

describe("TikTok drafts", () => {
  it("sends the video to the creator's inbox when the site posts drafts", async () => {
    const { createSocialPort } = await import("./social-port.ts");
    const { clientId, clientSecret } = FAKE_NETWORK_CLIENT;
    const port = createSocialPort({
      sandbox: false,
      tiktok: {
        clientKey: clientId,
        clientSecret,
        authBase: s.fakes.tiktok.base,
        apiBase: s.fakes.tiktok.base,
        postMode: "draft",
        pollMs: 5,
      },
      now: s.t.deps.now,
    });
    const provider = port.provider("tiktok");
    const { userId } = await connectedMember(s.t, "tiktok");
    const [row] = await s.t.db.select().from(socialConnections).where(eq(socialConnections.userId, userId));
    const token = await decryptToken(s.t.deps.config.appSecret, row?.accessTokenEnc ?? "", tokenContext(userId, "tiktok"));
    s.fakes.tiktok.reset();
    const bytes = new Uint8Array(TEST_VIDEO_BYTES).fill(3);
    const result = await provider?.publish({ accountId: row?.accountId ?? "", accessToken: token }, CAPTION, {
      kind: "video",
      contentType: "video/mp4",
      bytes,
      url: "http://127.0.0.1:9/unused-by-tiktok.mp4",
    });
    const draft = s.fakes.tiktok.videos[0];
    expect(result).toEqual({ ok: true, externalId: draft?.publishId });
    expect(draft).toMatchObject({ kind: "draft", bytes: TEST_VIDEO_BYTES });
    expect(s.fakes.tiktok.log).toEqual([
      "POST /v2/post/publish/inbox/video/init/",
      `PUT /upload/${draft?.publishId}`,
      "POST /v2/post/publish/status/fetch/",
      "POST /v2/post/publish/status/fetch/",
    ]);
  });
});
