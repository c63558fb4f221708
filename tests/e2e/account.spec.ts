import { expect, test } from "@playwright/test";
import { readMail, registerUser, signInThroughForm, uniqueEmail } from "./fixtures.ts";

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

test("a member changes the e-mail only with the current password, and the old address is told", async ({ page }) => {
  const user = await registerUser(page.request, { firstName: "Emery", lastName: "Moves" });
  const newEmail = uniqueEmail("moved");
  await page.goto("/account#profile");
  await expect(page.getByLabel("Current Password")).toHaveCount(0);
  await page.getByLabel("Email").fill(newEmail);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Enter your current password to change your email.")).toBeVisible();

  await page.getByLabel("Current Password").fill("not-the-password");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Current password is incorrect")).toBeVisible();

  await page.getByLabel("Current Password").fill(user.password);
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated", { exact: true })).toBeVisible();
  await expect(page.getByText(`Emery Moves • ${newEmail}`)).toBeVisible();
  await expect(page.getByLabel("Current Password")).toHaveCount(0);
  await expect.poll(async () => (await readMail(page.request, user.email)).map((m) => m.subject).join()).toContain("was changed");
});

test("a demo visitor's account page says the e-mail and password cannot change", async ({ page }) => {
  const demo = await page.request.post("/api/login", { data: { email: uniqueEmail("demo"), name: "Casey Demo" } });
  expect(demo.status()).toBe(200);
  await page.goto("/account#security");
  await expect(page.getByText("This is a demo account: it has no password", { exact: false })).toBeVisible();
  await expect(page.getByLabel("Current Password")).toHaveCount(0);
  await page.getByRole("tab", { name: "Profile" }).click();
  await expect(page.getByLabel("Email")).toHaveAttribute("readonly", "");
});

test("a member sees their signed-in devices and signs out everywhere", async ({ page, browser }) => {
  const user = await registerUser(page.request);
  // A second device: another browser signed in as the same member.
  const phone = await browser.newContext({
    userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile Safari/604.1",
  });
  const signedIn = await phone.request.post("/api/auth/login", { data: { email: user.email, password: user.password } });
  expect(signedIn.status()).toBe(200);

  await page.goto("/account#security");
  const devices = page.getByRole("list", { name: "Signed-in devices" });
  await expect(devices.getByRole("listitem")).toHaveCount(2);
  await expect(devices.getByText("Safari on iOS")).toBeVisible();
  await expect(devices.getByText("This device")).toHaveCount(1);

  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await phone.request.get("/api/auth/user")).status()).toBe(401);
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  await phone.close();
});
