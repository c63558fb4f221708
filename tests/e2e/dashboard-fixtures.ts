// Shared by the dashboard browser tests: a member at a given access level, signed in on the page.
import { expect, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import { registerUser, setAccessLevel, type TestUser, waitForHydration } from "./fixtures.ts";

export type Level = "none" | "sampler" | "spark" | "momentum" | "domination";

/** Registers through the page's own request context (so the page is signed in) and sets the level. */
export async function memberAt(
  page: Page,
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  level: Level,
): Promise<TestUser> {
  const user = await registerUser(page.request, { firstName: "Dana", lastName: "Dashboard" });
  if (level !== "none") await setAccessLevel(playwright, baseURL, user.id, level);
  return user;
}

/** Signs a member in at `level` and opens the dashboard. */
export async function openDashboard(
  page: Page,
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string | undefined,
  level: Level,
  path = "/dashboard",
) {
  const user = await memberAt(page, playwright, baseURL, level);
  await page.goto(path);
  // The first load can be slow on a busy machine; everything after it uses the normal timeouts.
  await expect(page.getByRole("tablist", { name: "Library" })).toBeVisible({ timeout: 30_000 });
  // The tabs are drawn in the HTML: a press before the app's code has run would reach nothing.
  await waitForHydration(page);
  return user;
}
