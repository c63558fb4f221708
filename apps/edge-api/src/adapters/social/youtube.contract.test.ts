// Contract tests of the YouTube adapter against the local YouTube: Google sign-in with PKCE and
// offline access, the resumable upload of the 9:16 video as a Short (title from the first line,
// the post as description), the token's refresh, and Google's refusals in the member's words.

import { shortTitle } from "@realty/contracts/social";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hubPostDeliveries, socialConnections } from "../../db/schema.ts";
import { messageOf, renditionBytes } from "../../testing/library-media-fixture.ts";
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

const POST = "Renting vs buying in 60 seconds\nThe math most renters never see. Book a call: https://example.com/a";

function postShort(browser: MemberBrowser, content = POST) {
  return browser.post("/api/social/post", { content, platforms: ["youtube"], media: { kind: "video", videoId: s.videoId } });
}

describe("YouTube Shorts", () => {
  it("connects with Google sign-in (PKCE, offline access) and finds the channel", async () => {
    const { authorizeUrl, callback, userId } = await connectedMember(s.t, "youtube");
    expect(authorizeUrl.pathname).toBe("/o/oauth2/v2/auth");
    expect(authorizeUrl.searchParams.get("access_type")).toBe("offline");
    expect(authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorizeUrl.searchParams.get("scope")).toContain("youtube.upload");
    expect(callback.status).toBe(200);
    expect(s.fakes.youtube.log).toEqual(["GET /o/oauth2/v2/auth", "POST /token", "GET /youtube/v3/channels"]);
    const [row] = await s.t.db.select().from(socialConnections).where(eq(socialConnections.userId, userId));
    expect(row).toMatchObject({ platform: "youtube", accountId: "UC-fake-channel", accountLabel: "Fake Agent Homes" });
  });

  it("uploads the 9:16 short cut through a resumable session as a public Short", async () => {
    const { browser } = await connectedMember(s.t, "youtube");
    s.fakes.youtube.reset();
    expect(await (await postShort(browser)).json()).toMatchObject({ successfulPosts: 1 });
    expect(s.fakes.youtube.log).toEqual(["POST /upload/youtube/v3/videos", "PUT /upload/youtube/v3/videos"]);
    const upload = s.fakes.youtube.uploads[0];
    expect(upload).toMatchObject({
      title: "Renting vs buying in 60 seconds #Shorts",
      description: POST,
      privacy: "public",
      declared: TEST_VIDEO_BYTES,
      bytes: TEST_VIDEO_BYTES,
    });
    const [delivery] = await s.t.db.select().from(hubPostDeliveries);
    expect(delivery).toMatchObject({ status: "posted", externalId: upload?.videoId });
  });

  it("uploads the full 9:16 video when the member sends the full video", async () => {
    const { browser } = await connectedMember(s.t, "youtube");
    s.fakes.youtube.reset();
    const media = { kind: "video", videoId: s.videoId, cut: "full" };
    const res = await browser.post("/api/social/post", { content: POST, platforms: ["youtube"], media });
    expect(await res.json()).toMatchObject({ successfulPosts: 1 });
    expect(s.fakes.youtube.uploads[0]?.bytes).toBe(renditionBytes(TEST_VIDEO_BYTES, "portrait"));
  });

  it("shows the Short's statistics in History (views as reach)", async () => {
    const { browser } = await connectedMember(s.t, "youtube");
    await postShort(browser);
    const delivery = await firstDeliveryInHistory(s.t, browser);
    expect(delivery).toMatchObject({ status: "posted", engagement: { likes: 144, comments: 12, shares: 0 }, reach: 3120 });
  });

  it("cuts a long first line to YouTube's 100-character title", () => {
    const title = shortTitle(`${"A very long headline ".repeat(8)}\nbody`);
    expect([...title].length).toBeLessThanOrEqual(100);
    expect(title.endsWith("... #Shorts")).toBe(true);
    expect(shortTitle("<b>Open</b> house")).toBe("bOpen/b house #Shorts");
  });

  it("refreshes the hour-long token and keeps Google's refresh token", async () => {
    const { browser, userId } = await connectedMember(s.t, "youtube");
    const mine = and(eq(socialConnections.userId, userId), eq(socialConnections.platform, "youtube"));
    s.t.advance(3599 * 1000 - 5 * 60_000);
    s.fakes.youtube.reset();
    expect((await postShort(browser)).status).toBe(200);
    expect(s.fakes.youtube.log[0]).toBe("POST /token");
    const [after] = await s.t.db.select().from(socialConnections).where(mine);
    expect(after?.refreshTokenEnc).toMatch(/^v1\./);
    expect(after?.expiresAt?.getTime()).toBe(s.t.deps.now().getTime() + 3599 * 1000);
  });

  it("maps quotaExceeded to a retry, a refused token to 'reconnect', and a bad upload to 'replace the media'", async () => {
    const { browser } = await connectedMember(s.t, "youtube");
    s.fakes.youtube.failNext("init", 403, {
      error: {
        code: 403,
        message: "The request cannot be completed because you have exceeded your quota.",
        errors: [{ reason: "quotaExceeded" }],
      },
    });
    const quota = ((await (await postShort(browser)).json()) as { message: string }).message;
    expect(quota).toContain(
      "YouTube is limiting how often this account posts: The request cannot be completed because you have exceeded your quota.",
    );
    expect(quota).toContain("will retry automatically");

    s.fakes.youtube.failNext("init", 401, { error: { code: 401, message: "Invalid Credentials" } });
    expect(((await (await postShort(browser)).json()) as { message: string }).message).toContain(
      "YouTube refused the connection: Invalid Credentials. Reconnect the account in the hub.",
    );

    s.fakes.youtube.failNext("upload", 400, { error: { code: 400, message: "The video file is not a supported format" } });
    expect(((await (await postShort(browser)).json()) as { message: string }).message).toContain(
      "YouTube could not use the attached media: The video file is not a supported format. Replace the media and post again.",
    );
  });

  it("refuses a text-only post before storing anything", async () => {
    const { browser } = await connectedMember(s.t, "youtube");
    const res = await browser.post("/api/social/post", { content: POST, platforms: ["youtube"] });
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toContain("YouTube takes only videos");
    expect(await s.t.db.select().from(hubPostDeliveries)).toHaveLength(0);
  });
});
