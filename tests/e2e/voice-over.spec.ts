// A member records their own voice-over in the browser: the video plays muted beside the script,
// Chromium's fake microphone reads a known voice (a 180 Hz test voice), the member listens back,
// saves it, and downloads the branded video whose sound carries that voice over the music. The site
// has no AI key here, so the player says the AI voice is not available instead of offering it.
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { meanVolume, testVoice, VOICE_BAND } from "@realty/media/audio/audio-testing";
import { ffmpegRender } from "@realty/media/ffmpeg/ffmpeg";
import { END_CARD_SECONDS, SHORT_MAX_SECONDS, SHORT_MIN_SECONDS } from "@realty/media/frames/constants";
import { fixtureBars } from "@realty/media/frames/fixtures";
import { probe } from "@realty/media/frames/probe";
import { integratedLoudness } from "@realty/media/music/loudness";
import { eq } from "drizzle-orm";
import { diskMedia } from "../../apps/edge-api/src/adapters/media/disk.ts";
import { openNodeDatabase } from "../../apps/edge-api/src/db/node-client.ts";
import { renderJobs, videos } from "../../apps/edge-api/src/db/schema.ts";
import { renderOutputs } from "../../apps/edge-api/src/services/render/render-outputs.ts";
import { bumpCatalogueVersion } from "../../apps/edge-api/src/services/settings/catalogue-version.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../tools/chromium.ts";
import { openDashboard } from "./dashboard-fixtures.ts";

// A video no other browser test plays.
const RENDERED = { slug: "home-inspections-what-to-expect", title: "Home Inspections: What to Expect" };
const DATA_DIR = process.env.E2E_DATA_DIR ?? "";
const MICROPHONE = join(tmpdir(), "realty-e2e-voice.wav");
// Written before the browser starts: Chromium reads it as the microphone (and loops it).
writeFileSync(MICROPHONE, testVoice(6, 48_000));
let bodySeconds = 0;

test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-audio-capture=${MICROPHONE}`,
    ],
  },
});

async function openVideo(page: Page, title: string) {
  await page.getByRole("tab", { name: "Videos" }).click();
  const grid = page.locator("section", { has: page.getByRole("heading", { name: "Professional Videos" }) });
  await grid.getByRole("button", { name: `Play Video: ${title}` }).click();
  const player = page.getByRole("dialog", { name: title });
  await expect(player).toBeVisible();
  return player;
}

async function downloadReels(page: Page, file: string) {
  const download = page.waitForEvent("download", { timeout: 120_000 });
  await page.getByRole("button", { name: "Download for Reels" }).click();
  await (await download).saveAs(file);
}

/** Records a take over the cut's video with the teleprompter, listens back and saves it. */
async function recordTake(page: Page, player: Locator, firstLine: string) {
  await player.getByRole("button", { name: "Record my voice-over" }).click();
  const recorder = page.getByRole("dialog", { name: "Record my voice-over" });
  const script = recorder.getByRole("textbox", { name: "Script" });
  await expect(script).toHaveValue(new RegExp(`^${firstLine.replace(/[.?]/g, "\\$&")}`));
  await recorder.getByRole("button", { name: "Start recording" }).click();
  await expect(recorder.getByRole("button", { name: "Stop recording" })).toBeVisible();
  await expect(recorder.getByRole("list", { name: "Script" }).locator('[aria-current="true"]')).toBeVisible();
  // The take ends with the video; the member listens back and could record again.
  await expect(recorder.getByRole("button", { name: "Record again" })).toBeVisible({ timeout: 60_000 });
  const take = recorder.getByLabel("Your recording");
  await expect.poll(() => take.evaluate((a: HTMLAudioElement) => a.readyState), { timeout: 15_000 }).toBeGreaterThan(0);
  await recorder.getByRole("button", { name: "Save voice-over" }).click();
  await expect(recorder).toBeHidden({ timeout: 30_000 });
}

test.describe("voice-overs", () => {
  test.describe.configure({ timeout: 300_000 });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const { db, close } = await openNodeDatabase(`file:${join(DATA_DIR, "app.db")}`);
    try {
      const [row] = await db.select().from(videos).where(eq(videos.slug, RENDERED.slug));
      if (!row?.renderKey) throw new Error(`${RENDERED.slug} has no source to render`);
      const media = diskMedia({ root: join(DATA_DIR, "media") });
      // The first 5 s of a stand-in source under the entry's render key, with its music bed.
      const result = await renderOutputs(fixtureBars(), row.renderKey, { media, render: ffmpegRender(), frameLimit: 150 });
      bodySeconds = result.portrait?.seconds ?? 0;
      await db
        .insert(renderJobs)
        .values({ key: row.renderKey, slug: RENDERED.slug, status: "done", progress: 100, result })
        .onConflictDoUpdate({ target: renderJobs.key, set: { status: "done", progress: 100, result } });
      await bumpCatalogueVersion(db);
    } finally {
      close();
    }
  });

  test("a member records a voice-over with the script as a teleprompter and downloads the video carrying it", async ({
    page,
    playwright,
    baseURL,
  }, testInfo) => {
    await openDashboard(page, playwright, baseURL, "domination");
    const player = await openVideo(page, RENDERED.title);
    await expect(
      player.getByText("AI voice-overs are not available on this site. Record your own voice-over instead."),
    ).toBeVisible();
    await expect(player.getByRole("radio", { name: "No voice-over" })).toBeChecked();
    await expect(player.getByRole("radio", { name: "My recording" })).toBeDisabled();

    // The plain branded download first: the music alone, to compare with.
    const plain = testInfo.outputPath("plain.mp4");
    await downloadReels(page, plain);

    await recordTake(page, player, fixtureBars().source.hook);

    const mine = player.getByRole("radio", { name: /^My recording \(\d+ s\)$/ });
    await expect(mine).toBeChecked();
    // Its captions follow the recording: the script's first line from the first sound.
    const captions = player.getByRole("link", { name: "Captions for this voice-over (WebVTT)" });
    const vtt = await (await page.request.get((await captions.getAttribute("href")) ?? "")).text();
    expect(vtt).toMatch(/^WEBVTT\n\n1\n00:00:0\d\.\d{3} --> /);
    expect(vtt).toContain(fixtureBars().source.hook);
    const voiced = testInfo.outputPath("voiced.mp4");
    await downloadReels(page, voiced);

    const info = await probe(voiced);
    expect(info.streams.map((s) => `${s.codec_type}:${s.codec_name}`)).toEqual(["video:h264", "audio:aac"]);
    expect(Math.abs((await integratedLoudness(voiced)) - -14)).toBeLessThanOrEqual(1);
    // The test voice's band carries far more while the video plays than the music alone had there.
    const window = { start: 1, seconds: Math.max(1, bodySeconds - 2) };
    const withVoice = await meanVolume(voiced, window.start, window.seconds, VOICE_BAND);
    const musicOnly = await meanVolume(plain, window.start, window.seconds, VOICE_BAND);
    expect(withVoice - musicOnly).toBeGreaterThan(6);
  });

  test("the short cut has a voice-over of its own, downloaded with what the voice says burned in", async ({
    page,
    playwright,
    baseURL,
  }, testInfo) => {
    await openDashboard(page, playwright, baseURL, "domination");
    const player = await openVideo(page, RENDERED.title);
    await player.getByRole("radio", { name: /^Short cut/ }).check();
    await expect(player.getByRole("group", { name: "Voice-over for the short cut" })).toBeVisible();
    await expect(player.getByRole("radio", { name: "My recording" })).toBeDisabled();
    // The teleprompter reads the short cut's own lines, from its hook.
    await recordTake(page, player, fixtureBars().source.short?.hook ?? "");
    await expect(player.getByRole("radio", { name: /^My recording \(\d+ s\)$/ })).toBeChecked();

    await player.getByRole("checkbox", { name: "Burn in captions" }).check();
    const voiced = testInfo.outputPath("short-voiced.mp4");
    await downloadReels(page, voiced);
    const info = await probe(voiced);
    expect(info.streams.map((s) => `${s.codec_type}:${s.codec_name}`)).toEqual(["video:h264", "audio:aac"]);
    // The short cut drawn in the member's brand from the video's source, then their card.
    const seconds = Number(info.format.duration) - END_CARD_SECONDS;
    expect(seconds).toBeGreaterThanOrEqual(SHORT_MIN_SECONDS - 0.5);
    expect(seconds).toBeLessThanOrEqual(SHORT_MAX_SECONDS + 0.5);
    expect(Math.abs((await integratedLoudness(voiced)) - -14)).toBeLessThanOrEqual(1);

    // The full video keeps its own (none yet): the short cut's take is not offered there.
    await player.getByRole("radio", { name: /^Full video/ }).check();
    await expect(player.getByRole("group", { name: "Voice-over for the full video" })).toBeVisible();
    await expect(player.getByRole("radio", { name: "My recording" })).toBeDisabled();
  });
});
