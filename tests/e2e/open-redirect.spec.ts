// Regression guard: /login?redirect=/.//evil.example/x sent the browser to another origin after sign-in
// (the URL parser turns "/.//host" into "//host"). Every variant now keeps the browser on the site.
import { expect, test } from "@playwright/test";
import { registerUser } from "./fixtures.ts";

const EVIL = /^https?:\/\/evil\.example/;

/** Targets that reach another host once a browser normalises them, and look-alikes that must stay paths. */
const VARIANTS = [
  "//evil.example/x",
  "/\\evil.example/x",
  "/.//evil.example/x",
  "/./\\evil.example/x",
  "/..//evil.example/x",
  "/a/../..//evil.example/x",
  "/%2e//evil.example/x",
  "/\t/evil.example/x",
  "/\n/evil.example/x",
  "/%2f%2fevil.example/x",
  "/%5cevil.example/x",
  "/\uFF0F\uFF0Fevil.example/x",
  "https://evil.example/x",
  "javascript:alert(document.domain)",
];

for (const variant of VARIANTS) {
  test(`signing in with ?redirect=${JSON.stringify(variant)} stays on the site`, async ({ page, context, request, baseURL }) => {
    // Should the app ever leave, the other host answers here rather than failing DNS, so the test sees it.
    let leftTheSite = false;
    await context.route(EVIL, (route) => {
      leftTheSite = true;
      return route.fulfill({ status: 200, contentType: "text/html", body: "<h1>evil</h1>" });
    });
    const user = await registerUser(request);
    await page.goto(`/login?redirect=${encodeURIComponent(variant)}`);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    // Signed in, the app leaves /login (in place, or with a page load that ends the toast early).
    await expect.poll(() => new URL(page.url()).pathname).not.toBe("/login");
    await page.waitForLoadState("load");
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? "").origin);
    expect(leftTheSite).toBe(false);
  });
}
