// The test-mode card form refuses an expired date or a mistyped number in the browser: nothing is
// sent to the server until the card could be charged.
import { expect, test } from "@playwright/test";
import { memberAt } from "./dashboard-fixtures.ts";

test.describe.configure({ timeout: 90_000 });

test("an expired card and a mistyped number are refused before the server is asked", async ({ page, playwright, baseURL }) => {
  await memberAt(page, playwright, baseURL, "spark");
  const confirms: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/test-payments/confirm")) confirms.push(request.url());
  });
  await page.goto("/purchase");
  await page.getByRole("button", { name: "Check Out Now" }).click({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: "Payment" })).toBeVisible();

  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM / YY)").fill("01 / 20");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page.getByText("Your card's expiration date is in the past.")).toBeVisible();
  await expect(page.getByLabel("Expiry (MM / YY)")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Expiry (MM / YY)").fill("12 / 34");
  await page.getByLabel("Card number").fill("4242 4242 4242 4243");
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page.getByText("Your card number is invalid.")).toBeVisible();
  expect(confirms).toEqual([]);
});
