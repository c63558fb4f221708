// The guarantee tracker's posting conditions from real hub posts, and the refund claim.
import type { DeliveryStatus, HubPostStatus } from "@realty/contracts/social-constants";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { guaranteeClaims, hubPostDeliveries, hubPosts, mailOutbox, purchases, videos } from "../../db/schema.ts";
import { getPlatformSettings } from "../../services/settings/settings.ts";
import { signedInMember } from "../../testing/brand-testing.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../testing/test-app.ts";

const DAY = 24 * 60 * 60 * 1000;
const HEADERS = { origin: TEST_ORIGIN };
let t: TestApp;
let videoId: number;

beforeEach(async () => {
  t = await createTestApp();
  const [video] = await t.db
    .insert(videos)
    .values({
      title: "Market Timing",
      description: "d",
      category: "c",
      accessLevel: "sampler",
      videoKey: "videos/x.mp4",
      fallbackKeys: [],
    })
    .returning({ id: videos.id });
  videoId = video?.id ?? 0;
});
afterEach(() => t.cleanup());

/**
 * A hub post that the network confirmed at `at`: with `libraryVideoId`, the library video attached
 * (what the guarantee counts); without, a text post. `textOnly` names the video but attaches none.
 */
async function posted(
  userId: number,
  at: Date,
  libraryVideoId: number | null = null,
  status: HubPostStatus & DeliveryStatus = "posted",
  textOnly = false,
) {
  const attached = libraryVideoId !== null && !textOnly;
  const [post] = await t.db
    .insert(hubPosts)
    .values({
      userId,
      content: "A video",
      platforms: ["facebook"],
      status,
      libraryVideoId,
      media: attached ? { kind: "video", videoId: libraryVideoId } : null,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: hubPosts.id });
  await t.db.insert(hubPostDeliveries).values({
    hubPostId: post?.id ?? 0,
    platform: "facebook",
    status,
    postedAt: status === "posted" ? at : null,
    mediaType: attached ? "video" : null,
  });
}

describe("guarantee tracker and claims", () => {
  it("counts hub videos one a day and authority videos one a week, then takes one claim and e-mails the admin", async () => {
    const { browser, user } = await signedInMember(t, "agent@example.com");
    const start = t.deps.now();
    await t.db.insert(purchases).values({
      userId: user.id,
      productType: "spark",
      amountCents: 6900,
      paymentIntentId: "pi_g",
      provider: "test",
      createdAt: start,
    });
    const progress = async () =>
      ((await (await browser.get("/api/leads/guarantee")).json()) as { progress: Record<string, unknown> }).progress;

    // Day 0: two videos (one counts); a failed post never counts; text posts are no evidence, even
    // one that names a library video without attaching it.
    await posted(user.id, new Date(start.getTime() + 1000), videoId);
    await posted(user.id, new Date(start.getTime() + 2000), videoId);
    await posted(user.id, new Date(start.getTime() + 4 * DAY));
    await posted(user.id, new Date(start.getTime() + 5 * DAY), videoId, "posted", true);
    await posted(user.id, new Date(start.getTime() + 3 * DAY), null, "failed");
    // Week 0 again: a second library video the same week counts as a video, not as authority.
    await posted(user.id, new Date(start.getTime() + 2 * DAY), videoId);
    expect(await progress()).toMatchObject({
      videos: 2,
      videosTarget: 5,
      authorityVideos: 1,
      authorityTarget: 4,
      claimable: false,
    });

    for (const week of [1, 2, 3]) await posted(user.id, new Date(start.getTime() + week * 7 * DAY), videoId);
    // After the window: not counted.
    await posted(user.id, new Date(start.getTime() + 31 * DAY), videoId);
    expect(await progress()).toMatchObject({ videos: 5, authorityVideos: 4, leads: 0, claimable: false, daysLeft: 30 });

    // Inside the 30 days a claim is refused and nothing is stored.
    const early = await browser.post("/api/guarantee/claims", { note: "" }, HEADERS);
    expect(early.status).toBe(400);
    expect((await early.json()).message).toBe(
      "A refund claim can be filed after your 30 days, once the posting conditions are met.",
    );
    expect(await t.db.select().from(guaranteeClaims)).toHaveLength(0);
    const tooLong = await browser.post("/api/guarantee/claims", { note: "x".repeat(2001) }, HEADERS);
    expect(tooLong.status).toBe(400);

    t.advance(32 * DAY);
    // The session has expired meanwhile: sign in again.
    const login = await browser.post("/api/auth/login", { email: "agent@example.com", password: "long-password-1" }, HEADERS);
    expect(login.status).toBe(200);
    expect(await progress()).toMatchObject({ claimable: true, openClaimAt: null, daysLeft: 0 });
    const filed = await browser.post("/api/guarantee/claims", { note: "Posted every week, screenshots on request." }, HEADERS);
    expect(filed.status).toBe(201);
    expect(await filed.json()).toMatchObject({ status: "open", evidence: { videos: 5, authorityVideos: 4, leads: 0 } });
    const again = await browser.post("/api/guarantee/claims", { note: "" }, HEADERS);
    expect(again.status).toBe(409);
    expect(await t.db.select().from(guaranteeClaims).where(eq(guaranteeClaims.userId, user.id))).toHaveLength(1);
    expect(await progress()).toMatchObject({ claimable: false, openClaimAt: expect.any(String) });
    const { contactEmail } = await getPlatformSettings(t.db);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, contactEmail));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("Authority videos: 4 of 4");

    // Past the 35-day request window no claim can be filed.
    await t.db.delete(guaranteeClaims);
    t.advance(4 * DAY);
    expect((await browser.post("/api/guarantee/claims", {}, HEADERS)).status).toBe(400);
    expect((await t.client().post("/api/guarantee/claims", {}, HEADERS)).status).toBe(401);
  });
});
