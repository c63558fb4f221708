// The pages the API renders itself (a member's share page, the social connect page) use the house
// typeface and mark, and "Equal Housing Opportunity" stays on one line, on a desktop and a phone.
import { expect, type Page, test } from "@playwright/test";
import { memberAt } from "./dashboard-fixtures.ts";

test.describe.configure({ timeout: 90_000 });

/** Whether the page's body text is set in Inter, loaded (not a system fallback). */
async function usesHouseFont(page: Page): Promise<{ family: string; loaded: boolean }> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    await document.fonts.load('16px "Inter Variable"');
    return {
      family: getComputedStyle(document.body).fontFamily,
      loaded:
        document.fonts.check('16px "Inter Variable"') &&
        [...document.fonts].some((f) => f.family.includes("Inter Variable") && f.status === "loaded"),
    };
  });
}

test("a member's share page is set in Inter with the house mark, and the Equal Housing line does not wrap", async ({
  page,
  playwright,
  baseURL,
  browser,
}) => {
  await memberAt(page, playwright, baseURL, "domination");
  const saved = await page.request.put("/api/user/brand", {
    data: {
      displayName: "Dana Reyes",
      brokerage: "Harbor Realty Group",
      phone: "",
      email: "",
      licenseNumber: "SA-0192837",
      licenseState: "TX",
      equalHousing: true,
      brandColor: "#0b2545",
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  const scripts = (await (await page.request.get("/api/scripts")).json()) as { id: number; hasAccess: boolean }[];
  const script = scripts.find((s) => s.hasAccess);
  if (!script) throw new Error("no accessible script");
  const { url } = (await (await page.request.get(`/api/share-links?type=script&id=${script.id}`)).json()) as { url: string };

  for (const width of [1280, 390]) {
    const visitor = await browser.newPage({ viewport: { width, height: 844 } });
    await visitor.goto(url);
    const font = await usesHouseFont(visitor);
    expect(font.family.startsWith('"Inter Variable"')).toBe(true);
    expect(font.loaded).toBe(true);
    const eho = visitor.locator(".eho span");
    await expect(eho).toHaveText("Equal Housing Opportunity");
    const lines = await eho.evaluate((el) => el.getClientRects().length);
    expect(lines, `at ${width} px`).toBe(1);
    await visitor.close();
  }
});

test("the social connect page is set in Inter and carries the house mark", async ({ browser }) => {
  const visitor = await browser.newPage();
  await visitor.goto("/api/auth/facebook");
  await expect(visitor.getByRole("heading", { name: "Please log in first" })).toBeVisible();
  await expect(visitor.locator(".brand svg")).toBeVisible();
  const font = await usesHouseFont(visitor);
  expect(font.family.startsWith('"Inter Variable"')).toBe(true);
  expect(font.loaded).toBe(true);
  await visitor.close();
});
