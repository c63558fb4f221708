import { expect, type Page, test } from "@playwright/test";
import { openDashboard } from "./dashboard-fixtures.ts";

const TITLE = "Renting VS Buying";

async function playFirstVideo(page: Page) {
  await page.getByRole("tab", { name: "Videos" }).click();
  const grid = page.locator("section", { has: page.getByRole("heading", { name: "Professional Videos" }) });
  await grid.getByRole("button", { name: `Play Video: ${TITLE}` }).click();
  const player = page.getByRole("dialog", { name: TITLE });
  await expect(player).toBeVisible();
  return { player, video: player.locator("video") };
}

const scrollLocked = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow === "hidden");

test.describe("video player", () => {
  test.describe.configure({ timeout: 120_000 });

  test("plays muted, pauses, seeks by click, unmutes, locks scrolling and closes on Escape", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await openDashboard(page, playwright, baseURL, "spark");
    const { player, video } = await playFirstVideo(page);
    expect(await scrollLocked(page)).toBe(true);
    await expect(player.getByRole("button", { name: "Unmute" })).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await expect(player.getByText(/^\d+(\.\d)?MB$/)).toBeVisible();

    // It starts on its own (muted autoplay); pause and play again.
    await expect(player.getByRole("button", { name: "Pause" })).toBeVisible();
    await player.getByRole("button", { name: "Pause" }).click();
    await expect(player.getByRole("button", { name: "Play", exact: true })).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

    // Click the middle of the progress bar: the 8-second card jumps to about 4 s.
    const seek = player.getByRole("slider", { name: "Seek" });
    const box = await seek.boundingBox();
    if (!box) throw new Error("no progress bar");
    await seek.click({ position: { x: box.width / 2, y: box.height / 2 } });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(3.5);
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeLessThan(4.5);
    await expect(player.getByTestId("video-time")).toHaveText(/^0:0[34] \/ 0:0[78]$/);

    await player.getByRole("button", { name: "Play", exact: true }).click();
    await expect(player.getByRole("button", { name: "Pause" })).toBeVisible();
    await player.getByRole("button", { name: "Unmute" }).click();
    await expect(player.getByRole("button", { name: "Mute", exact: true })).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(false);

    await page.keyboard.press("Escape");
    await expect(player).toBeHidden();
    expect(await scrollLocked(page)).toBe(false);
  });

  test("falls back to the next source, shows 'Video Unavailable' when all fail, and Try Again recovers", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await openDashboard(page, playwright, baseURL, "spark");
    // The main file is missing: the player moves on to the fallback encoding (source /1).
    await page.route(/\/media\/videos\/\d+$/, (route) => route.fulfill({ status: 404, body: "missing" }));
    const first = await playFirstVideo(page);
    // The refused source, then the fallback's file loaded and decoded: on a busy machine (ffmpeg
    // renders run beside this test) that took over 15 s once.
    await expect(first.player.getByRole("button", { name: "Pause" })).toBeVisible({ timeout: 30_000 });
    expect(await first.video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toMatch(/\/media\/videos\/\d+\/1$/);
    await page.keyboard.press("Escape");

    // Every source missing: the unavailable view, then Try Again once the files are back.
    await page.route(/\/media\/videos\/\d+\/\d+$/, (route) => route.fulfill({ status: 404, body: "missing" }));
    const { player } = await playFirstVideo(page);
    await expect(player.getByRole("heading", { name: "Video Unavailable" })).toBeVisible();
    await expect(player.getByText(/^Unable to load video: /)).toBeVisible();
    await expect(player.getByRole("link", { name: "Open Video in New Tab" })).toHaveAttribute("href", /\/media\/videos\/\d+$/);
    await page.unrouteAll();
    await player.getByRole("button", { name: "Try Again" }).click();
    await expect(player.getByRole("button", { name: "Pause" })).toBeVisible({ timeout: 30_000 });
  });

  // The browser tests start the product without rendering the library, so this video plays its
  // title card; the download of a rendered video, under the title's file name, is in video-render.spec.ts.
  test("offers no download of a video whose render is still being prepared", async ({ page, playwright, baseURL }) => {
    await openDashboard(page, playwright, baseURL, "spark");
    const { player } = await playFirstVideo(page);
    await expect(player.getByRole("button", { name: "Download video" })).toBeDisabled();
  });
});
