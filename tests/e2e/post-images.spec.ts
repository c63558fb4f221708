// Post images in the dashboard: a member downloads a post's branded image, copies its caption, and
// sets the month's market figures once, which every market update's image then shows.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { openDashboard } from "./dashboard-fixtures.ts";

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe("post images", () => {
  test.describe.configure({ timeout: 120_000 });
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("a member downloads a post image, copies its captions and sets the month's market figures once", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await openDashboard(page, playwright, baseURL, "domination");
    await page.getByRole("tab", { name: "Posts" }).click();
    await expect(page.getByRole("heading", { name: "Social Posts" })).toBeVisible();

    // 1. Download the feed image of the first post: a 1080x1350 PNG named after the post.
    const card = page.getByRole("article", { name: "Home Buying Tips" });
    const cardImage = card.getByRole("img", { name: "Home Buying Tips, branded for you" });
    await expect(cardImage).toBeVisible({ timeout: 30_000 });
    // The card shows the 540x675 WebP preview; the download below is the full PNG.
    await expect(cardImage).toHaveAttribute("src", /preview=1/);
    await expect.poll(() => cardImage.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 30_000 }).toBe(540);
    const downloading = page.waitForEvent("download", { timeout: 60_000 });
    await card.getByRole("link", { name: "Download Feed 1080x1350 image of Home Buying Tips" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("home-buying-tips-feed.png");
    const file = await download.path();
    expect(pngSize(readFileSync(file))).toEqual({ width: 1080, height: 1350 });

    // 2. Copy its caption per network: the clipboard holds the member's caption for that network.
    const posts = (await (await page.request.get("/api/social-posts?showAll=true")).json()) as { id: number; title: string }[];
    const id = posts.find((p) => p.title === "Home Buying Tips")?.id;
    const { captions } = (await (await page.request.get(`/api/posts/${id}/captions`)).json()) as {
      captions: Record<string, string>;
    };
    expect(captions.instagram).toContain("Get pre-approved");
    await card.getByRole("button", { name: "Copy Instagram caption of Home Buying Tips" }).click();
    await expect(page.getByText("Caption copied to clipboard.", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(captions.instagram);
    await card.getByRole("button", { name: "Copy X caption of Home Buying Tips" }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(captions.x);

    // 3. A market update: a draft with marked blanks, not downloadable, until the month's figures are set.
    const market = page.getByRole("article", { name: "Monthly Market Snapshot" });
    const image = market.getByRole("img", { name: "Monthly Market Snapshot, branded for you" });
    await market.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible({ timeout: 30_000 });
    await expect(market.getByText("Add your area to use this post.")).toBeVisible();
    await expect(market.getByRole("button", { name: "Download Feed 1080x1350 image of Monthly Market Snapshot" })).toBeDisabled();
    await expect(market.getByRole("link", { name: "Post Monthly Market Snapshot" })).toHaveCount(0);
    const before = Buffer.from(await (await page.request.get((await image.getAttribute("src")) ?? "")).body());
    expect(before.subarray(8, 12).toString("latin1")).toBe("WEBP");
    const blocked = await page.request.get(`/api/posts/${await postId(image)}/image/feed?download=1`);
    expect(blocked.status()).toBe(400);
    expect((await blocked.json()).message).toMatch(/^Add your area to use this post/);

    // Saving with every figure empty is refused and says so.
    const form = page.getByRole("form", { name: "Your market figures" });
    await form.getByRole("button", { name: "Save figures" }).click();
    await expect(page.getByText("Fill in at least one figure before saving.", { exact: true })).toBeVisible();
    expect((await (await page.request.get("/api/market-figures")).json()).month).toBeNull();

    // The month's figures, set once in one place.
    const month = new Date().toISOString().slice(0, 7);
    await expect(form.getByLabel("Month (YYYY-MM)")).toHaveValue(month);
    await form.getByLabel("Area").fill("Austin, TX");
    await form.getByLabel("Median price ($)").fill("425,000");
    await form.getByLabel("Days on market").fill("21");
    await form.getByLabel("Months of supply").fill("2.4");
    await form.getByLabel("New listings").fill("1312");
    await form.getByLabel("Source").fill("Austin Board of Realtors MLS");
    await form.getByLabel("Median price last month ($)").fill("418000");
    await form.getByRole("button", { name: "Save figures" }).click();
    await expect(page.getByText("Market figures saved", { exact: true })).toBeVisible();
    await expect(market.getByText("Add your area to use this post.")).toHaveCount(0);
    await expect(image).toHaveAttribute("src", /v=\d+/);
    const after = Buffer.from(await (await page.request.get((await image.getAttribute("src")) ?? "")).body());
    expect(after.subarray(8, 12).toString("latin1")).toBe("WEBP");
    expect(after.equals(before)).toBe(false);
    const marketDownload = page.waitForEvent("download", { timeout: 60_000 });
    await market.getByRole("link", { name: "Download Feed 1080x1350 image of Monthly Market Snapshot" }).click();
    expect(pngSize(readFileSync(await (await marketDownload).path()))).toEqual({ width: 1080, height: 1350 });

    // A bad figure is refused with the server's message and changes nothing.
    await form.getByLabel("Month (YYYY-MM)").fill("November");
    await form.getByRole("button", { name: "Save figures" }).click();
    await expect(page.getByText("The month must look like 2026-11.", { exact: true })).toBeVisible();
    const current = await (await page.request.get("/api/market-figures")).json();
    expect(current).toMatchObject({
      month,
      stale: false,
      missing: [],
      figures: { area: "Austin, TX", medianPrice: 425000, daysOnMarket: 21, monthsOfSupply: 2.4, newListings: 1312 },
    });
  });

  test("opened by its address, the Posts tab's first image is asked for by a preload, before the card exists", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await openDashboard(page, playwright, baseURL, "domination", "/dashboard/posts");
    const firstImage = page.getByRole("article").first().getByRole("img");
    await expect(firstImage).toBeVisible({ timeout: 30_000 });
    const src = new URL((await firstImage.getAttribute("src")) ?? "", page.url()).href;
    // A preload started it: the server announces the first screen's largest image in its Link header
    // (and React writes one into the HTML); without one the <img> itself would have.
    // The entry appears once the image has arrived (the server renders a first preview on request).
    const initiators = () =>
      page.evaluate(
        (url) =>
          performance
            .getEntriesByType("resource")
            .filter((entry) => entry.name === url)
            .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
        src,
      );
    await expect.poll(initiators, { timeout: 30_000 }).toEqual(["link"]);
  });

  test("a member sees a list post's Instagram carousel and downloads it as a zip", async ({ page, playwright, baseURL }) => {
    await openDashboard(page, playwright, baseURL, "domination");
    await page.getByRole("tab", { name: "Posts" }).click();
    const card = page.getByRole("article", { name: "Home Buying Tips" });
    // A cover, the five tips and a closing slide.
    await expect(card.getByText("Instagram carousel (7 slides, 1080x1350)")).toBeVisible({ timeout: 30_000 });
    await card.getByText("See the slides").click();
    const second = card.getByRole("img", { name: "Slide 2 of 7 of Home Buying Tips" });
    await expect(second).toBeVisible();
    await expect.poll(() => second.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 60_000 }).toBe(1080);
    const downloading = page.waitForEvent("download", { timeout: 90_000 });
    await card.getByRole("link", { name: "Download the 7-slide carousel of Home Buying Tips as a zip" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("home-buying-tips-carousel.zip");
    const zip = readFileSync(await download.path());
    expect(zip.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
    // A quote post has no carousel.
    await expect(page.getByRole("article", { name: "Rates and Your Buying Power" }).getByText(/Instagram carousel/)).toHaveCount(
      0,
    );
  });
});

async function postId(image: import("@playwright/test").Locator): Promise<string> {
  const src = (await image.getAttribute("src")) ?? "";
  return /\/api\/posts\/(\d+)\//.exec(src)?.[1] ?? "";
}
