import { expect, test } from "@playwright/test";
import { ADMIN, mailedLink, registerUser, signInThroughForm, uniqueEmail } from "./fixtures.ts";
import { mailSetPasswordLink } from "./passwordless-account.ts";

test("a visitor registers, lands on the dashboard, logs out and signs back in", async ({ page }) => {
  // A long journey with three password hashes: give it the slow-test allowance.
  test.slow();
  const email = uniqueEmail("register");
  await page.goto("/register");
  await page.getByLabel("First Name").fill("Jordan");
  await page.getByLabel("Last Name").fill("Rivera");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("a-strong-password");
  await page.getByLabel("Confirm Password").fill("a-strong-password");
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome, Jordan Rivera" })).toBeVisible();
  await expect(page.getByTestId("plan-line")).toHaveText(/No Access\s*•\s*0 Scripts\s*•\s*0 Videos\s*•\s*0 Posts/);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);

  await signInThroughForm(page, email, "a-strong-password");
  await expect(page.getByText("Login successful!", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome, Jordan Rivera" })).toBeVisible();
});

test("a member who forgot the password resets it from the e-mailed link and signs in with the new one", async ({
  page,
  request,
}) => {
  test.slow();
  const user = await registerUser(request);
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel("Email").fill(user.email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText("Reset email sent!", { exact: true })).toBeVisible();

  const link = await mailedLink(request, user.email, "/reset-password?token=");
  await page.goto(link);
  await page.getByLabel("New Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm New Password").fill("different");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Password must be at least 8 characters long.")).toBeVisible();
  await expect(page.getByText("Passwords do not match.")).toBeVisible();

  await page.getByLabel("New Password", { exact: true }).fill("brand-new-password");
  await page.getByLabel("Confirm New Password").fill("brand-new-password");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("heading", { name: "Password reset successful" })).toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Request a new password reset" })).toHaveAttribute("href", "/forgot-password");

  await signInThroughForm(page, user.email, user.password);
  await expect(page.getByText("Invalid email or password. Please try again.", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signInThroughForm(page, user.email, "brand-new-password");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: `Welcome, ${user.firstName} ${user.lastName}` })).toBeVisible();
});

test("a reset link without a token explains itself", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.getByRole("heading", { name: "Invalid Reset Link" })).toBeVisible();
  await expect(page.getByText("Invalid reset link. Please request a new password reset.")).toBeVisible();
});

test("the login form explains what is missing and rejects a wrong password", async ({ page, request }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");

  const user = await registerUser(request);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill("not-the-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login Failed", { exact: true })).toBeVisible();
  await expect(page.getByText("Invalid email or password. Please try again.", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
});

test("the password field can be shown and hidden", async ({ page }) => {
  await page.goto("/login");
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("secret-value");
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");
});

test("the register form states each rule", async ({ page, request }) => {
  await page.goto("/register");
  await page.getByLabel("First Name").fill("J");
  await page.getByLabel("Last Name").fill("R");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByLabel("Confirm Password").fill("shorter");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("First name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Last name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(page.getByText("Please confirm your password")).toBeVisible();

  await page.getByLabel("Password", { exact: true }).fill("long-enough-1");
  await page.getByLabel("Confirm Password").fill("long-enough-2");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();

  // An e-mail that already has an account: the server's answer is shown on the field.
  const existing = await registerUser(request);
  await page.getByLabel("First Name").fill("Jo");
  await page.getByLabel("Last Name").fill("Ri");
  await page.getByLabel("Email").fill(existing.email);
  await page.getByLabel("Confirm Password").fill("long-enough-1");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "An account with this email already exists" })).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test("login fills the e-mail from the link and follows the redirect target", async ({ page, request }) => {
  const user = await registerUser(request);
  await page.goto(`/login?email=${encodeURIComponent(user.email)}&redirect=${encodeURIComponent("/account")}`);
  await expect(page.getByLabel("Email")).toHaveValue(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/account$/);
});

test("login never redirects to another site", async ({ page, request }) => {
  const user = await registerUser(request);
  await page.goto(`/login?redirect=${encodeURIComponent("//example.com/steal")}`);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/dashboard$/);
});

test("an admin signing in lands on the admin dashboard", async ({ page }) => {
  await signInThroughForm(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();

  // Every dashboard address leads an admin there.
  for (const address of ["/dashboard", "/admin", "/admin-dashboard"]) {
    await page.goto(address);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  }
});

test("the owner of a paid account without a password sets it from the e-mailed link, then signs in", async ({
  page,
  request,
  baseURL,
}) => {
  test.slow();
  const email = uniqueEmail("passwordless");
  // An account older versions left without a password; start-up mails its owner a link once.
  await mailSetPasswordLink(email, baseURL ?? "");
  const link = await mailedLink(request, email, "/set-password?token=");

  await page.goto(link);
  const emailField = page.getByLabel("Email");
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toHaveAttribute("readonly", "");

  await page.getByLabel("Password", { exact: true }).fill("short");
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Password must be at least 8 characters long." })).toBeVisible();

  await page.getByLabel("Password", { exact: true }).fill("first-password-1");
  await page.getByLabel("Confirm Password").fill("first-password-2");
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please make sure both passwords are identical." })).toBeVisible();

  await page.getByLabel("Confirm Password").fill("first-password-1");
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page.getByText("Password set successfully!", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login\?email=/);

  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.getByLabel("Password", { exact: true }).fill("first-password-1");
  await page.getByRole("button", { name: "Sign In" }).click();
  // A paid member's first dashboard load is slow on a busy machine.
  await expect(page.getByRole("heading", { name: "Welcome, Paige Paid" })).toBeVisible({ timeout: 30_000 });

  // The link works once.
  await page.context().clearCookies();
  await page.goto(link);
  await page.getByLabel("Password", { exact: true }).fill("second-password-1");
  await page.getByLabel("Confirm Password").fill("second-password-1");
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page.getByText("Error setting password", { exact: true })).toBeVisible();
});

test("set password without the e-mailed link says where to get one", async ({ page }) => {
  await page.goto("/set-password");
  await expect(page.getByRole("heading", { name: "Use the link from your e-mail" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Set Password" })).toHaveCount(0);
  await page.getByRole("link", { name: "Send me a new link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test("a demo visit with someone's e-mail never opens their account", async ({ page, request }) => {
  const user = await registerUser(request);
  const demo = await page.request.post("/api/login", { data: { email: user.email, name: "Not Them" } });
  expect(demo.status()).toBe(200);
  await page.goto("/account#profile");
  await expect(page.getByLabel("Email")).not.toHaveValue(user.email);
  await expect(page.getByText("This is a demo account", { exact: false })).toBeVisible();
});

test("the logout link signs out from this site, but a link on another site does not", async ({ page, baseURL }) => {
  await registerUser(page.request);
  // Another site's page with a link to our logout address (routed locally: no network).
  await page.route("http://elsewhere.test/**", (route) =>
    route.fulfill({ contentType: "text/html", body: `<a href="${baseURL}/api/logout">win a prize</a>` }),
  );
  await page.goto("http://elsewhere.test/");
  await page.getByRole("link", { name: "win a prize" }).click();
  await expect(page.getByText("This request came from another site and was refused.")).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(200);

  // Typed into the address bar (or followed from our own pages) it signs out and goes home.
  await page.goto("/api/logout");
  await expect(page).toHaveURL(`${baseURL}/`);
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
});
