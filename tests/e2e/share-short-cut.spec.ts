// A rendered video's share page, opened by a visitor through the member's signed link: the short
// cut is what plays (and what og:video names), and "Watch the full video" opens the full cut on the
// same page. The server runs without its background renderer, so this file stores the renditions
// itself (a short library clip) and records the render done, as media:build would.
import { copyFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { expect, test } from "@playwright/test";
import { VIDEO_RENDITION_NAMES } from "@realty/contracts/library";
import { eq } from "drizzle-orm";
import { openNodeDatabase } from "../../apps/edge-api/src/db/node-client.ts";
import { renderJobs, videos } from "../../apps/edge-api/src/db/schema.ts";
import { renditionKey } from "../../apps/edge-api/src/services/render/render-keys.ts";
import { bumpCatalogueVersion } from "../../apps/edge-api/src/services/settings/catalogue-version.ts";
import { openDashboard } from "./dashboard-fixtures.ts";

const DATA_DIR = process.env.E2E_DATA_DIR ?? "";
const CLIP = join(import.meta.dirname, "../../content/media/videos/market-foundation.mp4");
// A video no other browser test posts, plays rendered or shares.
const VIDEO_WEEK = 10;
let videoId = 0;

test.beforeAll(async () => {
  const { db, close } = await openNodeDatabase(`file:${join(DATA_DIR, "app.db")}`);
  try {
    const [row] = await db.select().from(videos).where(eq(videos.week, VIDEO_WEEK));
    if (!row?.renderKey || !row.slug) throw new Error(`week ${VIDEO_WEEK} has no video to render`);
    videoId = row.id;
    for (const name of VIDEO_RENDITION_NAMES) {
      const file = join(DATA_DIR, "media", renditionKey(row.renderKey, name));
      mkdirSync(dirname(file), { recursive: true });
      copyFileSync(CLIP, file);
    }
    const result = Object.fromEntries(VIDEO_RENDITION_NAMES.map((name) => [name, { bytes: 1, seconds: 10 }]));
    await db
      .insert(renderJobs)
      .values({ key: row.renderKey, slug: row.slug, status: "done", progress: 100, result })
      .onConflictDoUpdate({ target: renderJobs.key, set: { status: "done", progress: 100, result } });
    await bumpCatalogueVersion(db);
  } finally {
    close();
  }
});

test("a shared rendered video plays its short cut, with the full video one click away", async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  await openDashboard(page, playwright, baseURL, "domination");
  const res = await page.request.get(`/api/share-links?type=video&id=${videoId}`);
  expect(res.status(), await res.text()).toBe(200);
  const { url } = (await res.json()) as { url: string };

  const stranger = await context.browser()?.newContext();
  if (!stranger) throw new Error("no browser");
  const shared = await stranger.newPage();
  await shared.goto(url);
  await expect(shared.locator('meta[property="og:video"]')).toHaveAttribute(
    "content",
    new RegExp(`/media/videos/${videoId}/short-landscape\\?s=`),
  );
  await expect(shared.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/media\/posters\/.+\/short-landscape\.jpg$/,
  );
  const short = shared.locator("video").first();
  await expect.poll(() => short.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  expect(await short.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(
    new RegExp(`/media/videos/${videoId}/short-landscape\\?s=`),
  );

  await shared.getByText("Watch the full video").click();
  const full = shared.locator("details video");
  await expect(full).toBeVisible();
  await full.evaluate((v: HTMLVideoElement) => v.load());
  await expect.poll(() => full.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  expect(await full.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(
    new RegExp(`/media/videos/${videoId}/landscape\\?s=`),
  );
  await stranger.close();
});
