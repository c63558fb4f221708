import { expect, test } from "@playwright/test";
import { memberAt, openDashboard } from "./dashboard-fixtures.ts";
import { holdRequests, waitForHydration } from "./fixtures.ts";

test.describe("member dashboard", () => {
  // Journeys of several steps on a shared, busy server: more than the default 30 s.
  test.describe.configure({ timeout: 120_000 });

  test("a member searches the scripts by title or content and clears the search", async ({ page, playwright, baseURL }) => {
    await openDashboard(page, playwright, baseURL, "domination");
    await expect(page.getByRole("heading", { name: "Welcome, Dana Dashboard" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Domination Bundle Scripts" })).toBeVisible();

    const search = page.getByRole("searchbox", { name: "Search scripts" });
    await search.fill("DOWN PAYMENT");
    const line = page.getByText(/^Showing \d+ of 237 scripts matching "DOWN PAYMENT"$/);
    await expect(line).toBeVisible();
    await expect(page.getByRole("heading", { name: "Search Results" })).toBeVisible();
    const matching = Number((await line.textContent())?.match(/^Showing (\d+)/)?.[1]);
    expect(matching).toBeGreaterThan(0);
    const cards = page.locator("[data-slot=script-card]");
    // Cards come 24 at a time: show them all (each page waits for its button), and they are exactly the count.
    const more = page.getByRole("button", { name: /^Show \d+ more scripts/ });
    for (let shown = Math.min(24, matching); shown < matching; shown = Math.min(shown + 24, matching)) {
      await expect(cards).toHaveCount(shown);
      await more.click();
    }
    await expect(cards).toHaveCount(matching);
    await expect(more).toBeHidden();

    await search.fill("zzqx-no-such-script");
    await expect(page.getByText("No scripts found matching your search", { exact: true })).toBeVisible();
    await expect(page.getByText("No scripts match your search. Try different keywords.")).toBeVisible();

    await page.getByRole("button", { name: "Clear Search" }).click();
    await expect(search).toHaveValue("");
    await expect(page.getByRole("heading", { name: "Domination Bundle Scripts" })).toBeVisible();
    // The whole library is back, shown a page of 24 cards at a time.
    await expect(page.getByText("Showing 237 of 237 scripts", { exact: true })).toBeVisible();
    await expect(cards).toHaveCount(24);
    await expect(page.getByRole("button", { name: "Show 24 more scripts (213 left)" })).toBeVisible();
  });

  test("six skeleton cards show while the scripts load, when the dashboard is opened inside the app", async ({
    page,
    playwright,
    baseURL,
  }) => {
    // Opened by its address, the dashboard comes with its scripts in the page; from another page of
    // the app, the browser asks for them.
    await memberAt(page, playwright, baseURL, "sampler");
    await page.goto("/account");
    // Once hydrated, the link moves inside the app (before, it would load the dashboard's address).
    await waitForHydration(page);
    // The card list (/api/scripts?view=cards) and the full list alike.
    const release = await holdRequests(page, (url) => url.pathname === "/api/scripts");
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await expect(page.getByTestId("script-skeleton")).toHaveCount(6, { timeout: 30_000 });
    release();
    await expect(page.getByTestId("script-skeleton")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Script Sampler Scripts" })).toBeVisible();
  });

  test("videos: featured grid, filters, LOCKED videos and the upgrade card", async ({ page, playwright, baseURL }) => {
    await openDashboard(page, playwright, baseURL, "spark");
    await page.getByRole("tab", { name: "Videos" }).click();
    const featured = page.locator("section", { has: page.getByRole("heading", { name: "Featured Videos" }) });
    await expect(featured.locator("article").first()).toBeVisible();
    const featuredCount = await featured.locator("article").count();
    expect(featuredCount).toBeGreaterThan(0);
    expect(featuredCount).toBeLessThanOrEqual(6);

    const grid = page.locator("section", { has: page.getByRole("heading", { name: "Professional Videos" }) });
    await expect(grid.locator("article")).toHaveCount(52);
    // Spark opens the first 12 weeks; the rest are locked and cannot be played.
    await expect(grid.getByRole("button", { name: /^Play Video:/ })).toHaveCount(12);
    await expect(grid.getByRole("button", { name: /^LOCKED:/ })).toHaveCount(40);
    await expect(page.getByRole("heading", { name: "Unlock More Professional Videos" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Upgrade Now" })).toHaveAttribute("href", "/account#subscription");

    await page.getByLabel("Quarter").selectOption({ label: "Q2: Authority Building" });
    await expect(grid.locator("article")).toHaveCount(13);
    await page.getByLabel("Category").selectOption("Market Data");
    await expect(grid.locator("article")).toHaveCount(2);
    for (const badge of await grid.locator("article").getByText("Market Data").all()) await expect(badge).toBeVisible();
    await page.getByLabel("Category").selectOption("Home Equity & Wealth");
    await page.getByLabel("Quarter").selectOption({ label: "Q3: Expert Status" });
    await expect(grid.getByText("No videos available")).toBeVisible();
    await page.getByLabel("Quarter").selectOption({ label: "All Quarters" });
    await expect(grid.locator("article")).toHaveCount(5);
  });

  test("the top tier sees every video unlocked and no upgrade card", async ({ page, playwright, baseURL }) => {
    await openDashboard(page, playwright, baseURL, "domination");
    await page.getByRole("tab", { name: "Videos" }).click();
    const grid = page.locator("section", { has: page.getByRole("heading", { name: "Professional Videos" }) });
    await expect(grid.getByRole("button", { name: /^Play Video:/ })).toHaveCount(52);
    await expect(page.getByRole("heading", { name: "Unlock More Professional Videos" })).toHaveCount(0);
  });

  test("posts: open posts can be shared, locked ones are blurred with their tier", async ({ page, playwright, baseURL }) => {
    await openDashboard(page, playwright, baseURL, "sampler");
    await page.getByRole("tab", { name: "Posts" }).click();
    await expect(page.getByRole("heading", { name: "Social Posts" })).toBeVisible();
    const posts = page.locator("[data-slot=post-card]");
    await expect(posts).toHaveCount(71);
    const open = posts.filter({ hasText: "Home Buying Tips" });
    await expect(open.getByRole("button", { name: "Share on Facebook" })).toBeVisible();
    await expect(open.getByRole("button", { name: "Share on LinkedIn" })).toBeVisible();
    await expect(open.getByRole("button", { name: "Share on Twitter" })).toBeVisible();
    const locked = posts.nth(3);
    await expect(locked.getByText("Script Spark")).toBeVisible();
    await expect(locked.getByRole("link", { name: "Upgrade to Access" })).toHaveAttribute("href", "/account#subscription");
    await expect(locked.getByRole("button", { name: /^Share on/ })).toHaveCount(0);
  });

  test("?video= opens the Videos tab and that video, then moves to the tab's address", async ({ page, playwright, baseURL }) => {
    await memberAt(page, playwright, baseURL, "domination");
    await page.goto("/dashboard?video=3");
    // The player is modal, so the tabs behind it are hidden from the accessibility tree until it closes.
    const player = page.getByRole("dialog");
    await expect(player.getByRole("heading", { name: "How Mortgage Rates Are Really Set" })).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(/\/dashboard\/videos$/);
    await player.getByRole("button", { name: "Close video" }).click();
    await expect(page.getByRole("tab", { name: "Videos" })).toHaveAttribute("aria-selected", "true");
    // The link has done its work: Scripts opens again.
    await page.getByRole("tab", { name: "Scripts" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("tab", { name: "Scripts" })).toHaveAttribute("aria-selected", "true");
  });

  test("an account without a purchase sees the purchase banner and can switch account", async ({ page, playwright, baseURL }) => {
    await openDashboard(page, playwright, baseURL, "none");
    const banner = page.locator("section", {
      has: page.getByRole("heading", { name: "Complete Your Purchase to Access Premium Content" }),
    });
    await expect(banner).toBeVisible();
    await expect(banner.getByText("237 Scripts")).toBeVisible();
    await expect(banner.getByText("52 Videos")).toBeVisible();
    await expect(banner.getByText("71 Social Posts")).toBeVisible();
    await expect(banner.getByRole("link", { name: "Complete Purchase Now" })).toHaveAttribute("href", "/purchase");
    await banner.getByRole("button", { name: "Switch Account" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  });
});
