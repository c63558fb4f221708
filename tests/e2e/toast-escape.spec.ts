// The first Escape after a toast closes the dialog the member is in, not the toast.
import { expect, test } from "@playwright/test";
import { openDashboard } from "./dashboard-fixtures.ts";

test("Escape closes the open dialog even while a toast is showing", async ({ page, playwright, baseURL, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openDashboard(page, playwright, baseURL, "domination");
  const card = page.locator("[data-slot=script-card]").first();
  const title = (await card.getByRole("heading").textContent()) ?? "";
  await card.getByRole("button", { name: /^Customize & Share/ }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Copy Script" }).click();
  const toast = page.locator("[data-slot=toast]").filter({ hasText: "Copied!" });
  await expect(toast).toBeVisible();

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(toast).toBeVisible();
});

test("on a phone a toast never covers the header", async ({ page, playwright, baseURL, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboard(page, playwright, baseURL, "domination");
  const header = await page.locator("header").first().boundingBox();
  const card = page.locator("[data-slot=script-card]").first();
  await card.getByRole("button", { name: /^Customize & Share/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Copy Script" }).click();
  const toast = page.locator("[data-slot=toast]").filter({ hasText: "Copied!" });
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  if (!header || !box) throw new Error("header or toast has no box");
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
});
