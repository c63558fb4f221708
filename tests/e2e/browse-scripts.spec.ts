// Browsing the 237 scripts: category and topic filters, sort, "new for you", a page of
// cards at a time, focus back on the card after the dialog, keyboard scrolling of a long script,
// and the skip link.
import { expect, type Page, test } from "@playwright/test";
import { openDashboard } from "./dashboard-fixtures.ts";

interface Item {
  id: number;
  title: string;
  category: string;
  topic?: string | null;
}

const cards = (page: Page) => page.locator("[data-slot=script-card]");

async function library(page: Page): Promise<Item[]> {
  const res = await page.request.get("/api/scripts");
  expect(res.status()).toBe(200);
  return (await res.json()) as Item[];
}

test.describe("browsing the scripts", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a member filters by category and topic, sorts by title and narrows to new for you", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await openDashboard(page, playwright, baseURL, "domination");
    const all = await library(page);
    expect(all).toHaveLength(237);
    await expect(page.getByText("Showing 237 of 237 scripts", { exact: true })).toBeVisible();
    // One page of cards, not the whole library.
    await expect(cards(page)).toHaveCount(24);

    const sellers = all.filter((s) => s.category === "seller");
    await page.getByLabel("Category").selectOption({ label: "Sellers" });
    await expect(page.getByText(`Showing ${sellers.length} of 237 scripts`, { exact: true })).toBeVisible();
    const firstSeller = sellers[0];
    if (!firstSeller) throw new Error("no seller scripts in the library");
    await expect(cards(page).first().getByRole("heading")).toHaveText(firstSeller.title);

    const topic = sellers.find((s) => s.topic)?.topic ?? "";
    const inTopic = sellers.filter((s) => s.topic === topic);
    await page.getByLabel("Topic").selectOption(topic);
    await expect(page.getByText(`Showing ${inTopic.length} of 237 scripts`, { exact: true })).toBeVisible();
    await expect(cards(page)).toHaveCount(Math.min(24, inTopic.length));

    await page.getByLabel("Sort").selectOption({ label: "Title (A–Z)" });
    const byTitle = inTopic.map((s) => s.title).sort((a, b) => a.localeCompare(b));
    await expect(cards(page).getByRole("heading")).toHaveText(byTitle.slice(0, 24));

    // The search's own line still counts against the whole library.
    const word = (byTitle[0] ?? "").split(" ")[0] ?? "";
    await page.getByRole("searchbox", { name: "Search scripts" }).fill(word);
    await expect(page.getByText(new RegExp(`^Showing \\d+ of 237 scripts matching "${word}"$`))).toBeVisible();
    await page.getByRole("button", { name: "Clear Search" }).click();

    // Opening a script takes it out of "new for you" (recorded on the server: a reload agrees).
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await page.getByLabel("Sort").selectOption({ label: "Library order" });
    await expect(page.getByText("Showing 237 of 237 scripts", { exact: true })).toBeVisible();
    const opened = cards(page).first();
    const openedTitle = (await opened.getByRole("heading").textContent()) ?? "";
    await opened.getByRole("button", { name: /^Customize & Share/ }).click();
    await expect(page.getByRole("dialog", { name: openedTitle })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect
      .poll(async () => ((await (await page.request.get("/api/scripts/opened")).json()) as { ids: number[] }).ids.length)
      .toBe(1);
    await page.reload();
    await page.getByRole("checkbox", { name: "New for you" }).check();
    await expect(page.getByText("Showing 236 of 237 scripts", { exact: true })).toBeVisible();
    await expect(cards(page).getByRole("heading", { name: openedTitle, exact: true })).toHaveCount(0);
    await page.getByLabel("Sort").selectOption({ label: "New for you first" });
    await page.getByRole("checkbox", { name: "New for you" }).uncheck();
    await expect(page.getByText("Showing 237 of 237 scripts", { exact: true })).toBeVisible();
    await expect(cards(page).first().getByRole("heading")).not.toHaveText(openedTitle);
  });

  test("focus and position come back to the card after the dialog closes", async ({ page, playwright, baseURL }) => {
    await openDashboard(page, playwright, baseURL, "domination");
    await expect(cards(page)).toHaveCount(24);
    await page.getByRole("button", { name: /^Show 24 more scripts/ }).click();
    await expect(cards(page)).toHaveCount(48);

    const card = cards(page).nth(40);
    const title = (await card.getByRole("heading").textContent()) ?? "";
    const open = card.getByRole("button", { name: /^Customize & Share/ });
    await open.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: title });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
    await expect(open).toBeInViewport();
    // The list kept its pages.
    await expect(cards(page)).toHaveCount(48);
  });

  test("a long script scrolls by keyboard alone", async ({ page, playwright, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await openDashboard(page, playwright, baseURL, "domination");
    const open = cards(page)
      .first()
      .getByRole("button", { name: /^Customize & Share/ });
    await open.focus();
    await page.keyboard.press("Enter");
    const text = page.getByTestId("script-text");
    await expect(text).toBeVisible();
    // The text is taller than its box on a phone.
    await expect.poll(() => text.evaluate((el) => el.scrollHeight > el.clientHeight + 50)).toBe(true);

    // Tab through the dialog until the text has focus; it is one of its first stops.
    for (let i = 0; i < 20 && !(await text.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(text).toBeFocused();
    expect(await text.evaluate((el) => el.scrollTop)).toBe(0);
    // Keyboard scrolling is animated: each key waits for its scroll to end, as a reader's next key
    // would (End pressed mid-animation is lost to the PageDown still running).
    const scrollEnd = () =>
      text.evaluate((el) => new Promise<void>((resolve) => el.addEventListener("scrollend", () => resolve(), { once: true })));
    const pagedDown = scrollEnd();
    await page.keyboard.press("PageDown");
    await pagedDown;
    expect(await text.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    const ended = scrollEnd();
    await page.keyboard.press("End");
    await ended;
    expect(await text.evaluate((el) => Math.ceil(el.scrollTop + el.clientHeight) >= el.scrollHeight - 1)).toBe(true);
  });

  test("the skip link is the first stop and moves focus into the page's main content", async ({ page, playwright, baseURL }) => {
    for (const path of ["/login", "/register"]) {
      await page.goto(path);
      await expect(page.locator("main")).toBeVisible({ timeout: 30_000 });
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to main content" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
    }
    await openDashboard(page, playwright, baseURL, "domination");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
    // The next Tab lands inside the main content, past the header.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.querySelector("main")?.contains(document.activeElement) ?? false)).toBe(true);
  });
});
