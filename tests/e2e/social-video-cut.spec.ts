// A library video leaves the hub as its short cut: the composer attaches it by default, shows each
// network's shape (Facebook's 4:5 feed version, X's 16:9), and lets the member send the full video
// instead; the files queued for each network (resolved when the post is composed) say which cut goes out. The server runs without
// its background renderer, so this file stores the renditions itself (a short library clip).
import { copyFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { VIDEO_RENDITION_NAMES } from "@realty/contracts/library";
import type { HubPost } from "@realty/contracts/social-constants";
import { eq } from "drizzle-orm";
import { openNodeDatabase } from "../../apps/edge-api/src/db/node-client.ts";
import { hubPostDeliveries, videos } from "../../apps/edge-api/src/db/schema.ts";
import { renditionKey } from "../../apps/edge-api/src/services/render/render-keys.ts";
import { openDashboard } from "./dashboard-fixtures.ts";
import { waitForHydration } from "./fixtures.ts";

const DATA_DIR = process.env.E2E_DATA_DIR ?? "";
const CLIP = join(import.meta.dirname, "../../content/media/videos/market-foundation.mp4");
// A video no other browser test posts or plays rendered.
const VIDEO_WEEK = 9;
let videoTitle = "";

test.describe.configure({ timeout: 240_000 });

test.beforeAll(async () => {
  const { db, close } = await openNodeDatabase(`file:${join(DATA_DIR, "app.db")}`);
  try {
    const [row] = await db.select().from(videos).where(eq(videos.week, VIDEO_WEEK));
    if (!row?.renderKey) throw new Error(`week ${VIDEO_WEEK} has no video to render`);
    videoTitle = row.title;
    for (const name of VIDEO_RENDITION_NAMES) {
      const file = join(DATA_DIR, "media", renditionKey(row.renderKey, name));
      mkdirSync(dirname(file), { recursive: true });
      copyFileSync(CLIP, file);
    }
  } finally {
    close();
  }
});

/** The stored file each network's delivery of the member's latest post carries. */
async function deliveredFiles(page: Page): Promise<Record<string, string>> {
  const posts = (await (await page.request.get("/api/social/posts")).json()) as HubPost[];
  const latest = Math.max(...posts.map((p) => p.id));
  const { db, close } = await openNodeDatabase(`file:${join(DATA_DIR, "app.db")}`);
  try {
    const rows = await db
      .select({ platform: hubPostDeliveries.platform, mediaKey: hubPostDeliveries.mediaKey })
      .from(hubPostDeliveries)
      .where(eq(hubPostDeliveries.hubPostId, latest));
    return Object.fromEntries(rows.map((r) => [r.platform, r.mediaKey ?? ""]));
  } finally {
    close();
  }
}

async function composeFromLibrary(page: Page) {
  await page.goto("/dashboard");
  await waitForHydration(page);
  await page.getByRole("tab", { name: "Videos" }).click();
  await page.getByRole("link", { name: `Schedule ${videoTitle}` }).click();
  await expect(page.getByText(`From your library: ${videoTitle}`)).toBeVisible({ timeout: 30_000 });
  for (const network of [/Facebook/, /X \(Twitter\)/]) await page.getByRole("checkbox", { name: network }).check();
  // Plain text, so no caption's "[verify]" placeholder holds the post back: the attachment is the point here.
  await page.getByLabel("Post Content").fill("Renting or buying? Here is what each payment builds.");
  const ownVersions = page.getByRole("button", { name: "Use the main text" });
  while ((await ownVersions.count()) > 0) await ownVersions.first().click();
}

test("the composer sends the short cut in each network's shape, or the full video when asked", async ({
  page,
  playwright,
  baseURL,
}) => {
  await openDashboard(page, playwright, baseURL, "domination");
  for (const platform of ["facebook", "twitter"]) {
    const res = await page.request.get(`/api/auth/${platform}`);
    expect(res.status(), await res.text()).toBe(200);
  }

  await composeFromLibrary(page);
  const facebook = page.getByRole("article", { name: "Facebook preview" });
  const x = page.getByRole("article", { name: "X (Twitter) preview" });
  await expect(page.getByText("Attached: your branded short cut (the right shape for each network)")).toBeVisible();
  await expect(facebook.getByRole("figure", { name: "Feed video 4:5 preview" })).toBeVisible();
  await expect(facebook.getByText("Attached: your branded 4:5 short cut for the feed")).toBeVisible();
  await expect(x.getByText("Attached: your branded 16:9 short cut")).toBeVisible();
  await page.getByRole("button", { name: "Schedule Post" }).click();
  await expect(page.getByText("Post Scheduled!", { exact: true })).toBeVisible({ timeout: 120_000 });
  const short = await deliveredFiles(page);
  expect(short.facebook).toMatch(/\/short-feed(-[0-9a-f]+)?\.mp4$/);
  expect(short.twitter).toMatch(/\/short-landscape(-[0-9a-f]+)?\.mp4$/);

  await composeFromLibrary(page);
  await page.getByRole("button", { name: "Send the full video instead" }).click();
  await expect(page.getByText("Attached: your branded full video (the right shape for each network)")).toBeVisible();
  await expect(facebook.getByRole("figure", { name: "Reel 9:16 preview" })).toBeVisible();
  await expect(facebook.getByText("Attached: your branded 9:16 full video")).toBeVisible();
  await page.getByRole("button", { name: "Schedule Post" }).click();
  await expect(page.getByText("Post Scheduled!", { exact: true })).toBeVisible({ timeout: 120_000 });
  const full = await deliveredFiles(page);
  expect(full.facebook).toMatch(/\/portrait(-[0-9a-f]+)?\.mp4$/);
  expect(full.twitter).toMatch(/\/landscape(-[0-9a-f]+)?\.mp4$/);
});
