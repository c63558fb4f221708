// The social hub on a phone (390 px): every tab is on screen and opens, and no tab's content makes
// the page, or a box inside it, scroll sideways.
import { expect, type Page, test } from "@playwright/test";
import { registerUser } from "./fixtures.ts";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const TABS = ["Compose", "Calendar", "Accounts", "History", "Analytics"];

/** What reaches past the right edge: the page itself, elements outside any scroll box, and boxes that scroll sideways. */
async function sideways(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const all = [...document.querySelectorAll("body *")];
    const inScrollBox = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (/(auto|scroll|hidden|clip)/.test(getComputedStyle(up).overflowX)) return true;
      }
      return false;
    };
    const past = all
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.right > width + 1 && !inScrollBox(el);
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").slice(0, 30)}"`);
    const scrollers = all
      .filter((el) => /(auto|scroll)/.test(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").slice(0, 30)}" scrolls sideways`);
    return { page: document.documentElement.scrollWidth - width, offenders: [...past, ...scrollers].slice(0, 6) };
  });
}

test("every hub tab is on screen at 390 px and opens without sideways scrolling", async ({ page }) => {
  await registerUser(page.request, { firstName: "Phoebe" });
  await page.goto("/social-hub");
  await expect(page.getByRole("heading", { level: 1, name: "Social Media Hub" })).toBeVisible({ timeout: 20_000 });
  // The build's first screen shows the same heading and tabs; measure the page that replaces it.
  await expect(page.locator("[data-shell-skeleton]")).toHaveCount(0, { timeout: 20_000 });
  for (const name of TABS) {
    const tab = page.getByRole("tab", { name });
    const box = await tab.boundingBox();
    expect(box, `${name} tab has a box`).not.toBeNull();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390, `${name} tab is within the screen`).toBe(true);
  }
  for (const name of TABS) {
    await page.getByRole("tab", { name }).click();
    await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toBeVisible();
    await expect.poll(() => sideways(page), { message: `${name} fits 390 px` }).toEqual({ page: 0, offenders: [] });
    if (name === "Calendar") {
      await page.getByRole("button", { name: "Month", exact: true }).click();
      await expect(page.getByRole("button", { name: "Month", exact: true })).toHaveAttribute("aria-pressed", "true");
      await expect.poll(() => sideways(page), { message: "the month view fits 390 px" }).toEqual({ page: 0, offenders: [] });
    }
  }
});
