// A rendered video's share page on a phone held upright plays the 9:16 short cut across the screen's
// width, with its own poster; a wide screen plays the 16:9 short cut. The server runs without its
// background renderer, so this file stores the renditions itself (tiny clips drawn by ffmpeg in each
// shape, so a letterboxed picture would show) and records the render done, as media:build would.
import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { VIDEO_RENDITION_NAMES } from "@realty/contracts/library";
import { ffmpegPath } from "@realty/media/ffmpeg/ffmpeg-path";
import { layoutFor } from "@realty/media/frames/constants";
import { eq } from "drizzle-orm";
import { openNodeDatabase } from "../../apps/edge-api/src/db/node-client.ts";
import { renderJobs, videos } from "../../apps/edge-api/src/db/schema.ts";
import { posterKey, renditionKey } from "../../apps/edge-api/src/services/render/render-keys.ts";
import { bumpCatalogueVersion } from "../../apps/edge-api/src/services/settings/catalogue-version.ts";
import { openDashboard } from "./dashboard-fixtures.ts";

const DATA_DIR = process.env.E2E_DATA_DIR ?? "";
// A video no other browser test posts, plays rendered or shares.
const VIDEO_WEEK = 16;
let videoId = 0;

/** A one-second clip (or a poster) at a third of the rendition's size: the same shape, quick to make. */
function drawFile(file: string, width: number, height: number, poster: boolean) {
  mkdirSync(dirname(file), { recursive: true });
  const size = `${Math.round(width / 6) * 2}x${Math.round(height / 6) * 2}`;
  const output = poster ? ["-frames:v", "1"] : ["-t", "1", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-movflags", "+faststart"];
  const input = ["-f", "lavfi", "-i", `testsrc=size=${size}:rate=10`];
  execFileSync(ffmpegPath(), ["-hide_banner", "-loglevel", "error", "-y", ...input, ...output, file]);
}

test.beforeAll(async () => {
  const { db, close } = await openNodeDatabase(`file:${join(DATA_DIR, "app.db")}`);
  try {
    const [row] = await db.select().from(videos).where(eq(videos.week, VIDEO_WEEK));
    if (!row?.renderKey || !row.slug) throw new Error(`week ${VIDEO_WEEK} has no video to render`);
    videoId = row.id;
    for (const name of VIDEO_RENDITION_NAMES) {
      const { width, height } = layoutFor(name);
      drawFile(join(DATA_DIR, "media", renditionKey(row.renderKey, name)), width, height, false);
      drawFile(join(DATA_DIR, "media", posterKey(row.renderKey, name)), width, height, true);
    }
    const result = Object.fromEntries(VIDEO_RENDITION_NAMES.map((name) => [name, { bytes: 1, seconds: 1 }]));
    await db
      .insert(renderJobs)
      .values({ key: row.renderKey, slug: row.slug, status: "done", progress: 100, result })
      .onConflictDoUpdate({ target: renderJobs.key, set: { status: "done", progress: 100, result } });
    await bumpCatalogueVersion(db);
  } finally {
    close();
  }
});

/** The one short-cut player the visitor can see (the full video waits in its <details>). */
const shownPlayer = (page: Page) => page.locator("main > video:visible");

/**
 * The file the shown player picked by itself (before anything is played), then its box and its
 * picture's own size (metadata loaded for the measure).
 */
async function measure(page: Page, expectedSrc: RegExp) {
  const player = shownPlayer(page);
  await expect(player).toHaveCount(1);
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(expectedSrc);
  await player.evaluate((v: HTMLVideoElement) => {
    v.preload = "metadata";
    v.load();
  });
  await expect.poll(() => player.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  const box = await player.boundingBox();
  if (!box) throw new Error("the player has no box");
  const picture = await player.evaluate((v: HTMLVideoElement) => ({
    poster: v.poster,
    width: v.videoWidth,
    height: v.videoHeight,
  }));
  return { box, picture };
}

test("a shared video plays its 9:16 short cut across an upright phone and its 16:9 short cut on a wide screen", async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  await openDashboard(page, playwright, baseURL, "domination");
  const res = await page.request.get(`/api/share-links?type=video&id=${videoId}`);
  expect(res.status(), await res.text()).toBe(200);
  const { url } = (await res.json()) as { url: string };

  const browser = context.browser();
  if (!browser) throw new Error("no browser");
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const onPhone = await phone.newPage();
  await onPhone.goto(url);
  // Link previews stay wide whatever screen opens the page.
  await expect(onPhone.locator('meta[property="og:video"]')).toHaveAttribute(
    "content",
    new RegExp(`/media/videos/${videoId}/short-landscape\\?s=`),
  );
  const tall = await measure(onPhone, new RegExp(`/media/videos/${videoId}/short-portrait\\?s=`));
  expect(tall.picture.poster).toMatch(/\/media\/posters\/.+\/short-portrait\.jpg$/);
  // Taller than wide, inside the screen's width, and shaped like the picture it plays: no bars.
  expect(tall.box.height).toBeGreaterThan(tall.box.width);
  expect(tall.box.x).toBeGreaterThanOrEqual(0);
  expect(tall.box.x + tall.box.width).toBeLessThanOrEqual(390);
  expect(tall.box.width).toBeGreaterThan(390 * 0.8);
  expect(tall.box.width / tall.box.height).toBeCloseTo(tall.picture.width / tall.picture.height, 2);
  await phone.close();

  const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const onDesktop = await desktop.newPage();
  await onDesktop.goto(url);
  const wide = await measure(onDesktop, new RegExp(`/media/videos/${videoId}/short-landscape\\?s=`));
  expect(wide.picture.poster).toMatch(/\/media\/posters\/.+\/short-landscape\.jpg$/);
  expect(wide.box.width).toBeGreaterThan(wide.box.height);
  expect(wide.box.width / wide.box.height).toBeCloseTo(wide.picture.width / wide.picture.height, 2);
  await desktop.close();
});
