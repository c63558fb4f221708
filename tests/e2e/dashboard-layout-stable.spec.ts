// A dashboard tab opened by its address (/dashboard/videos) does not move under the member's eyes
// when the "Start here" checklist, drawn above the library, answers after the tab's own data (its
// first answer comes with the server's HTML; the page asks again once it runs).

import { expect, test } from "@playwright/test";
import { memberAt } from "./dashboard-fixtures.ts";

const PHONE = { width: 412, height: 823 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

test("/dashboard/videos keeps its place when Start here answers last", async ({ page, playwright, baseURL }) => {
  await memberAt(page, playwright, baseURL, "domination");
  // The sum of layout shifts without input, as Lighthouse's CLS counts them.
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) w.shifted += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/user/start-here", async (route) => {
    await held;
    await route.continue();
  });
  // The tab's largest paint, its first thumbnail, is asked for by the HTML; "Start here" is held back.
  const thumbnail = page.waitForResponse((res) => res.url().includes("/media/thumbnails/"), { timeout: 30_000 });
  await page.goto("/dashboard/videos");
  await thumbnail;
  release();
  await expect(page.getByRole("region", { name: "Start here" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Featured Videos" })).toBeVisible();
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0, { timeout: 30_000 });
  expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.01);
});
