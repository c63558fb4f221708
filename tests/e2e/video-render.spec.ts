// A member watches a rendered library video with captions, downloads it "for Reels" drawn in
// their brand from the video's source and ending on their own card (with its music bed, then with
// "no music"), and meets a video whose render is still being made. The server runs without its
// background renderer (playwright.config.ts), so this file renders one short source itself, at the
// real sizes, into the server's data folder, as media:build would.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { videoSource } from "@realty/library/video-source";
import { ffmpegRender } from "@realty/media/ffmpeg/ffmpeg";
import { END_CARD_SECONDS, FPS } from "@realty/media/frames/constants";
import { fixtureBars } from "@realty/media/frames/fixtures";
import { probe } from "@realty/media/frames/probe";
import { buildTimeline } from "@realty/media/frames/timeline";
import { eq } from "drizzle-orm";
import { diskMedia } from "../../apps/edge-api/src/adapters/media/disk.ts";
import { openNodeDatabase } from "../../apps/edge-api/src/db/node-client.ts";
import { renderJobs, videos } from "../../apps/edge-api/src/db/schema.ts";
import { renditionKey } from "../../apps/edge-api/src/services/render/render-keys.ts";
import { renderOutputs } from "../../apps/edge-api/src/services/render/render-outputs.ts";
import { bumpCatalogueVersion } from "../../apps/edge-api/src/services/settings/catalogue-version.ts";
import { lastFrame } from "../../apps/edge-api/src/testing/video-frames.ts";
import { openDashboard } from "./dashboard-fixtures.ts";

// A video no other browser test plays: they expect the title cards of an unrendered library.
const RENDERED = { slug: "how-equity-builds-every-month", title: "How Equity Builds Every Month" };
const DATA_DIR = process.env.E2E_DATA_DIR ?? "";
let bodyFile = "";
/** A member's download draws the whole source in their brand, not the stand-in library file. */
const sourceFile = join(import.meta.dirname, "../../content/videos/sources", `${RENDERED.slug}.json`);
const fullCutSeconds = buildTimeline(videoSource.parse(JSON.parse(readFileSync(sourceFile, "utf8"))), FPS, "full").frames / FPS;

async function openVideo(page: Page, title: string) {
  await page.getByRole("tab", { name: "Videos" }).click();
  const grid = page.locator("section", { has: page.getByRole("heading", { name: "Professional Videos" }) });
  await grid.getByRole("button", { name: `Play Video: ${title}` }).click();
  const player = page.getByRole("dialog", { name: title });
  await expect(player).toBeVisible();
  return { player, video: player.locator("video") };
}

test.describe("rendered videos", () => {
  test.describe.configure({ mode: "serial", timeout: 300_000 });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const { db, close } = await openNodeDatabase(`file:${join(DATA_DIR, "app.db")}`);
    try {
      const [row] = await db.select().from(videos).where(eq(videos.slug, RENDERED.slug));
      if (!row?.renderKey) throw new Error(`${RENDERED.slug} has no source to render`);
      const media = diskMedia({ root: join(DATA_DIR, "media") });
      // The first 8 s of a stand-in source under the entry's render key: quick, at the real sizes.
      const result = await renderOutputs(fixtureBars(), row.renderKey, { media, render: ffmpegRender(), frameLimit: 240 });
      bodyFile = join(DATA_DIR, "media", renditionKey(row.renderKey, "portrait"));
      await db
        .insert(renderJobs)
        .values({ key: row.renderKey, slug: RENDERED.slug, status: "done", progress: 100, result })
        .onConflictDoUpdate({ target: renderJobs.key, set: { status: "done", progress: 100, result } });
      await bumpCatalogueVersion(db);
    } finally {
      close();
    }
  });

  test("a member plays a rendered video with captions on and downloads it for Reels with their end card", async ({
    page,
    playwright,
    baseURL,
  }, testInfo) => {
    await openDashboard(page, playwright, baseURL, "spark");
    const { player, video } = await openVideo(page, RENDERED.title);
    await expect(player.getByTestId("video-preparing")).toHaveCount(0);
    await expect(player.getByRole("button", { name: "Download video" })).toBeEnabled();
    await expect(player.getByText(/^720p · \d+(\.\d)?MB$/)).toBeVisible();

    const captions = player.getByRole("button", { name: "Captions" });
    await expect(captions).toHaveAttribute("aria-pressed", "false");
    await captions.click();
    await expect(captions).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.mode)).toBe("showing");
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.cues?.length ?? 0)).toBeGreaterThan(3);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(0.5);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.activeCues?.length ?? 0)).toBeGreaterThan(0);

    const download = page.waitForEvent("download", { timeout: 120_000 });
    await player.getByRole("button", { name: "Download for Reels" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("how_equity_builds_every_month.mp4");
    const saved = testInfo.outputPath("reels.mp4");
    await file.saveAs(saved);
    const info = await probe(saved);
    expect(info.streams[0]).toMatchObject({ codec_name: "h264", width: 1080, height: 1920 });
    expect(info.streams[1]).toMatchObject({ codec_type: "audio", codec_name: "aac" });
    expect(Number(info.format.duration)).toBeCloseTo(fullCutSeconds + END_CARD_SECONDS, 0);
    expect((await lastFrame(saved)).equals(await lastFrame(bodyFile))).toBe(false);
    expect(readFileSync(saved).length).toBeGreaterThan(readFileSync(bodyFile).length);

    // "No music": the same video and card, with no sound at all.
    await player.getByRole("checkbox", { name: "Music" }).uncheck();
    const quiet = page.waitForEvent("download", { timeout: 120_000 });
    await player.getByRole("button", { name: "Download for Reels" }).click();
    const quietFile = testInfo.outputPath("reels-no-music.mp4");
    await (await quiet).saveAs(quietFile);
    const quietInfo = await probe(quietFile);
    expect(quietInfo.streams.map((s) => s.codec_type)).toEqual(["video"]);
    expect(Number(quietInfo.format.duration)).toBeCloseTo(fullCutSeconds + END_CARD_SECONDS, 0);
  });

  test("a member picks the short cut and downloads its 4:5 feed version with captions burned in", async ({
    page,
    playwright,
    baseURL,
  }, testInfo) => {
    await openDashboard(page, playwright, baseURL, "spark");
    const { player } = await openVideo(page, RENDERED.title);
    // The full video's two shapes first; the short cut adds the feed shape.
    await expect(player.getByRole("button", { name: "Download for feeds (4:5)" })).toHaveCount(0);
    await player.getByRole("radio", { name: /^Short cut/ }).check();
    await expect(player.getByRole("button", { name: "Download for Reels" })).toBeVisible();
    await expect(player.getByRole("button", { name: "Download for YouTube" })).toBeVisible();
    await player.getByRole("checkbox", { name: "Burn in captions" }).check();
    const download = page.waitForEvent("download", { timeout: 120_000 });
    await player.getByRole("button", { name: "Download for feeds (4:5)" }).click();
    const saved = testInfo.outputPath("feed.mp4");
    await (await download).saveAs(saved);
    const info = await probe(saved);
    expect(info.streams[0]).toMatchObject({ codec_name: "h264", width: 1080, height: 1350 });
    expect(info.streams[1]).toMatchObject({ codec_type: "audio", codec_name: "aac" });
  });

  test("a branded download the render service is still making shows its progress, then saves the file", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await openDashboard(page, playwright, baseURL, "spark");
    const { player } = await openVideo(page, RENDERED.title);
    // As the Worker answers while its render service makes the card: 202 twice, then the real file.
    let asked = 0;
    await page.route("**/media/videos/*/landscape/download", async (route) => {
      asked += 1;
      if (asked > 2) return route.continue();
      return route.fulfill({ status: 202, json: { status: "preparing", progress: asked * 30 } });
    });
    const download = page.waitForEvent("download", { timeout: 120_000 });
    const button = player.getByRole("button", { name: "Download for YouTube" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(player.getByText("Preparing your branded video...")).toBeVisible();
    const bar = player.getByRole("progressbar", { name: "Preparing your branded video" });
    await expect(bar).toHaveAttribute("aria-valuenow", /^(30|60)$/);
    await expect(button).toBeDisabled();
    expect((await download).suggestedFilename()).toBe("how_equity_builds_every_month.mp4");
    expect(asked).toBe(3);
    await expect(player.getByText("Your branded video is downloading.")).toBeVisible();
    await expect(button).toBeEnabled();

    // A card that cannot be made says so, in an alert, and the button works again.
    await page.unroute("**/media/videos/*/landscape/download");
    await page.route("**/media/videos/*/landscape/download", (route) =>
      route.fulfill({
        status: 503,
        json: { message: "We couldn't add your end card just now. Please try the download again in a moment." },
      }),
    );
    await button.click();
    await expect(player.getByRole("alert")).toHaveText(/couldn't add your end card/);
    await expect(button).toBeEnabled();
  });

  test("a video whose render is not ready shows 'Preparing this video...' and still plays its title card", async ({
    page,
    playwright,
    baseURL,
  }) => {
    const titles = JSON.parse(readFileSync(join(import.meta.dirname, "../../content/videos/videos.json"), "utf8")) as {
      title: string;
      week: number;
    }[];
    const pending = titles.find((v) => v.week === 12)?.title ?? "";
    await openDashboard(page, playwright, baseURL, "spark");
    const { player, video } = await openVideo(page, pending);
    await expect(player.getByText("Preparing this video...")).toBeVisible();
    await expect(player.getByRole("progressbar", { name: "Preparing this video" })).toBeVisible();
    await expect(player.getByRole("heading", { name: "Video Unavailable" })).toHaveCount(0);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 30_000 }).toBeGreaterThan(1);
    // No download of either cut or any shape while the render is missing.
    for (const label of ["Download for Reels", "Download for YouTube", "Download for feeds (4:5)"]) {
      await expect(player.getByRole("button", { name: label })).toHaveCount(0);
    }
    await expect(player.getByRole("radio", { name: /Short cut/ })).toHaveCount(0);
    // What plays meanwhile is the title card: the player's own download must not save it.
    await expect(player.getByRole("button", { name: "Download video" })).toBeDisabled();
  });
});
