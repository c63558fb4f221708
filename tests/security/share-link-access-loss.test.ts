// Regression guard: a signed share link kept opening paid content after the member who made it lost
// access (a refund, a lowered plan, a deleted account). The link now carries its member, whose
// access is checked each time it opens: the page answers 404 and the video file is not streamed.
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { scripts, users, videos } from "../../apps/edge-api/src/db/schema.ts";
import { insertUser, signedIn } from "../../apps/edge-api/src/testing/admin-testing.ts";
import { createTestApp, type TestApp } from "../../apps/edge-api/src/testing/test-app.ts";

const PAID_LINE = "This paragraph is for paying members and the people they share it with.";
/** Longer than the 100-character teaser a locked script shows to anyone. */
const HOOK = "Three visits before you buy: morning, evening and a rainy Saturday, so nothing about the street surprises you.";

let t: TestApp;
let scriptId: number;
let videoId: number;
beforeEach(async () => {
  t = await createTestApp();
  const [script] = await t.db
    .insert(scripts)
    .values({ title: "Open House Hook", content: `${HOOK}\n\n${PAID_LINE}`, category: "buyer", accessLevel: "spark" })
    .returning({ id: scripts.id });
  const [video] = await t.db
    .insert(videos)
    .values({
      title: "Market Timing",
      description: "Why waiting rarely pays.",
      category: "Market Trends & Timing",
      accessLevel: "spark",
      videoKey: "videos/market-domination.mp4",
      fallbackKeys: [],
    })
    .returning({ id: videos.id });
  scriptId = script?.id ?? 0;
  videoId = video?.id ?? 0;
});
afterEach(() => t.cleanup());

async function mint(browser: Awaited<ReturnType<typeof signedIn>>, type: "script" | "video", id: number) {
  const res = await browser.get(`/api/share-links?type=${type}&id=${id}`);
  expect(res.status).toBe(200);
  const url = new URL(((await res.json()) as { url: string }).url);
  return `${url.pathname}${url.search}`;
}

const open = (path: string, headers: Record<string, string> = {}) => t.app.request(`http://localhost${path}`, { headers });

describe("a share link after its member loses access", () => {
  it.each([
    [
      "the plan is lowered",
      async (id: number) => void (await t.db.update(users).set({ accessLevel: "sampler" }).where(eq(users.id, id))),
    ],
    [
      "the purchase is refunded",
      async (id: number) => void (await t.db.update(users).set({ accessLevel: "none" }).where(eq(users.id, id))),
    ],
    ["the account is deleted", async (id: number) => void (await t.db.delete(users).where(eq(users.id, id)))],
  ])("stops opening the script and the video when %s", async (_label, loseAccess) => {
    const sharer = await insertUser(t, { email: "sharer@example.com", accessLevel: "spark" });
    const browser = await signedIn(t, sharer);
    const scriptLink = await mint(browser, "script", scriptId);
    const videoLink = await mint(browser, "video", videoId);
    const mediaLink = `/media/videos/${videoId}${new URL(videoLink, "http://x").search}`;

    expect(await (await open(scriptLink)).text()).toContain(PAID_LINE);
    expect((await open(videoLink)).status).toBe(200);
    expect((await open(mediaLink, { range: "bytes=0-99" })).status).toBe(206);

    await loseAccess(sharer.id);

    const page = await open(scriptLink);
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain(PAID_LINE);
    expect((await open(videoLink)).status).toBe(404);
    expect((await open(mediaLink, { range: "bytes=0-99" })).status).toBe(401);
  });

  it("opens again when the member regains access, and a higher plan keeps it open", async () => {
    const sharer = await insertUser(t, { email: "sharer@example.com", accessLevel: "spark" });
    const link = await mint(await signedIn(t, sharer), "script", scriptId);
    await t.db.update(users).set({ accessLevel: "none" }).where(eq(users.id, sharer.id));
    expect((await open(link)).status).toBe(404);
    await t.db.update(users).set({ accessLevel: "domination" }).where(eq(users.id, sharer.id));
    expect(await (await open(link)).text()).toContain(PAID_LINE);
  });

  it("a link cannot be moved to another member's name", async () => {
    const sharer = await insertUser(t, { email: "sharer@example.com", accessLevel: "spark" });
    const other = await insertUser(t, { email: "other@example.com", accessLevel: "domination" });
    const link = await mint(await signedIn(t, sharer), "script", scriptId);
    const forged = link.replace(`s=${sharer.id}.`, `s=${other.id}.`);
    expect(forged).not.toBe(link);
    const page = await open(forged);
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain(PAID_LINE);
  });
});
