// Issue 14's post images in the dashboard: a member downloads a post's branded image, copies its
// caption, and fills a market update's figures, which then appear in the image.
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

  test("a member downloads a post image, copies its caption and fills a market update's figures", async ({
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
    // The card shows the 540x675 WebP preview (issue 18); the download below is the full PNG.
    await expect(cardImage).toHaveAttribute("src", /preview=1/);
    await expect.poll(() => cardImage.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 30_000 }).toBe(540);
    const downloading = page.waitForEvent("download", { timeout: 60_000 });
    await card.getByRole("link", { name: "Download Feed 1080x1350 image of Home Buying Tips" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("home-buying-tips-feed.png");
    const file = await download.path();
    expect(pngSize(readFileSync(file))).toEqual({ width: 1080, height: 1350 });

    // 2. Copy its caption: the clipboard holds the whole caption.
    const posts = (await (await page.request.get("/api/social-posts?showAll=true")).json()) as {
      title: string;
      content: string;
    }[];
    const caption = posts.find((p) => p.title === "Home Buying Tips")?.content ?? "";
    expect(caption.length).toBeGreaterThan(100);
    await card.getByRole("button", { name: "Copy caption" }).click();
    await expect(page.getByText("Caption copied", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(caption);

    // 3. A market update: labelled blanks until the member fills the figures, then the figures.
    const market = page.getByRole("article", { name: "Monthly Market Snapshot" });
    const image = market.getByRole("img", { name: "Monthly Market Snapshot, branded for you" });
    await market.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible({ timeout: 30_000 });
    const before = Buffer.from(await (await page.request.get((await image.getAttribute("src")) ?? "")).body());
    // The card shows the WebP preview; it is remade from the full image when the figures change.
    expect(before.subarray(8, 12).toString("latin1")).toBe("WEBP");
    const form = market.getByRole("form", { name: "Market figures" });
    await expect(form.getByText("4 of 4 not filled in")).toBeVisible();
    await form.getByLabel("Median price ($)").fill("425,000");
    await form.getByLabel("Days on market").fill("21");
    await form.getByLabel("Months of supply").fill("2.4");
    await form.getByLabel("Month (YYYY-MM)").fill("2026-11");
    await form.getByRole("button", { name: "Save figures" }).click();
    await expect(page.getByText("Market figures saved", { exact: true })).toBeVisible();
    await expect(form.getByText(/not filled in/)).toHaveCount(0);
    await expect(image).toHaveAttribute("src", /v=1/);
    const after = Buffer.from(await (await page.request.get((await image.getAttribute("src")) ?? "")).body());
    expect(after.subarray(8, 12).toString("latin1")).toBe("WEBP");
    expect(after.equals(before)).toBe(false);

    // A bad figure is refused with the server's message and changes nothing.
    await form.getByLabel("Month (YYYY-MM)").fill("November");
    await form.getByRole("button", { name: "Save figures" }).click();
    await expect(page.getByText("The month must look like 2026-11.", { exact: true })).toBeVisible();
    const figures = await (await page.request.get(`/api/posts/${await postId(image)}/market-figures`)).json();
    expect(figures).toEqual({ medianPrice: 425000, daysOnMarket: 21, monthsOfSupply: 2.4, month: "2026-11" });
  });

  test("opened by its link, the Posts tab's first image is asked for by the entry, before the card exists", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await openDashboard(page, playwright, baseURL, "domination", "/dashboard#posts");
    const firstImage = page.getByRole("article").first().getByRole("img");
    await expect(firstImage).toBeVisible({ timeout: 30_000 });
    const src = new URL((await firstImage.getAttribute("src")) ?? "", page.url()).href;
    // A preload link started it (app/warm-linked-tab.ts); without one the <img> itself would have.
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
});

async function postId(image: import("@playwright/test").Locator): Promise<string> {
  const src = (await image.getAttribute("src")) ?? "";
  return /\/api\/posts\/(\d+)\//.exec(src)?.[1] ?? "";
}
