// Contract tests of the Google Business Profile adapter against the local fake: Google sign-in, the
// first account's first location, a local post with a Learn more button to the post's link, the
// token's refresh, and Google's refusals in the member's words.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hubPostDeliveries, socialConnections } from "../../db/schema.ts";
import { messageOf } from "../../testing/library-media-fixture.ts";
import {
  connectedMember,
  type MediaNetworksTest,
  type MemberBrowser,
  useMediaNetworksApp,
} from "../../testing/media-networks-suite.ts";

let s: MediaNetworksTest;
useMediaNetworksApp((current) => {
  s = current;
});

const SHARE = "https://realtyreels.example/s/abc123";
const POST = `Thinking of selling this spring? See what your home could be worth: ${SHARE}`;

const postLocal = (browser: MemberBrowser, content = POST) =>
  browser.post("/api/social/post", { content, platforms: ["google_business"] });

describe("Google Business Profile", () => {
  it("connects with Google sign-in and picks the account's location", async () => {
    const { authorizeUrl, callback, userId } = await connectedMember(s.t, "google_business");
    expect(authorizeUrl.searchParams.get("scope")).toBe("https://www.googleapis.com/auth/business.manage");
    expect(callback.status).toBe(200);
    expect(s.fakes.googleBusiness.log).toEqual([
      "GET /o/oauth2/v2/auth",
      "POST /token",
      "GET /v1/accounts",
      "GET /v1/accounts/1100/locations",
    ]);
    const [row] = await s.t.db.select().from(socialConnections).where(eq(socialConnections.userId, userId));
    expect(row).toMatchObject({ accountId: "accounts/1100/locations/2200", accountLabel: "Fake Realty Group" });
  });

  it("publishes a local post with a Learn more button to the agent's link", async () => {
    const { browser } = await connectedMember(s.t, "google_business");
    s.fakes.googleBusiness.reset();
    expect(await (await postLocal(browser)).json()).toMatchObject({ successfulPosts: 1 });
    expect(s.fakes.googleBusiness.log).toEqual(["POST /v4/accounts/1100/locations/2200/localPosts"]);
    expect(s.fakes.googleBusiness.posts[0]).toMatchObject({
      summary: POST,
      topicType: "STANDARD",
      callToAction: { actionType: "LEARN_MORE", url: SHARE },
    });
    const [delivery] = await s.t.db.select().from(hubPostDeliveries);
    expect(delivery?.externalId).toBe(s.fakes.googleBusiness.posts[0]?.name);
  });

  it("publishes a local post with the link image as a photo Google fetches, and a button to the agent's share page", async () => {
    const { browser, userId } = await connectedMember(s.t, "google_business");
    s.fakes.googleBusiness.reset();
    const postId = s.postIds[0];
    const res = await browser.post("/api/social/post", {
      content: "Just listed in Maple Grove: three beds, a big yard.",
      platforms: ["google_business"],
      media: { kind: "post-image", postId, size: "link" },
    });
    expect(await res.json()).toMatchObject({ successfulPosts: 1 });
    expect(s.fakes.googleBusiness.log).toEqual(["POST /v4/accounts/1100/locations/2200/localPosts"]);
    const [delivery] = await s.t.db.select().from(hubPostDeliveries);
    const png = await s.t.deps.media.head(delivery?.mediaKey ?? "");
    const [local] = s.fakes.googleBusiness.posts;
    expect(local?.photo).toMatchObject({ contentType: "image/png", bytes: png?.size });
    expect(local?.photo?.url).toContain(`${s.t.deps.config.publicUrl}/media/out/`);
    const share = new URL(local?.callToAction?.url ?? "");
    expect(local?.callToAction?.actionType).toBe("LEARN_MORE");
    expect(share.origin + share.pathname).toBe(`${s.t.deps.config.publicUrl}/share/post/${postId}`);
    expect(share.searchParams.get("s")).toMatch(new RegExp(`^${userId}\\.`));
    // The button opens the agent's page for that post.
    expect((await fetch(share)).status).toBe(200);
  });

  it("takes the 1080x1350 feed image too, and refuses the story shape before storing anything", async () => {
    const { browser } = await connectedMember(s.t, "google_business");
    const withImage = (size: string) =>
      browser.post("/api/social/post", {
        content: "Open house Sunday",
        platforms: ["google_business"],
        media: { kind: "post-image", postId: s.postIds[1], size },
      });
    expect(await (await withImage("feed")).json()).toMatchObject({ successfulPosts: 1 });
    const story = await withImage("story");
    expect(story.status).toBe(400);
    expect(await messageOf(story)).toContain("Google Business Profile crops this image's shape");
    expect(await s.t.db.select().from(hubPostDeliveries)).toHaveLength(1);
  });

  it("says to replace the media when Google cannot use the photo", async () => {
    const { browser } = await connectedMember(s.t, "google_business");
    s.fakes.googleBusiness.failNext("publish", 400, {
      error: { code: 400, message: "The photo could not be fetched from sourceUrl.", status: "INVALID_ARGUMENT" },
    });
    const res = await browser.post("/api/social/post", {
      content: "Open house Sunday",
      platforms: ["google_business"],
      media: { kind: "post-image", postId: s.postIds[1], size: "link" },
    });
    expect(await messageOf(res)).toContain(
      "Google Business Profile could not use the attached media: The photo could not be fetched from sourceUrl. Replace the media and post again.",
    );
  });

  it("refuses what Google would refuse before storing anything", async () => {
    const { browser } = await connectedMember(s.t, "google_business");
    const long = await postLocal(browser, "y".repeat(1501));
    expect(await messageOf(long)).toBe(
      "Google Business Profile accepts at most 1,500 characters; this version has 1,501. Shorten it.",
    );
    const withVideo = await browser.post("/api/social/post", {
      content: POST,
      platforms: ["google_business"],
      media: { kind: "video", videoId: s.videoId },
    });
    expect(withVideo.status).toBe(400);
    expect(await messageOf(withVideo)).toContain(
      "Google Business Profile does not take videos from the hub: attach an image instead.",
    );
    expect(await s.t.db.select().from(hubPostDeliveries)).toHaveLength(0);
  });

  it("refreshes the token, and says to reconnect when the grant is gone", async () => {
    const { browser, userId } = await connectedMember(s.t, "google_business");
    s.t.advance(3599 * 1000 - 5 * 60_000);
    s.fakes.googleBusiness.reset();
    expect((await postLocal(browser)).status).toBe(200);
    expect(s.fakes.googleBusiness.log[0]).toBe("POST /token");

    s.t.advance(3599 * 1000);
    s.fakes.googleBusiness.failNext("refresh", 400, {
      error: "invalid_grant",
      error_description: "Token has been expired or revoked.",
    });
    const res = await postLocal(browser, "Another tip");
    expect(res.status).toBe(502);
    expect(await messageOf(res)).toContain("Token has been expired or revoked.");
    const mine = and(eq(socialConnections.userId, userId), eq(socialConnections.platform, "google_business"));
    const [row] = await s.t.db.select().from(socialConnections).where(mine);
    expect(row?.needsReconnectAt).toBeInstanceOf(Date);
  });

  it("maps RESOURCE_EXHAUSTED to a retry with the reason", async () => {
    const { browser } = await connectedMember(s.t, "google_business");
    s.fakes.googleBusiness.failNext("publish", 429, {
      error: { code: 429, message: "Quota exceeded for quota metric 'Requests'.", status: "RESOURCE_EXHAUSTED" },
    });
    const message = ((await (await postLocal(browser)).json()) as { message: string }).message;
    expect(message).toContain("Google Business Profile is limiting how often this account posts: Quota exceeded");
    expect(message).toContain("will retry automatically");
  });
});
