// Contract tests of the networks' media uploads: the real adapters upload a library
// post's branded image or a video's rendition (its short cut by default, in the network's shape;
// the full video when the member sends it) through each network's upload API (the local fakes
// check the bytes arrive whole), then post naming the uploaded media; a refused refresh marks the
// connection "Needs reconnect" and keeps its tokens.
import { PLATFORMS, type Platform } from "@realty/contracts/social";
import { videoRenditionFor } from "@realty/contracts/social-constants";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mailOutbox, socialConnections, users } from "../../db/schema.ts";
import { type FakeSocial, startFakeSocial } from "../../testing/fake-social.ts";
import { addLibraryMedia, renditionBytes } from "../../testing/library-media-fixture.ts";
import { liveSocialPort, signedInMember, walkOAuth } from "../../testing/social-kit.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { canvasPostImages } from "../post-images/canvas-post-images.ts";

let fake: FakeSocial;
let t: TestApp;
let postId: number;
let videoId: number;
const VIDEO_BYTES = 4.5 * 1024 * 1024; // more than one 4 MB chunk for X

beforeAll(async () => {
  fake = await startFakeSocial();
});
afterAll(() => fake.close());
beforeEach(async () => {
  let clock = () => new Date();
  t = await createTestApp({ deps: { social: liveSocialPort(fake, () => clock()), postImages: canvasPostImages } });
  clock = t.deps.now;
  fake.reset();
  ({
    videoId,
    postIds: [postId],
  } = await addLibraryMedia(t, VIDEO_BYTES));
});
afterEach(() => t.cleanup());

async function member(platform: Platform) {
  const m = await signedInMember(t);
  await t.db.update(users).set({ accessLevel: "domination" }).where(eq(users.id, m.userId));
  await walkOAuth(m.browser, platform);
  return m;
}

describe.each(PLATFORMS)("%s media", (platform) => {
  it("uploads the post's branded image through the upload API, then posts naming it", async () => {
    const { browser } = await member(platform);
    const image = await browser.get(`/api/posts/${postId}/image/feed`);
    const size = (await image.arrayBuffer()).byteLength;
    const res = await browser.post("/api/social/post", {
      content: "Just listed in Maple Grove!",
      platforms: [platform],
      media: { kind: "post-image", postId, size: "feed" },
    });
    expect(await res.json()).toMatchObject({ successfulPosts: 1, totalPosts: 1 });
    expect(fake.uploads).toHaveLength(1);
    expect(fake.uploads[0]).toMatchObject({ bytes: size, finalized: true });
    const sent = fake.posts.at(-1);
    expect(sent).toMatchObject({ text: "Just listed in Maple Grove!", media: [fake.uploads[0]?.id] });
  });

  it("uploads the video's short cut in this network's shape whole, then posts it", async () => {
    const { browser } = await member(platform);
    const res = await browser.post("/api/social/post", {
      content: "Renting or buying? Watch this.",
      platforms: [platform],
      media: { kind: "video", videoId },
    });
    expect(await res.json()).toMatchObject({ successfulPosts: 1 });
    expect(fake.uploads).toHaveLength(1);
    const shortCut = platform === "facebook" ? "short-feed" : "short-landscape";
    expect(videoRenditionFor(platform)).toBe(shortCut);
    expect(fake.uploads[0]).toMatchObject({ bytes: renditionBytes(VIDEO_BYTES, shortCut), finalized: true });
    expect(fake.posts.at(-1)?.media).toEqual([fake.uploads[0]?.id]);
  });

  it("uploads the full video instead when the member sends it", async () => {
    const { browser } = await member(platform);
    const res = await browser.post("/api/social/post", {
      content: "The whole story, renting or buying.",
      platforms: [platform],
      media: { kind: "video", videoId, cut: "full" },
    });
    expect(await res.json()).toMatchObject({ successfulPosts: 1 });
    const full = platform === "facebook" ? "portrait" : "landscape";
    expect(fake.uploads[0]).toMatchObject({ bytes: renditionBytes(VIDEO_BYTES, full), finalized: true });
  });

  it("reports a refused upload with the network's reason and posts nothing", async () => {
    const { browser } = await member(platform);
    fake.failNext("upload", 400, { error: { message: "Unsupported image" }, detail: "Unsupported image" });
    const res = await browser.post("/api/social/post", {
      content: "Just listed!",
      platforms: [platform],
      media: { kind: "post-image", postId, size: "feed" },
    });
    expect(res.status).toBe(502);
    expect(((await res.json()) as { message: string }).message).toContain("Unsupported image");
    expect(fake.posts).toHaveLength(0);
  });
});

describe("refresh refused", () => {
  it("marks the connection Needs reconnect, keeps its tokens and e-mails the member once", async () => {
    const { browser, userId } = await member("twitter");
    const mine = and(eq(socialConnections.userId, userId), eq(socialConnections.platform, "twitter"));
    const [before] = await t.db.select().from(socialConnections).where(mine);
    t.advance(2 * 60 * 60_000 + 60_000);
    for (let i = 0; i < 2; i++) {
      fake.failNext("refresh", 400, { error: "invalid_grant", error_description: "Value passed for the token was invalid." });
      expect((await browser.post("/api/social/post", { content: `Try ${i}`, platforms: ["twitter"] })).status).toBe(502);
    }
    const [after] = await t.db.select().from(socialConnections).where(mine);
    expect(after?.accessTokenEnc).toBe(before?.accessTokenEnc);
    expect(after?.refreshTokenEnc).toBe(before?.refreshTokenEnc);
    expect(after?.needsReconnectAt).toBeInstanceOf(Date);
    const status = (await (await browser.get("/api/social/status")).json()) as {
      accounts: Record<Platform, { connected: boolean; needsReconnect: boolean; notice: string | null }>;
    };
    expect(status.accounts.twitter).toMatchObject({ connected: true, needsReconnect: true });
    expect(status.accounts.twitter.notice).toContain("Needs reconnect");
    const mails = await t.db.select().from(mailOutbox);
    expect(mails.filter((m) => m.subject === "Reconnect your X (Twitter) account")).toHaveLength(1);
    // Reconnecting clears the mark.
    await walkOAuth(browser, "twitter");
    const [again] = await t.db.select().from(socialConnections).where(mine);
    expect(again?.needsReconnectAt).toBeNull();
  });
});
