// The demo tells one story: the header, the scripts heading and the banner say the same thing about
// what the demo opens, and nothing a demo visitor's screen asks for is refused.
import { expect, type Page, test } from "@playwright/test";
import { DEMO_SAMPLES } from "@realty/plans";
import { uniqueEmail, waitForHydration } from "./fixtures.ts";

test.describe.configure({ timeout: 120_000 });

/** Every response of the app's own origin that answered 4xx or 5xx, and every console error. */
function watchFailures(page: Page, origin: string): string[] {
  const failures: string[] = [];
  page.on("response", (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400) {
      failures.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    }
  });
  page.on("console", (message) => {
    if (message.type() === "error") failures.push(`console: ${message.text()}`);
  });
  return failures;
}

test("the demo's header, heading and banner agree, and no request of its journey is refused", async ({ page, baseURL }) => {
  const failures = watchFailures(page, baseURL ?? "");
  await page.goto("/demo");
  await page.getByLabel("Email address").fill(uniqueEmail("story"));
  await page.getByLabel("Full name").fill("Jordan Rivera");
  await page.getByRole("button", { name: "Access Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 });
  // A full page load: its cards are drawn in the HTML before the code that opens them has run.
  await waitForHydration(page);

  await expect(page.getByTestId("demo-banner")).toContainText(
    `${DEMO_SAMPLES.scripts} scripts, the free videos and ${DEMO_SAMPLES.posts} posts are open`,
  );
  await expect(page.getByTestId("plan-line")).toHaveText(
    `Demo • ${DEMO_SAMPLES.scripts} Scripts • Free Videos • ${DEMO_SAMPLES.posts} Posts`,
  );
  await expect(page.getByRole("heading", { name: "Demo Scripts" })).toBeVisible();
  await expect(page.getByText("No Access")).toHaveCount(0);

  // Open a sample script and its post kit, then every tab the demo shows.
  const card = page.locator("[data-slot=script-card]").first();
  const title = (await card.getByRole("heading").textContent()) ?? "";
  await card.getByRole("button", { name: /^Customize & Share/ }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  for (const tab of await dialog.getByRole("tab").all()) {
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  for (const name of ["Videos", "Posts", "Scripts"]) {
    await page.getByRole("tab", { name, exact: true }).click();
    await expect(page.getByRole("tab", { name, exact: true })).toHaveAttribute("aria-selected", "true");
  }
  await page.waitForLoadState("networkidle");
  expect(failures).toEqual([]);
});
