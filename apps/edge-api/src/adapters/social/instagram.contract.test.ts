// Contract tests of the Instagram adapter against the local Instagram: Instagram Login and the
// 60-day token, content publishing in Instagram's order (container, upload, status until FINISHED,
// publish), the token's refresh, and the network's refusals in the member's words.
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
import { walkOAuth } from "../../testing/social-kit.ts";

let s: MediaNetworksTest;
useMediaNetworksApp((current) => {
  s = current;
});

const CAPTION = "Renting or buying? The numbers might surprise you. #realestate #firsttimebuyer";

async function postReel(browser: MemberBrowser, content = CAPTION) {
  return browser.post("/api/social/post", { content, platforms: ["instagram"], media: { kind: "video", videoId: s.videoId } });
}

describe("Instagram", () => {
  it("connects a professional account through Instagram Login and keeps the 60-day token encrypted", async () => {
    const { authorizeUrl, callback, userId } = await connectedMember(s.t, "instagram");
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${s.fakes.instagram.base}/oauth/authorize`);
    expect(authorizeUrl.searchParams.get("client_id")).toBe(FAKE_NETWORK_CLIENT.clientId);
    expect(authorizeUrl.searchParams.get("scope")).toContain("instagram_business_content_publish");
    expect(callback.status).toBe(200);
    expect(s.fakes.instagram.log).toEqual([
      "GET /oauth/authorize",
      "POST /oauth/access_token",
      "GET /access_token",
      "GET /v21.0/me",
    ]);
    const [row] = await s.t.db.select().from(socialConnections).where(eq(socialConnections.userId, userId));
    expect(row).toMatchObject({ platform: "instagram", provider: "live", accountLabel: "@fake_agent" });
    const token = await decryptToken(s.t.deps.config.appSecret, row?.accessTokenEnc ?? "", tokenContext(userId, "instagram"));
    expect(s.fakes.instagram.isAccessTokenLive(token)).toBe(true);
    expect(row?.expiresAt?.getTime()).toBe(s.t.deps.now().getTime() + 60 * 24 * 3600 * 1000);
  });

  it("publishes the 9:16 video as a Reel: container, upload, status until FINISHED, publish", async () => {
    const { browser } = await connectedMember(s.t, "instagram");
    s.fakes.instagram.reset();
    const res = await postReel(browser);
    expect(await res.json()).toMatchObject({ successfulPosts: 1, totalPosts: 1 });
    const account = "17841400000000001";
    const container = s.fakes.instagram.published[0]?.containerId ?? "";
    expect(s.fakes.instagram.log).toEqual([
      `POST /v21.0/${account}/media`,
      `POST /ig-api-upload/v21.0/${container}`,
      `GET /v21.0/${container}`,
      `GET /v21.0/${container}`,
      `POST /v21.0/${account}/media_publish`,
    ]);
    expect(s.fakes.instagram.published[0]).toMatchObject({ caption: CAPTION, bytes: TEST_VIDEO_BYTES, statusChecks: 2 });
    const [delivery] = await s.t.db.select().from(hubPostDeliveries);
    expect(delivery).toMatchObject({ status: "posted", externalId: s.fakes.instagram.published[0]?.mediaId });
  });

  it("adds the first comment under the published Reel, and a refused comment leaves the Reel posted", async () => {
    const { browser } = await connectedMember(s.t, "instagram");
    const firstComment = "#realestate #mapleGrove #justlisted";
    const reel = { content: CAPTION, firstComment, platforms: ["instagram"], media: { kind: "video", videoId: s.videoId } };
    expect(await (await browser.post("/api/social/post", reel)).json()).toMatchObject({ successfulPosts: 1 });
    const published = s.fakes.instagram.published[0];
    expect(published?.comments).toEqual([firstComment]);
    expect(s.fakes.instagram.log.at(-1)).toBe(`POST /v21.0/${published?.mediaId}/comments`);
    const history = (await (await browser.get("/api/social/posts")).json()) as { firstComment: string | null }[];
    expect(history[0]?.firstComment).toBe(firstComment);

    s.fakes.instagram.failNext("comment", 400, { error: { message: "Comments are turned off", code: 100 } });
    expect(await (await browser.post("/api/social/post", reel)).json()).toMatchObject({ successfulPosts: 1 });
    expect(s.fakes.instagram.published[1]?.comments).toEqual([]);
  });

  it("refuses a first comment when no chosen network takes one", async () => {
    const { browser } = await connectedMember(s.t, "google_business");
    const res = await browser.post("/api/social/post", {
      content: "Open house",
      firstComment: "#home",
      platforms: ["google_business"],
    });
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toContain("None of the chosen networks takes a first comment");
  });

  it("shows the Reel's insights in History", async () => {
    const { browser } = await connectedMember(s.t, "instagram");
    await postReel(browser);
    const delivery = await firstDeliveryInHistory(s.t, browser);
    expect(delivery).toMatchObject({
      platform: "instagram",
      status: "posted",
      engagement: { likes: 86, comments: 9, shares: 14 },
      reach: 1240,
    });
    expect(s.fakes.instagram.log.at(-1)).toMatch(/^GET \/v21\.0\/ig-media-[0-9a-f]+\/insights$/);
  });

  it("publishes the feed image: Instagram fetches the JPEG from its signed link, then status, publish", async () => {
    const { browser } = await connectedMember(s.t, "instagram");
    s.fakes.instagram.reset();
    const res = await browser.post("/api/social/post", {
      content: CAPTION,
      platforms: ["instagram"],
      media: { kind: "post-image", postId: s.postIds[0], size: "feed" },
    });
    expect(await res.json()).toMatchObject({ successfulPosts: 1, totalPosts: 1 });
    const account = "17841400000000001";
    const [image] = s.fakes.instagram.published;
    const container = image?.containerId ?? "";
    expect(s.fakes.instagram.log).toEqual([
      `POST /v21.0/${account}/media`,
      `GET /v21.0/${container}`,
      `GET /v21.0/${container}`,
      `POST /v21.0/${account}/media_publish`,
    ]);
    const [delivery] = await s.t.db.select().from(hubPostDeliveries);
    const jpeg = await s.t.deps.media.head(delivery?.mediaKey ?? "");
    expect(jpeg).toMatchObject({ contentType: "image/jpeg" });
    expect(image).toMatchObject({
      mediaType: "IMAGE",
      caption: CAPTION,
      image: { contentType: "image/jpeg", bytes: jpeg?.size },
    });
    // Fetched from the app's own public address through a signed, expiring path.
    expect(image?.image?.url).toMatch(new RegExp(`^${s.t.deps.config.publicUrl}/media/out/\\d+/[\\w-]{22}/post-images/`));
    expect(delivery).toMatchObject({ status: "posted", mediaType: "image", externalId: image?.mediaId });
  });

  it("publishes a carousel: an item container per image, the CAROUSEL container, status, publish", async () => {
    const { browser } = await connectedMember(s.t, "instagram");
    s.fakes.instagram.reset();
    const res = await browser.post("/api/social/post", {
      content: CAPTION,
      firstComment: "#justlisted",
      platforms: ["instagram"],
      media: { kind: "carousel", postIds: s.postIds, size: "feed" },
    });
    expect(await res.json()).toMatchObject({ successfulPosts: 1 });
    const account = "17841400000000001";
    const [carousel] = s.fakes.instagram.published;
    const container = carousel?.containerId ?? "";
    expect(s.fakes.instagram.log).toEqual([
      `POST /v21.0/${account}/media`,
      `POST /v21.0/${account}/media`,
      `POST /v21.0/${account}/media`,
      `GET /v21.0/${container}`,
      `GET /v21.0/${container}`,
      `POST /v21.0/${account}/media_publish`,
      `POST /v21.0/${carousel?.mediaId}/comments`,
    ]);
    expect(carousel).toMatchObject({ mediaType: "CAROUSEL", caption: CAPTION, comments: ["#justlisted"] });
    const items = carousel?.children.map((id) => s.fakes.instagram.containers.get(id));
    expect(items?.map((item) => [item?.isCarouselItem, item?.caption, item?.image?.contentType])).toEqual([
      [true, "", "image/jpeg"],
      [true, "", "image/jpeg"],
    ]);
    const [delivery] = await s.t.db.select().from(hubPostDeliveries);
    expect(delivery?.mediaKeys).toHaveLength(2);
    expect(items?.[0]?.image?.url).not.toBe(items?.[1]?.image?.url);
  });

  it("publishes a list post's own carousel: its slides, in order, offered by the composer's source", async () => {
    const { browser } = await connectedMember(s.t, "instagram");
    s.fakes.instagram.reset();
    const source = await (await browser.get(`/api/social/compose-source?kind=post&id=${s.postIds[0]}`)).json();
    const { slides } = (await (await browser.get(`/api/posts/${s.postIds[0]}/carousel`)).json()) as { slides: unknown[] };
    expect(slides.length).toBeGreaterThanOrEqual(3);
    expect(source).toMatchObject({ media: { kind: "post-image" }, carouselSlides: slides.length });
    const res = await browser.post("/api/social/post", {
      content: CAPTION,
      platforms: ["instagram"],
      media: { kind: "post-carousel", postId: s.postIds[0], slides: slides.length },
    });
    expect(await res.json()).toMatchObject({ successfulPosts: 1 });
    const [carousel] = s.fakes.instagram.published;
    expect(carousel).toMatchObject({ mediaType: "CAROUSEL", caption: CAPTION });
    expect(carousel?.children).toHaveLength(slides.length);
    const [delivery] = await s.t.db.select().from(hubPostDeliveries);
    expect(delivery?.mediaKeys).toHaveLength(slides.length);
    expect(new Set(delivery?.mediaKeys).size).toBe(slides.length);
  });

  it("refuses a story-shaped image, a carousel of more than 10, and a carousel to a one-image network before storing anything", async () => {
    const { browser } = await connectedMember(s.t, "instagram");
    const story = await browser.post("/api/social/post", {
      content: CAPTION,
      platforms: ["instagram"],
      media: { kind: "post-image", postId: s.postIds[0], size: "story" },
    });
    expect(story.status).toBe(400);
    expect(await messageOf(story)).toBe(
      "Instagram crops this image's shape: use the feed image (1080x1350) or the link image (1200x630) instead.",
    );
    const eleven = await browser.post("/api/social/post", {
      content: CAPTION,
      platforms: ["instagram"],
      media: { kind: "carousel", postIds: Array.from({ length: 11 }, () => s.postIds[0]), size: "feed" },
    });
    expect(eleven.status).toBe(400);
    expect(JSON.stringify(await eleven.json())).toContain("A carousel holds at most 10 images.");
    await walkOAuth(browser, "google_business");
    const toGoogle = await browser.post("/api/social/post", {
      content: CAPTION,
      platforms: ["google_business"],
      media: { kind: "carousel", postIds: s.postIds, size: "feed" },
    });
    expect(toGoogle.status).toBe(400);
    expect(JSON.stringify(await toGoogle.json())).toContain("takes one image per post from the hub");
    expect(await s.t.db.select().from(hubPostDeliveries)).toHaveLength(0);
  });

  it("says to replace the media when Instagram cannot fetch the image", async () => {
    const { browser } = await connectedMember(s.t, "instagram");
    s.fakes.instagram.failNext("container", 400, {
      error: { message: "Media download has failed.", code: 9004, error_subcode: 2207052 },
    });
    const res = await browser.post("/api/social/post", {
      content: CAPTION,
      platforms: ["instagram"],
      media: { kind: "post-image", postId: s.postIds[0], size: "feed" },
    });
    expect(await messageOf(res)).toContain(
      "Instagram could not use the attached media: Media download has failed. Replace the media and post again.",
    );
    const [delivery] = await s.t.db.select().from(hubPostDeliveries);
    expect(delivery?.status).toBe("failed");
  });

  it("refuses before storing anything: no media, too long, too many hashtags", async () => {
    const { browser } = await connectedMember(s.t, "instagram");
    const textOnly = await browser.post("/api/social/post", { content: "Just a thought", platforms: ["instagram"] });
    expect(textOnly.status).toBe(400);
    expect(await messageOf(textOnly)).toContain("Instagram needs an image or a video");
    const long = await postReel(browser, "x".repeat(2201));
    expect(await messageOf(long)).toContain("Instagram accepts at most 2,200 characters");
    const tags = Array.from({ length: 31 }, (_, i) => `#tag${i}`).join(" ");
    const tagged = await postReel(browser, `Open house ${tags}`);
    expect(tagged.status).toBe(400);
    expect(await messageOf(tagged)).toContain("at most 30 hashtags; this version has 31. Remove some.");
    expect(await s.t.db.select().from(hubPostDeliveries)).toHaveLength(0);
    expect(s.fakes.instagram.published).toHaveLength(0);
  });

  it("refreshes the long-lived token before it ends and publishes with the new one", async () => {
    const { browser, userId } = await connectedMember(s.t, "instagram");
    const mine = and(eq(socialConnections.userId, userId), eq(socialConnections.platform, "instagram"));
    const [before] = await s.t.db.select().from(socialConnections).where(mine);
    const context = tokenContext(userId, "instagram");
    const old = await decryptToken(s.t.deps.config.appSecret, before?.accessTokenEnc ?? "", context);
    // Five minutes before the 60 days end (the member's session would not last as long).
    await s.t.db
      .update(socialConnections)
      .set({ expiresAt: new Date(s.t.deps.now().getTime() + 5 * 60_000) })
      .where(mine);
    s.fakes.instagram.reset();
    expect((await postReel(browser)).status).toBe(200);
    expect(s.fakes.instagram.log[0]).toBe("GET /refresh_access_token");
    const [after] = await s.t.db.select().from(socialConnections).where(mine);
    const fresh = await decryptToken(s.t.deps.config.appSecret, after?.accessTokenEnc ?? "", context);
    expect(fresh).not.toBe(old);
    expect(s.fakes.instagram.isAccessTokenLive(old)).toBe(false);
    expect(s.fakes.instagram.isAccessTokenLive(fresh)).toBe(true);
  });

  it("maps a rate limit to a retry the member reads, and a processing error to 'replace the media'", async () => {
    const { browser } = await connectedMember(s.t, "instagram");
    s.fakes.instagram.failNext("publish", 400, {
      error: { message: "Application request limit reached", type: "OAuthException", code: 4 },
    });
    const limited = await postReel(browser);
    expect(limited.status).toBe(502);
    const message = await messageOf(limited);
    expect(message).toContain("Instagram is limiting how often this account posts: Application request limit reached.");
    expect(message).toContain("will retry automatically");
    const [retrying] = await s.t.db.select().from(hubPostDeliveries);
    expect(retrying?.status).toBe("pending");

    s.fakes.instagram.failNext("status", 200, {
      status_code: "ERROR",
      status: "Error: The video's aspect ratio is not supported.",
    });
    const broken = await postReel(browser);
    expect(await messageOf(broken)).toContain(
      "Instagram could not use the attached media: Error: The video's aspect ratio is not supported. Replace the media and post again.",
    );
  });

  it("says to reconnect when Instagram refuses the token", async () => {
    const { browser } = await connectedMember(s.t, "instagram");
    s.fakes.instagram.failNext("container", 401, { error: { message: "Error validating access token", code: 190 } });
    const res = await postReel(browser);
    expect(await messageOf(res)).toContain(
      "Instagram refused the connection: Error validating access token. Reconnect the account in the hub.",
    );
  });
});
