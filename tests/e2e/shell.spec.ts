import { expect, test } from "@playwright/test";
import { registerUser, waitForHydration } from "./fixtures.ts";

test("an unknown path shows the 404 card", async ({ page }) => {
  const response = await page.goto("/no-such-page-anywhere");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test("a member opening an admin address gets the 404 card", async ({ page }) => {
  await registerUser(page.request);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
});

test("a signed-out visitor sees the login screen at every admin address", async ({ page }) => {
  for (const address of ["/admin", "/admin-login", "/admin/login"]) {
    await page.goto(address);
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    await expect(page.getByLabel("Email")).toBeVisible();
  }
});

test("a signed-out visitor opening the dashboard is taken to the landing page", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/$/);
});

test("the dashboard shows the member footer", async ({ page }) => {
  await registerUser(page.request, { firstName: "Robin", lastName: "Hale" });
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Welcome, Robin Hale" })).toBeVisible();
  const footer = page.getByRole("contentinfo");
  for (const [name, href] of [
    ["Compliance", "/compliance"],
    ["Account", "/account"],
    ["Terms", "/terms"],
    ["Privacy", "/privacy"],
    ["Resources", "/resources"],
  ] as const) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
  await expect(footer.getByRole("link", { name: "Support" })).toHaveAttribute("href", /^mailto:/);
  await expect(footer).toContainText("Last Updated: January 2025");
  await expect(footer).toContainText("v2.0");
  await expect(page.getByRole("link", { name: "Account" }).first()).toHaveAttribute("href", "/account");
});

test("losing the connection shows the offline screen, and Retry reloads the page", async ({ page, context }) => {
  await registerUser(page.request, { firstName: "Sam", lastName: "Okafor" });
  await page.goto("/dashboard");
  const welcome = page.getByRole("heading", { name: "Welcome, Sam Okafor" });
  await expect(welcome).toBeVisible();
  // The welcome is in the HTML; the app's code comes after the first paint. Then the toast code
  // is fetched when the browser is idle; let both finish while still online.
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");

  await context.setOffline(true);
  await expect(page.getByRole("heading", { name: "You're Offline" })).toBeVisible();
  await expect(page.getByText("Please check your internet connection and try again.")).toBeVisible();
  await expect(page.getByText("Connection Lost", { exact: true })).toBeVisible();
  await expect(page.getByText("You're offline. Some features may not work.", { exact: true })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText("Connection Restored", { exact: true })).toBeVisible();
  await expect(page.getByText("You're back online!", { exact: true })).toBeVisible();
  await expect(welcome).toBeVisible();

  // The browser says it is offline while the server is reachable: Retry loads the page afresh.
  await page.evaluate(() => {
    (window as unknown as { beforeRetry: boolean }).beforeRetry = true;
    window.dispatchEvent(new Event("offline"));
  });
  await page.getByRole("button", { name: "Retry" }).click();
  await expect(welcome).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { beforeRetry?: boolean }).beforeRetry)).toBeUndefined();
});

test("a crash while rendering shows the error fallback and reports it", async ({ page }) => {
  await registerUser(page.request, { firstName: "Lee", lastName: "Park" });
  // Fault injection: the member's answers that come with the dashboard's HTML (the current user
  // among them) arrive corrupted (a name that is not text), which makes the dashboard throw while
  // the browser takes the page over.
  await page.route("**/dashboard", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('"firstName":"Lee"', '"firstName":{"corrupted":true}');
    expect(html).toContain('"firstName":{"corrupted":true}');
    await route.fulfill({ status: response.status(), contentType: "text/html; charset=utf-8", body: html });
  });
  const report = page.waitForRequest((req) => req.url().endsWith("/api/analytics") && req.method() === "POST");
  await page.goto("/dashboard");

  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(
    page.getByText("We encountered an unexpected error. This has been logged and we're working to fix it."),
  ).toBeVisible();
  await expect(page.getByText("If this problem persists, please contact support with the error ID above.")).toBeVisible();
  const errorId = (await page.getByTestId("error-id").textContent()) ?? "";
  expect(errorId).toMatch(/^ERR-/);

  const body = (await report).postDataJSON() as { event: string; properties: Record<string, string> };
  expect(body.event).toBe("error_boundary_triggered");
  expect(body.properties.errorId).toBe(errorId);
  expect(body.properties.component).toBe("App");
  expect(body.properties.errorMessage).toBeTruthy();

  await page.unroute("**/dashboard");
  await page.getByRole("button", { name: "Reload Page" }).click();
  await expect(page.getByRole("heading", { name: "Welcome, Lee Park" })).toBeVisible();
});

test("Inter arrives after the first screen, which paints in its metric-matched fallback first", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const interLoaded = () =>
    page.evaluate(() =>
      [...document.fonts].some((face) => face.family.replaceAll('"', "") === "Inter Variable" && face.status === "loaded"),
    );
  await expect.poll(interLoaded, { timeout: 15_000 }).toBe(true);
  // lib/brand-font.ts asks for it a second after the entry runs, never with the first paint.
  const fontStarts = await page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".woff2"))
      .map((entry) => entry.startTime),
  );
  expect(fontStarts).toHaveLength(1);
  expect(fontStarts[0]).toBeGreaterThanOrEqual(1000);
});
