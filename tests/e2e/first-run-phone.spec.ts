// The first screens on a phone (390 x 844): no app page scrolls sideways, the dashboard's first
// library card is on the first screen even with "Start here" above it, the checkout's order summary
// follows the chosen plan, and a toast never covers the page's header.

import { expect, type Page, test } from "@playwright/test";
import { MEMBER_ROUTE_LIST, type SessionKind } from "@realty/contracts/member-routes";
import { openDashboard } from "./dashboard-fixtures.ts";
import { ADMIN, registerUser } from "./fixtures.ts";

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

/** How far the page reaches past the screen's right edge (0 when nothing scrolls sideways). */
function overflow(page: Page) {
  return page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
}

/** Every address each kind of session opens as a page of the app (redirects are other pages' business). */
function pagesFor(kind: SessionKind): string[] {
  return MEMBER_ROUTE_LIST.filter((route) => route.open[kind] && "page" in (route.open[kind] ?? {})).map((r) => r.path);
}

async function fitsThePhone(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("main").first(), `${path} shows its content`).toBeVisible({ timeout: 30_000 });
  await expect(page.locator("[aria-busy=true]"), `${path} has finished loading`).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(() => overflow(page), { message: `${path} fits 390 px` }).toBe(0);
}

test.describe("phone first screens", () => {
  test.describe.configure({ timeout: 180_000 });

  test("no app page scrolls sideways at 390 px, signed out, as a member or as the admin", async ({ page, browser }) => {
    for (const path of pagesFor("signedOut")) await fitsThePhone(page, path);

    await registerUser(page.request, { firstName: "Phoebe" });
    for (const path of pagesFor("user")) await fitsThePhone(page, path);

    const admin = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    try {
      const adminPage = await admin.newPage();
      expect((await adminPage.request.post("/api/auth/login", { data: ADMIN })).ok()).toBe(true);
      for (const path of pagesFor("admin")) await fitsThePhone(adminPage, path);
    } finally {
      await admin.close();
    }
  });

  test("the dashboard shows Start here and the first library card on the first screen", async ({ page, playwright, baseURL }) => {
    await openDashboard(page, playwright, baseURL, "momentum");
    await expect(page.getByRole("region", { name: "Start here" })).toBeVisible();
    // The Scripts tab's first card: this month's market script (asking for figures here), then the library.
    await expect(page.getByTestId("market-script-card")).toBeVisible();
    const card = page.locator("[data-testid=market-script-card], [data-slot=script-card]").first();
    await expect(card).toBeVisible();
    const box = await card.boundingBox();
    expect(box?.y ?? Number.POSITIVE_INFINITY, "the first card's top").toBeLessThan(PHONE.height);
    // The steps fold behind one button here, and open with it.
    const toggle = page.getByRole("button", { name: "Show steps" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(page.getByRole("button", { name: "Hide steps" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: "Set up your brand profile" })).toBeVisible();
    await expect.poll(() => overflow(page)).toBe(0);
  });

  test("the checkout's order summary follows the chosen plan, before the plans after it", async ({ page }) => {
    await page.goto("/purchase");
    const summary = page.getByRole("complementary", { name: "Order Summary" });
    await expect(summary).toBeVisible({ timeout: 30_000 });
    const chosen = page.getByRole("article", { name: "Momentum Vault" });
    const next = page.getByRole("article", { name: "Domination Bundle" });
    const [chosenBox, summaryBox, nextBox] = await Promise.all([chosen.boundingBox(), summary.boundingBox(), next.boundingBox()]);
    if (!chosenBox || !summaryBox || !nextBox) throw new Error("a box is missing");
    const gap = summaryBox.y - (chosenBox.y + chosenBox.height);
    expect(gap, "the summary starts right under the chosen plan").toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(40);
    expect(summaryBox.y, "the summary comes before the next plan").toBeLessThan(nextBox.y);
    await expect.poll(() => overflow(page)).toBe(0);

    // Choosing another plan moves the summary under that one.
    await page.getByRole("button", { name: "Continue with Script Spark" }).click();
    await page.getByRole("button", { name: "Back to Plans" }).click();
    const spark = page.getByRole("article", { name: "Script Spark" });
    await expect(summary).toContainText("Script Spark");
    const [sparkBox, movedBox] = await Promise.all([spark.boundingBox(), summary.boundingBox()]);
    expect((movedBox?.y ?? 0) - ((sparkBox?.y ?? 0) + (sparkBox?.height ?? 0))).toBeLessThan(40);
  });

  test("a toast never covers the header", async ({ page, context, playwright, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openDashboard(page, playwright, baseURL, "sampler");
    const card = page.locator("[data-slot=script-card]").first();
    const title = (await card.getByRole("heading").textContent()) ?? "";
    await card.getByRole("button", { name: /^Customize & Share/ }).click();
    await page.getByRole("dialog", { name: title }).getByRole("button", { name: "Copy Script" }).click();
    const toast = page.locator("[data-slot=toast]").filter({ hasText: "Script copied to clipboard." });
    await expect(toast).toBeVisible();
    const [toastBox, headerBox] = await Promise.all([toast.boundingBox(), page.locator("header").first().boundingBox()]);
    if (!toastBox || !headerBox) throw new Error("a box is missing");
    const overlaps = toastBox.y < headerBox.y + headerBox.height && headerBox.y < toastBox.y + toastBox.height;
    expect(overlaps, `toast at ${toastBox.y}, header ${headerBox.y}-${headerBox.y + headerBox.height}`).toBe(false);
  });
});
