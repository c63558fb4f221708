// A member is never offered what they already have: a top-tier member sees no upgrade, no $0.00
// and no buy button on /purchase, the dashboard or the account; a paid member's checkout
// navigation has no "Get Instant Access".
import { expect, test } from "@playwright/test";
import { PLANS } from "@realty/plans";
import { memberAt } from "./dashboard-fixtures.ts";

test.describe.configure({ timeout: 90_000 });

const BUY_WORDS = /Get Instant Access|Check Out Now|Upgrade|Buy Now|\$0\.00/;

test("a Domination member sees no upgrade or buy button on /purchase, the dashboard or the account", async ({
  page,
  playwright,
  baseURL,
}) => {
  await memberAt(page, playwright, baseURL, "domination");
  await page.goto("/purchase");
  await expect(page.getByRole("heading", { name: `You have the ${PLANS.domination.name}` })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole("link", { name: "Go to your dashboard" })).toHaveAttribute("href", "/dashboard");
  for (const path of ["/purchase", "/checkout", "/dashboard", "/account"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("button", { name: BUY_WORDS })).toHaveCount(0);
    await expect(page.getByRole("link", { name: BUY_WORDS })).toHaveCount(0);
    await expect(page.locator("body")).not.toContainText("$0.00");
  }
});

test("a paid member's checkout navigation offers no instant access, a visitor's does", async ({ page, playwright, baseURL }) => {
  await page.goto("/purchase");
  await expect(page.getByRole("link", { name: "Get Instant Access" })).toBeVisible({ timeout: 30_000 });
  await memberAt(page, playwright, baseURL, "spark");
  await page.goto("/purchase");
  await expect(page.getByRole("button", { name: "Check Out Now" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("link", { name: "Get Instant Access" })).toHaveCount(0);
});
