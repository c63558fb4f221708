// A market video posted from the Social Hub goes out drawn in the member's brand, the same file
// their download gives: the composer's request only checks the card-joined file (no drawing while
// the member waits), the scheduler's delivery step draws it before sending, and a retry sends the
// file already drawn. Real ffmpeg, real libSQL, the real X adapter against the local fake network.
import { SHORT_LANDSCAPE } from "@realty/media/frames/constants";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hubPostDeliveries, users } from "../../db/schema.ts";
import { runDueDeliveries } from "../../scheduler/run-due-deliveries.ts";
import { austinBrand, austinFigures } from "../../testing/austin-member.ts";
import { type FakeSocial, startFakeSocial } from "../../testing/fake-social.ts";
import { type MarketVideoApp, marketVideoApp } from "../../testing/market-video-app.ts";
import { liveSocialPort, signedInMember, walkOAuth } from "../../testing/social-kit.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { saveBrandProfile } from "../brand/brand-profile.ts";
import { saveMarketFigures } from "../post-images/figures-store.ts";
import { brandedFileKey, endCardProfile } from "../render/branded-download.ts";

const HOUR = 60 * 60_000;
let fake: FakeSocial;
let app: MarketVideoApp;
let t: TestApp;
let videoId = 0;
let renderKey = "";
/** Bodies the renderer drew: the composer must draw none, a retry none again. */
const bodiesDrawn = () => app.bodiesDrawn();

beforeAll(async () => {
  fake = await startFakeSocial();
  let clock = () => new Date();
  // The library's own short cut (first seconds only): what the composer joins the card to.
  app = await marketVideoApp(SHORT_LANDSCAPE, { social: liveSocialPort(fake, () => clock()) });
  ({ t, videoId, renderKey } = app);
  clock = t.deps.now;
}, 180_000);
afterAll(async () => {
  t.cleanup();
  await fake.close();
});

/** A member on X with a brand, a city and this month's market figures. */
async function brandedMember(firstName: string) {
  const { browser, userId } = await signedInMember(t, firstName);
  await t.db.update(users).set({ defaultLocation: "Austin, TX" }).where(eq(users.id, userId));
  await saveBrandProfile(t.db, userId, austinBrand(`${firstName} Lee`), t.deps.now());
  await saveMarketFigures(t.db, userId, austinFigures(t.deps.now()), t.deps.now());
  await walkOAuth(browser, "twitter");
  return { browser, userId };
}

async function deliveryOf(postId: number) {
  const [row] = await t.db.select().from(hubPostDeliveries).where(eq(hubPostDeliveries.hubPostId, postId));
  if (!row) throw new Error("no delivery");
  return row;
}

async function storedBytes(key: string): Promise<Uint8Array> {
  const file = await t.deps.media.get(key);
  if (!file) throw new Error(`${key} is not stored`);
  return new Uint8Array(await new Response(file.body).arrayBuffer());
}

describe("a library video posted from the hub", () => {
  it("is checked card-joined when composed, drawn in the member's brand before delivery, and a retry sends the drawn file", async () => {
    const { browser, userId } = await brandedMember("Jordan");
    const scheduled = await browser.post("/api/social/schedule", {
      content: "Where Austin's market stands this month.",
      platforms: ["twitter"],
      media: { kind: "video", videoId },
      scheduledFor: new Date(t.deps.now().getTime() + HOUR).toISOString(),
    });
    expect(scheduled.status, await scheduled.clone().text()).toBe(201);
    // The composer's request drew nothing: the queued file is the library short cut joined to the card.
    expect(bodiesDrawn()).toBe(0);
    const [user] = await t.db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new Error("no member");
    const cardJoined = brandedFileKey(renderKey, "short-landscape", await endCardProfile(t.db, user), {
      music: true,
      captions: false,
    });
    const [{ id: postId } = { id: 0 }] = await t.db
      .select({ id: hubPostDeliveries.hubPostId })
      .from(hubPostDeliveries)
      .where(eq(hubPostDeliveries.mediaKey, cardJoined));
    expect(postId).toBeGreaterThan(0);

    // The first attempt draws the body, uploads it, and the network fails the post for now.
    fake.failNext("publish", 503, { error: { message: "Service temporarily unavailable" } });
    t.advance(HOUR);
    expect(await runDueDeliveries(t.deps, t.deps.now())).toMatchObject({ retrying: 1 });
    expect(bodiesDrawn()).toBe(1);
    const drawn = (await deliveryOf(postId)).mediaKey ?? "";
    expect(drawn).not.toBe(cardJoined);
    // Named after the member's body (their city and figures) besides their card.
    expect(drawn).toMatch(new RegExp(`^downloads/${renderKey}/short-landscape-[0-9a-f]{16}-b[0-9a-f]{12}\\.mp4$`));
    const drawnBytes = await storedBytes(drawn);

    // The retry sends the same drawn file and draws nothing again.
    t.advance(2 * 60_000);
    expect(await runDueDeliveries(t.deps, t.deps.now())).toMatchObject({ posted: 1 });
    expect(bodiesDrawn()).toBe(1);
    expect(await deliveryOf(postId)).toMatchObject({ status: "posted", mediaKey: drawn });
    const uploads = fake.uploads;
    expect(uploads.map((u) => u.bytes)).toEqual([drawnBytes.length, drawnBytes.length]);
    expect(fake.posts.at(-1)?.media).toEqual([uploads.at(-1)?.id]);

    // It is the member's download: the same stored file, byte for byte, with nothing drawn again.
    const download = await browser.get(`/media/videos/${videoId}/short-landscape/download`);
    expect(download.status).toBe(200);
    expect(Buffer.from(new Uint8Array(await download.arrayBuffer())).equals(Buffer.from(drawnBytes))).toBe(true);
    expect(bodiesDrawn()).toBe(1);
  }, 300_000);

  it("goes out drawn from Post Now once the file is made, without drawing in the request", async () => {
    const { browser } = await brandedMember("Casey");
    const before = bodiesDrawn();
    // Another member's brand: nothing is drawn for them yet, so Post Now sends the card-joined file.
    const first = await browser.post("/api/social/post", {
      content: "Where Austin's market stands this month.",
      platforms: ["twitter"],
      media: { kind: "video", videoId },
    });
    expect(await first.json()).toMatchObject({ successfulPosts: 1 });
    expect(bodiesDrawn()).toBe(before);
    const latest = (await t.db.select().from(hubPostDeliveries)).at(-1);
    expect(latest?.mediaKey).not.toMatch(/-b[0-9a-f]{12}\.mp4$/);

    // Once the member's download has drawn it, Post Now sends that file.
    expect((await browser.get(`/media/videos/${videoId}/short-landscape/download`)).status).toBe(200);
    expect(bodiesDrawn()).toBe(before + 1);
    const again = await browser.post("/api/social/post", {
      content: "Austin's market, this month.",
      platforms: ["twitter"],
      media: { kind: "video", videoId },
    });
    expect(await again.json()).toMatchObject({ successfulPosts: 1 });
    expect(bodiesDrawn()).toBe(before + 1);
    const drawn = (await t.db.select().from(hubPostDeliveries)).at(-1)?.mediaKey ?? "";
    expect(drawn).toMatch(/-b[0-9a-f]{12}\.mp4$/);
    expect(fake.uploads.at(-1)?.bytes).toBe((await storedBytes(drawn)).length);
  }, 300_000);
});
