import { expect, type Page } from "@playwright/test";
import { ADMIN } from "./fixtures.ts";

/** Signs the admin in from /admin (the login screen while signed out) and waits for the dashboard. */
export async function signInAsAdmin(page: Page) {
  await page.goto("/admin");
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
}
