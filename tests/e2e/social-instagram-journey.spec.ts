// The hub end to end on the sandbox Instagram: a member connects Instagram, sends a library video
// to the composer, checks the Reels preview, schedules it, moves it onto today by dragging it on
// the week view, lets the server's own scheduler publish it, and reads its results in History.
// The server runs without its background renderer, so this file stores the video's 9:16 short-cut
// rendition itself (a short library clip), as a finished render would.
import { copyFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { expect, test } from "@playwright/test";
import { addDays, dayIn, type HubPost, zonedToUtc } from "@realty/contracts/social-constants";
import { eq } from "drizzle-orm";
import { openNodeDatabase } from "../../apps/edge-api/src/db/node-client.ts";
import { videos } from "../../apps/edge-api/src/db/schema.ts";
import { renditionKey } from "../../apps/edge-api/src/services/render/render-keys.ts";
import { openDashboard } from "./dashboard-fixtures.ts";
import { waitForHydration } from "./fixtures.ts";

const DATA_DIR = process.env.E2E_DATA_DIR ?? "";
const CLIP = join(import.meta.dirname, "../../content/media/videos/market-foundation.mp4");
// A video no other browser test posts or plays rendered.
const VIDEO_WEEK = 7;

/**
 * A time zone where the whole test happens on one day that is not a Sunday: the post is scheduled
 * for tomorrow and dragged back to today, and both days must be on the same Monday-to-Sunday week.
 */
function journeyZone(now = Date.now()): string {
  for (const zone of ["UTC", "Pacific/Kiritimati", "Pacific/Pago_Pago", "Asia/Kolkata", "America/Chicago"]) {
    const today = dayIn(new Date(now), zone);
    const sunday = new Date(`${today}T12:00:00Z`).getUTCDay() === 0;
    if (!sunday && dayIn(new Date(now + 20 * 60_000), zone) === today) return zone;
  }
  throw new Error("no candidate zone keeps the test on one weekday");
}
const ZONE = journeyZone();

const longDay = (day: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" }).format(
    new Date(`${day}T12:00:00Z`),
  );

/** HH:MM on the zone's clock of the first whole minute at least `aheadMs` from now. */
function clockAhead(aheadMs: number): string {
  const at = new Date(Math.ceil((Date.now() + aheadMs) / 60_000) * 60_000);
  return new Intl.DateTimeFormat("en-GB", { timeZone: ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(at);
}

let videoTitle = "";

test.use({ timezoneId: ZONE });
test.describe.configure({ timeout: 420_000 });

test.beforeAll(async () => {
  const { db, close } = await openNodeDatabase(`file:${join(DATA_DIR, "app.db")}`);
  try {
    const [row] = await db.select().from(videos).where(eq(videos.week, VIDEO_WEEK));
    if (!row?.renderKey) throw new Error(`week ${VIDEO_WEEK} has no video to render`);
    videoTitle = row.title;
    // Instagram receives the short cut's 9:16 rendition.
    const file = join(DATA_DIR, "media", renditionKey(row.renderKey, "short-portrait"));
    mkdirSync(dirname(file), { recursive: true });
    copyFileSync(CLIP, file);
  } finally {
    close();
  }
});

test("a library video goes to Instagram: previewed as a Reel, dragged onto today, published by the scheduler, with results in History", async ({
  page,
  playwright,
  baseURL,
}) => {
  await openDashboard(page, playwright, baseURL, "domination");

  // Connect the sandbox Instagram from the Accounts tab (the network's flow opens in a new tab).
  await page.goto("/social-hub?tab=accounts");
  const account = page.getByRole("region", { name: "Instagram account" });
  const flow = page.waitForEvent("popup");
  await account.getByRole("button", { name: "Connect Instagram" }).click({ timeout: 30_000 });
  await (await flow).waitForLoadState();
  await expect(account.getByText("Connected", { exact: true })).toBeVisible({ timeout: 20_000 });

  // Send the library video to the composer: Schedule opens it with tomorrow chosen.
  await page.goto("/dashboard");
  await waitForHydration(page);
  await page.getByRole("tab", { name: "Videos" }).click();
  await page.getByRole("link", { name: `Schedule ${videoTitle}` }).click();
  await expect(page.getByText(`From your library: ${videoTitle}`)).toBeVisible({ timeout: 30_000 });
  await page.getByRole("checkbox", { name: /Instagram/ }).check();
  const preview = page.getByRole("article", { name: "Instagram preview" });
  await expect(preview.getByRole("figure", { name: "Reel 9:16 preview" })).toBeVisible();
  await expect(preview.getByText("Attached: your branded 9:16 short cut as a Reel")).toBeVisible();
  await expect(page.getByText("From Instagram's guidance")).toBeVisible();

  // Tomorrow, two to three minutes from now on the clock; then dragged onto today.
  const today = dayIn(new Date(), ZONE);
  const tomorrow = addDays(today, 1);
  const time = clockAhead(150_000);
  await page.getByLabel("Time", { exact: true }).fill(time);
  await page.getByRole("button", { name: "Schedule Post" }).click();
  await expect(page.getByText("Post Scheduled!", { exact: true })).toBeVisible({ timeout: 120_000 });
  const posts = async () => (await (await page.request.get("/api/social/posts")).json()) as HubPost[];
  const [queued] = await posts();
  expect(queued?.scheduledFor).toBe(zonedToUtc(tomorrow, time, ZONE).toISOString());
  const title = (queued?.content.split("\n")[0] ?? "").slice(0, 30);

  await page.getByRole("tab", { name: "Calendar" }).click();
  const chip = page
    .getByRole("region", { name: longDay(tomorrow) })
    .getByRole("listitem")
    .filter({ hasText: title });
  await expect(chip).toContainText(time);
  await chip.dragTo(page.getByRole("region", { name: longDay(today) }));
  await expect(page.getByText("Post rescheduled", { exact: true }).first()).toBeVisible();
  expect((await posts())[0]?.scheduledFor).toBe(zonedToUtc(today, time, ZONE).toISOString());

  // The Node scheduler (every 30 s) publishes it once due, then reads its first results.
  await expect
    .poll(async () => (await posts())[0]?.deliveries[0]?.status, { timeout: 300_000, intervals: [5_000] })
    .toBe("posted");
  await page.getByRole("tab", { name: "History" }).click();
  const item = page.getByRole("article").filter({ hasText: title });
  await expect(async () => {
    await page.reload();
    await page.getByRole("tab", { name: "History" }).click();
    await expect(item.getByText(/\d+ reached/)).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  await expect(item.getByText(/\d+ likes/)).toBeVisible();
  await expect(item.getByText("Sandbox", { exact: true })).toBeVisible();
});
