// Every member address paints its first screen from the HTML, before any script runs: the build's
// for a visitor, and a signed-in member's own (drawn by the server from their reads); the app then
// hydrates that HTML without a mismatch.

import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { LIBRARY_TAB_PATHS, libraryTabAt, MEMBER_ROUTE_LIST, type PageName } from "@realty/contracts/member-routes";
import { memberAt } from "./dashboard-fixtures.ts";
import { ADMIN, holdRequests, registerUser, setAccessLevel, signInThroughForm, waitForHydration } from "./fixtures.ts";

/** What each page's first screen shows before its code runs: its landmarks and its skeleton. */
const FIRST_SCREEN: Record<PageName, (page: Page, path: string) => Promise<void>> = {
  login: authScreen("Sign in to your account"),
  register: authScreen("Create your account"),
  "set-password": authScreen("Set your password"),
  "forgot-password": authScreen("Forgot your password?"),
  "reset-password": authScreen("Reset your password"),
  dashboard: async (page, path) => {
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Member" }).getByRole("link", { name: "Account" })).toBeVisible();
    await expect(page.getByRole("tablist", { name: "Library" }).getByRole("tab")).toHaveText([
      "Scripts",
      "Videos",
      "Posts",
      "Leads",
    ]);
    // The address's own tab, chosen and loading.
    const tab = libraryTabAt(path) ?? "scripts";
    await expect(page.getByRole("tab", { selected: true })).toHaveText(tab[0]?.toUpperCase() + tab.slice(1));
    await expect(page.getByRole("status", { name: `Loading ${tab}` })).toBeVisible();
  },
  account: async (page) => {
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Dashboard" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();
    await expect(page.getByRole("status", { name: "Loading your account" })).toBeVisible();
  },
  purchase: async (page) => {
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Checkout steps" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Choose Your Plan" })).toBeVisible();
    // The first screen's largest text, the same words the page draws: painted from the HTML.
    await expect(page.getByText("One-time payment. Lifetime access to everything in your plan.")).toBeVisible();
    await expect(page.getByRole("status", { name: "Loading plans" })).toBeVisible();
  },
  "social-hub": async (page) => {
    await expect(page.getByRole("heading", { name: "Social Media Hub" })).toBeVisible();
    await expect(page.getByRole("tablist").getByRole("tab")).toHaveCount(5);
    await expect(page.getByRole("status", { name: "Loading the composer" })).toBeVisible();
  },
  "social-setup": async (page) => {
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByText("Setup Step 2 of 2")).toBeVisible();
    await expect(page.getByRole("status", { name: "Loading your social accounts" })).toBeVisible();
  },
  "admin-dashboard": async (page) => {
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByRole("tablist", { name: "Admin areas" })).toBeVisible();
    await expect(page.getByRole("status", { name: "Loading figures" })).toBeVisible();
  },
};

function authScreen(title: string) {
  return async (page: Page) => {
    await expect(page.getByRole("main").getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByRole("status", { name: "Loading form" })).toBeVisible();
  };
}

/** Console errors and warnings, and uncaught page errors, as they happen. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const route of MEMBER_ROUTE_LIST) {
    test(`${route.path} shows its first screen from the HTML`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await FIRST_SCREEN[route.shell](page, route.path);
    });
  }

  test("a member's own first screen on each dashboard tab comes in the HTML", async ({ page, playwright, baseURL }) => {
    const member = await registerUser(page.request);
    await setAccessLevel(playwright, baseURL, member.id, "domination");
    const tabs = [
      { path: LIBRARY_TAB_PATHS.scripts, tab: "Scripts", heading: /Scripts$/ },
      { path: LIBRARY_TAB_PATHS.videos, tab: "Videos", heading: "Featured Videos" },
      { path: LIBRARY_TAB_PATHS.posts, tab: "Posts", heading: "Social Posts" },
      { path: LIBRARY_TAB_PATHS.leads, tab: "Leads", heading: "Leads" },
    ];
    for (const { path, tab, heading } of tabs) {
      await page.goto(path);
      await expect(page.getByRole("heading", { name: `Welcome, ${member.firstName} ${member.lastName}` })).toBeVisible();
      await expect(page.getByRole("tab", { selected: true })).toHaveText(tab);
      await expect(page.getByRole("main").getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    // The Videos tab's largest paint, the first featured thumbnail, is asked for by the HTML itself.
    await page.goto(LIBRARY_TAB_PATHS.videos);
    const thumbnail = page.getByRole("main").locator('img[fetchpriority="high"]').first();
    await expect(thumbnail).toHaveAttribute("src", /\/media\/thumbnails\//);
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test("an admin's first screen comes in the HTML, and the admin addresses send the admin there", async ({ page }) => {
    // page.request shares the page's cookies: the admin is signed in for the page too.
    expect((await page.request.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
    for (const path of ["/admin", "/admin-dashboard", "/dashboard"]) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(response.headers().location, path).toBe("/admin/dashboard");
    }
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    // The figures and the first page of users, drawn from the admin's own reads: no loading state.
    await expect(page.getByText("Total Users")).toBeVisible();
    await expect(page.getByRole("status", { name: "Loading figures" })).toHaveCount(0);
    await expect(page.getByRole("table").getByRole("row").nth(1)).toBeVisible();
  });
});

/**
 * Opens an address with the session's answer held back until React has hydrated the first screen
 * (its skeleton carries React's own fiber key), then lets it through and waits for the page. Without
 * the hold, a fast session answer replaces the first screen before it is hydrated and a mismatch
 * would go unseen.
 */
async function openHydrated(page: Page, path: string, beforeSession?: () => Promise<void>): Promise<void> {
  const release = await holdRequests(page, "**/api/auth/session");
  await page.goto(path);
  await page.waitForFunction(() => {
    const skeleton = document.querySelector("[data-shell-skeleton]");
    return skeleton !== null && Object.keys(skeleton).some((key) => key.startsWith("__reactFiber"));
  });
  await beforeSession?.();
  release();
  // Past the session gate: the app has replaced the first screen's skeleton (with the page, the 404
  // card, or the landing page it sends a visitor to).
  await expect(page.locator("[data-shell-skeleton]")).toHaveCount(0);
  await page.unrouteAll({ behavior: "wait" });
}

test.describe("with JavaScript", () => {
  test("a visitor's pages hydrate without a warning, and their first screens are accessible", async ({ page }) => {
    // Seventeen addresses, each opened and checked by axe: longer than one page's test.
    test.setTimeout(240_000);
    const problems = collectProblems(page);
    const inaccessible: string[] = [];
    for (const route of MEMBER_ROUTE_LIST) {
      await openHydrated(page, route.path, async () => {
        const { violations } = await new AxeBuilder({ page }).analyze();
        for (const v of violations)
          inaccessible.push(`${route.path} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
      });
    }
    expect(problems).toEqual([]);
    expect(inaccessible).toEqual([]);
  });

  // The browser's zone differs from the server's (UTC): a page that drew either into its first
  // screen would not hydrate.
  test.describe("in a time zone other than the server's", () => {
    test.use({ timezoneId: "America/Chicago" });

    test("a member's pages hydrate without a warning, their own first screens kept in place", async ({
      page,
      playwright,
      baseURL,
    }) => {
      const member = await registerUser(page.request);
      await setAccessLevel(playwright, baseURL, member.id, "domination");
      const problems = collectProblems(page);
      // The headings the server drew, taken before any script runs: hydration adopts these very
      // elements. A part whose code was still loading would be drawn again, and these thrown away.
      await page.addInitScript(() => {
        document.addEventListener("DOMContentLoaded", () => {
          Object.assign(window, { drawnHeadings: [...document.querySelectorAll("#root h1, #root h2")] });
        });
      });
      for (const path of [...Object.values(LIBRARY_TAB_PATHS), "/account", "/social-hub", "/social-setup", "/purchase"]) {
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.getByRole("banner")).toBeVisible();
        await expect(page.locator("[data-shell-skeleton]")).toHaveCount(0);
        if (path.startsWith(LIBRARY_TAB_PATHS.scripts) || path === "/account") {
          const replaced = await page.evaluate(() =>
            ((window as unknown as { drawnHeadings: Element[] }).drawnHeadings ?? [])
              .filter((heading) => !heading.isConnected)
              .map((heading) => heading.textContent),
          );
          expect(replaced, `${path}: headings drawn by the server and then replaced`).toEqual([]);
        }
      }
      expect(problems).toEqual([]);
    });
  });

  test("each library tab has its own address: chosen, reloaded, and from an older #hash link", async ({ page }) => {
    await registerUser(page.request);
    await page.goto("/dashboard");
    await waitForHydration(page);
    await page.getByRole("tab", { name: "Posts" }).click();
    await expect(page).toHaveURL(/\/dashboard\/posts$/);
    await expect(page.getByRole("heading", { name: "Social Posts" })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("tab", { name: "Posts" })).toHaveAttribute("aria-selected", "true");
    await page.goto("/dashboard#videos");
    await expect(page).toHaveURL(/\/dashboard\/videos$/);
    await expect(page.getByRole("tab", { name: "Videos" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("heading", { name: "Featured Videos" })).toBeVisible();
  });

  // A press is held from the page's inline script on, by the entry once it runs, and replayed once
  // the page is hydrated: whichever code is still on its way when the member taps.
  const heldBack = [
    { what: "the page's own code", scripts: "**/assets/dashboard-*.js", entryRan: true },
    { what: "the app's entry", scripts: "**/assets/index-*.js", entryRan: false },
  ];
  for (const { what, scripts, entryRan } of heldBack) {
    test(`a tab pressed on the drawn page before ${what} has come opens once the page is hydrated`, async ({
      page,
      playwright,
      baseURL,
    }) => {
      await memberAt(page, playwright, baseURL, "domination");
      const release = await holdRequests(page, scripts);
      await page.goto("/dashboard", { waitUntil: "commit" });
      await expect(page.getByRole("tab", { name: "Posts" })).toBeVisible();
      // The entry marks the page once it holds presses; before it runs, the inline script holds them.
      await expect(page.locator("#root[data-holding-presses]")).toHaveCount(entryRan ? 1 : 0);
      await page.getByRole("tab", { name: "Posts" }).click();
      await expect(page.getByRole("tab", { name: "Scripts" })).toHaveAttribute("aria-selected", "true");
      release();
      await expect(page.getByRole("tab", { name: "Posts" })).toHaveAttribute("aria-selected", "true");
      await expect(page).toHaveURL(/\/dashboard\/posts$/);
      await expect(page.getByRole("heading", { name: "Social Posts" })).toBeVisible();
      await expect(page.locator("#root[data-holding-presses]")).toHaveCount(0);
    });
  }

  test("a tab pressed on the Social Hub's drawn screen opens once the page has replaced that screen", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await memberAt(page, playwright, baseURL, "domination");
    // The hub's page replaces the build's screen instead of hydrating it: the press goes to the
    // same tab the page draws.
    const release = await holdRequests(page, "**/assets/social-hub-*.js");
    await page.goto("/social-hub", { waitUntil: "commit" });
    await page.getByRole("tab", { name: "History" }).click();
    await expect(page.getByRole("tab", { name: "Compose" })).toHaveAttribute("aria-selected", "true");
    release();
    await expect(page.getByRole("tab", { name: "History" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("No posts yet", { exact: true })).toBeVisible();
    await expect(page.locator("#root[data-holding-presses]")).toHaveCount(0);
  });

  // The page's inline script waits for the browser to report the first paint; where that report
  // cannot come, it must load the app some other way.
  const noPaintReport = [
    {
      when: "opened in the background, where nothing is painted until shown",
      // As a background tab: hidden, no frame, no paint to report.
      pretend: () => {
        Object.defineProperty(document, "visibilityState", { get: () => "hidden" });
        Object.defineProperty(PerformanceObserver, "supportedEntryTypes", { get: () => [] });
        window.requestAnimationFrame = () => 0;
      },
    },
    {
      when: "in a browser that reports no paint",
      pretend: () => Object.defineProperty(PerformanceObserver, "supportedEntryTypes", { get: () => [] }),
    },
  ];
  for (const { when, pretend } of noPaintReport) {
    test(`a page ${when} still loads and hydrates`, async ({ page, playwright, baseURL }) => {
      await memberAt(page, playwright, baseURL, "domination");
      await page.addInitScript(pretend);
      await page.goto("/dashboard");
      await waitForHydration(page);
      await page.getByRole("tab", { name: "Posts" }).click();
      await expect(page.getByRole("heading", { name: "Social Posts" })).toBeVisible();
    });
  }

  test("the app's code is asked for only once the drawn page is painted", async ({ page, playwright, baseURL }) => {
    await memberAt(page, playwright, baseURL, "domination");
    for (const path of ["/dashboard/posts", "/account"]) {
      await page.goto(path);
      await waitForHydration(page);
      const order = await page.evaluate(() => {
        const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
        const scripts = performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/.+\.js$/.test(new URL(entry.name).pathname));
        return { paint, firstScript: Math.min(...scripts.map((entry) => entry.startTime)), scripts: scripts.length };
      });
      expect(order.scripts, path).toBeGreaterThan(0);
      expect(order.paint, path).toBeDefined();
      expect(order.firstScript, path).toBeGreaterThanOrEqual(order.paint ?? Number.POSITIVE_INFINITY);
    }
  });

  test("an admin's dashboard, drawn for the admin, hydrates in place without a warning", async ({ page }) => {
    await signInThroughForm(page, ADMIN.email, ADMIN.password);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    const problems = collectProblems(page);
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        Object.assign(window, { drawnHeading: document.querySelector("#root h1") });
      });
    });
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.waitForFunction(() => {
      const tab = document.querySelector('#root [role="tab"]');
      return tab !== null && Object.keys(tab).some((key) => key.startsWith("__reactFiber"));
    });
    await expect(page.getByRole("tab", { name: "Users" })).toBeVisible();
    const kept = await page.evaluate(() => (window as unknown as { drawnHeading: Element | null }).drawnHeading?.isConnected);
    expect(kept, "the heading the server drew is the one on screen").toBe(true);
    // Interactive once hydrated: another area opens.
    await page.getByRole("tab", { name: "Orders" }).click();
    await expect(page.getByRole("tab", { name: "Orders" })).toHaveAttribute("aria-selected", "true");
    expect(problems).toEqual([]);
  });
});
