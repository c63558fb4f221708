import { type BrowserContext, expect, type Locator, type Page, type PlaywrightWorkerArgs, test } from "@playwright/test";
import { type Level, openDashboard } from "./dashboard-fixtures.ts";

/** The networks are out of reach in tests: answer their pages locally so popups load. */
async function fakeNetworks(context: BrowserContext) {
  for (const host of ["https://twitter.com/**", "https://www.facebook.com/**", "https://www.linkedin.com/**"]) {
    await context.route(host, (route) => route.fulfill({ contentType: "text/html", body: "<title>network</title>" }));
  }
}

/** A member at `level` on the dashboard, whose share popups reach the local stand-ins. */
async function sharingMember(
  page: Page,
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  level: Level,
) {
  await fakeNetworks(page.context());
  await openDashboard(page, playwright, baseURL, level);
}

async function openFirstScript(page: Page) {
  const card = page.locator("[data-slot=script-card]").first();
  await card.getByRole("button", { name: /^Customize & Share/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("button", { name: "Share on Facebook" })).toBeVisible();
  return dialog;
}

/**
 * Clicks "Share on <network>" inside `within`, waits for the share popup to reach `pattern`, and
 * answers its URL (checking the window size when one is given).
 */
async function popupUrl(
  page: Page,
  within: Locator,
  network: "Twitter" | "Facebook" | "LinkedIn",
  pattern: RegExp,
  size?: [number, number],
): Promise<URL> {
  const popup = page.waitForEvent("popup");
  await within.getByRole("button", { name: `Share on ${network}` }).click();
  const opened = await popup;
  await expect.poll(() => opened.url()).toMatch(pattern);
  const url = new URL(opened.url());
  if (size) expect(await opened.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual(size);
  await opened.close();
  return url;
}

test.describe("sharing", () => {
  test.describe.configure({ timeout: 120_000 });

  test("script share popups carry the signed link, the truncated text and hashtags", async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    await sharingMember(page, playwright, baseURL, "spark");
    const dialog = await openFirstScript(page);
    const content = ((await dialog.getByTestId("script-text").textContent()) ?? "").replace(/\s+/g, " ").trim();

    const tweet = await popupUrl(page, dialog, "Twitter", /intent\/tweet/, [600, 400]);
    expect(tweet.origin + tweet.pathname).toBe("https://twitter.com/intent/tweet");
    // The body is cut to fit 280 characters (a link counts 23); the call to action is whole.
    const [text = "", cta = "", tags = "", link = ""] = (tweet.searchParams.get("text") ?? "").split("\n\n");
    expect(text.endsWith("...")).toBe(true);
    expect(content.startsWith(text.slice(0, -3))).toBe(true);
    expect(cta.length).toBeGreaterThan(10);
    expect(content.endsWith(cta)).toBe(true);
    expect([text, cta, tags].join("\n\n").length + 2 + 23).toBeLessThanOrEqual(280);
    expect(tags).toBe("#firsttimehomebuyer #downpayment #homebuyingtips #realestate");
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/script\/\d+\?s=\d+\.[\w-]{22}$/);

    const facebook = await popupUrl(page, dialog, "Facebook", /sharer/, [600, 400]);
    expect(facebook.origin + facebook.pathname).toBe("https://www.facebook.com/sharer/sharer.php");
    expect(facebook.searchParams.get("u")).toBe(link);

    const linkedin = await popupUrl(page, dialog, "LinkedIn", /linkedin/, [600, 500]);
    expect(linkedin.origin + linkedin.pathname).toBe("https://www.linkedin.com/sharing/share-offsite/");
    expect(linkedin.searchParams.get("url")).toBe(link);
    expect(linkedin.searchParams.get("summary")).toContain(content.slice(0, 60));

    // The signed link opens the whole script for someone with no account; the bare one only a teaser.
    const stranger = await context.browser()?.newContext();
    if (!stranger) throw new Error("no browser");
    const shared = await stranger.newPage();
    await shared.goto(link);
    await expect(shared.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
    await expect(shared.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      // The script in the member's brand, a 1200x630 PNG.
      /^http:\/\/127\.0\.0\.1:\d+\/script\/\d+\/image\.png\?s=/,
    );
    await expect(shared.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    await expect(shared.getByText(content.slice(-60))).toBeVisible();
    // The member's page advertises the member, not the product.
    await expect(shared.getByRole("link", { name: "Get Instant Access" })).toHaveCount(0);
    await shared.goto(link.replace(/\?s=.*/, ""));
    await expect(shared.getByText("The full script is part of the member library.")).toBeVisible();
    await expect(shared.getByText(content.slice(-60))).toHaveCount(0);
    await stranger.close();
  });

  test("a video's share page has its preview tags and plays through the signed link only", async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    await sharingMember(page, playwright, baseURL, "domination");
    await page.getByRole("tab", { name: "Videos" }).click();
    const grid = page.locator("section", { has: page.getByRole("heading", { name: "Professional Videos" }) });
    await grid.getByRole("button", { name: "Share How Mortgage Rates Are Really Set" }).click();
    const dialog = page.getByRole("dialog");
    const tweet = await popupUrl(page, dialog, "Twitter", /intent\/tweet/);
    const parts = (tweet.searchParams.get("text") ?? "").split("\n\n");
    const [text = ""] = parts;
    const link = parts[parts.length - 1] ?? "";
    expect(parts.slice(0, -1).join("\n\n").length + 2 + 23).toBeLessThanOrEqual(280);
    expect(text).toMatch(/^How Mortgage Rates Are Really Set: /);
    // The post is the video's hand-written caption, never its agent-facing description.
    expect(text).toContain("When the Fed makes headlines, people assume");
    expect(text).not.toContain("Explains the link between the bond market");
    expect(link).toMatch(/\/share\/video\/3\?s=\d+\.[\w-]{22}$/);

    const stranger = await context.browser()?.newContext();
    if (!stranger) throw new Error("no browser");
    const shared = await stranger.newPage();
    await shared.goto(link);
    await expect(shared.locator('meta[property="og:title"]')).toHaveAttribute("content", "How Mortgage Rates Are Really Set");
    await expect(shared.locator('meta[property="og:type"]')).toHaveAttribute("content", "video.other");
    await expect(shared.locator('meta[property="og:video"]')).toHaveAttribute("content", /\/media\/videos\/3\?s=/);
    await expect(shared.locator('meta[name="twitter:image"]')).toHaveAttribute("content", /\/media\/thumbnails\/stock-\d\.jpg$/);
    await expect.poll(() => shared.locator("video").evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
    // The same signature opens nothing else, and the bare page has no player.
    expect((await stranger.request.get(link.replace("/share/video/3", "/media/videos/4"))).status()).toBe(401);
    await shared.goto(link.replace(/\?s=.*/, ""));
    await expect(shared.locator('meta[property="og:video"]')).toHaveCount(0);
    await expect(shared.locator("video")).toHaveCount(0);
    await stranger.close();
  });

  test("a blocked popup copies the post and opens the network in a new tab", async ({ page, context, playwright, baseURL }) => {
    await fakeNetworks(context);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // Simulates a popup blocker: share windows are refused, ordinary new tabs are allowed.
    await context.addInitScript(() => {
      const open = window.open.bind(window);
      window.open = (url?: string | URL, target?: string, features?: string) =>
        target?.startsWith("share-") ? null : open(url, target, features);
    });
    await openDashboard(page, playwright, baseURL, "sampler");
    await page.getByRole("tab", { name: "Posts" }).click();
    const post = page.locator("[data-slot=post-card]").filter({ hasText: "Home Buying Tips" });
    const tab = page.waitForEvent("popup");
    await post.getByRole("button", { name: "Share on LinkedIn" }).click();
    await expect(page.getByText("Popup Blocked - Opening LinkedIn").first()).toBeVisible();
    const opened = await tab;
    await expect.poll(() => opened.url()).toBe("https://www.linkedin.com/feed/");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("Thinking about buying a home this year?");
  });

  test("a post shares the member's post page to LinkedIn, whose preview is their branded image", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await sharingMember(page, playwright, baseURL, "sampler");
    await page.getByRole("tab", { name: "Posts" }).click();
    const post = page.locator("[data-slot=post-card]").filter({ hasText: "Home Buying Tips" });
    const url = await popupUrl(page, post, "LinkedIn", /linkedin/);
    expect(url.origin + url.pathname).toBe("https://www.linkedin.com/sharing/share-offsite/");
    const shared = url.searchParams.get("url") ?? "";
    expect(shared).toMatch(/\/share\/post\/\d+\?s=\d+\.[\w-]{22}$/);
    expect(url.searchParams.get("summary")).toContain("Thinking about buying a home this year?");
    const page2 = await page.context().newPage();
    await page2.goto(shared);
    await expect(page2.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
    await expect(page2.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/share\/post\/\d+\/image\.png\?s=/);
  });
});
