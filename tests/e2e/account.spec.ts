import { expect, test } from "@playwright/test";
import { registerUser, signInThroughForm } from "./fixtures.ts";

test("signed out, the account page asks to log in", async ({ page }) => {
  await page.goto("/account");
  await expect(page.getByText("Please log in to access your account.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
});

test("the URL hash selects the account tab, Current Plan by default", async ({ page }) => {
  await registerUser(page.request, { firstName: "Quinn", lastName: "Baker" });
  await page.goto("/account");
  await expect(page.getByRole("tab", { name: "Current Plan" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("No Access")).toBeVisible();
  await expect(page.getByRole("link", { name: "Upgrade Your Plan" })).toHaveAttribute("href", "/purchase");

  await page.goto("/account#history");
  await expect(page.getByRole("tab", { name: "History" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("No purchases found.")).toBeVisible();

  await page.goto("/account#security");
  await expect(page.getByLabel("Current Password")).toBeVisible();

  await page.getByRole("tab", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/account#profile$/);
  await expect(page.getByLabel("First Name")).toHaveValue("Quinn");
});

test("a member updates the profile", async ({ page }) => {
  await registerUser(page.request, { firstName: "Riley", lastName: "Park" });
  await page.goto("/account#profile");
  await page.getByLabel("Last Name").fill("Parker");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated", { exact: true })).toBeVisible();
  await expect(page.getByText("Riley Parker •")).toBeVisible();
});

test("a member changes the password, then signs in with the new one", async ({ page }) => {
  const user = await registerUser(page.request);
  await page.goto("/account#security");
  await page.getByLabel("Current Password").fill("not-the-password");
  await page.getByLabel("New Password").fill("a-new-secret-99");
  await page.getByLabel("Confirm Password").fill("a-new-secret-99");
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Failed to update password. Please check your current password.", { exact: true })).toBeVisible();

  await page.getByLabel("Current Password").fill(user.password);
  await page.getByRole("button", { name: "Update Password" }).click();
  await expect(page.getByText("Password updated", { exact: true })).toBeVisible();

  await page.context().clearCookies();
  await signInThroughForm(page, user.email, user.password);
  await expect(page.getByText("Invalid email or password. Please try again.", { exact: true })).toBeVisible();
  await signInThroughForm(page, user.email, "a-new-secret-99");
  await expect(page).toHaveURL(/\/dashboard$/);
});
