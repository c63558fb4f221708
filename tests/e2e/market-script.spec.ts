import { expect, type Page, test } from "@playwright/test";
import { openDashboard } from "./dashboard-fixtures.ts";

const FIGURES = {
  area: "Austin, TX",
  medianPrice: 425000,
  daysOnMarket: 21,
  monthsOfSupply: 2.4,
  newListings: 1312,
  source: "Austin Board of Realtors MLS",
  priorMonthMedianPrice: 418000,
  priorYearMedianPrice: 401000,
};

/** Saves this month's figures as the Posts tab's form does (same origin, the member's session). */
async function saveFigures(page: Page) {
  const status = await page.evaluate(async (figures) => {
    const current = await (await fetch("/api/market-figures")).json();
    const res = await fetch("/api/market-figures", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...figures, month: current.forMonth }),
    });
    return res.status;
  }, FIGURES);
  expect(status).toBe(200);
}

/** "November 2026" for the month the product says it is. */
async function monthName(page: Page): Promise<string> {
  const forMonth: string = await page.evaluate(async () => (await (await fetch("/api/market-figures")).json()).forMonth);
  const [year, month] = forMonth.split("-");
  return `${new Date(Date.UTC(Number(year), Number(month) - 1, 15)).toLocaleString("en-US", { month: "long", timeZone: "UTC" })} ${year}`;
}

/** Every figure the card states, by kind: each must be the member's own. */
async function statedFigures(page: Page) {
  const text = (await page.getByTestId("market-script-text").textContent()) ?? "";
  return {
    dollars: [...text.matchAll(/\$\d{1,3}(?:,\d{3})*/g)].map((m) => m[0]),
    days: [...text.matchAll(/(\d{1,3}(?:,\d{3})*) days/g)].map((m) => m[1]),
    supply: [...text.matchAll(/([\d.]+) months of supply/g)].map((m) => m[1]),
    listings: [...text.matchAll(/(\d{1,3}(?:,\d{3})*) new listings/g)].map((m) => m[1]),
  };
}

test.describe("this month's market script", () => {
  test.describe.configure({ timeout: 120_000 });

  test("asks for figures, then is written from them, and the member's version keeps every one", async ({
    page,
    playwright,
    baseURL,
  }) => {
    await openDashboard(page, playwright, baseURL, "spark");
    const asking = page.getByRole("region", { name: "This month in your area" });
    await expect(asking).toBeVisible();
    await expect(asking.getByRole("link", { name: "Set my market figures" })).toHaveAttribute("href", "/dashboard/posts");

    await saveFigures(page);
    await page.reload();
    const card = page.getByRole("region", { name: "This month in Austin, TX" });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card.getByTestId("market-script-figures")).toContainText("$425,000");
    await expect(card.getByTestId("market-script-figures")).toContainText("1,312");
    await expect(card.getByTestId("market-script-text")).toHaveText(
      `Here's what the Austin, TX housing market did in ${await monthName(page)}.`,
    );
    await card.getByRole("button", { name: "Read the Script" }).click();
    await expect(card.getByTestId("market-script-text")).toContainText("The median sale price was $425,000");

    await card.getByRole("button", { name: "Customize", exact: true }).click();
    await card.getByLabel("Location").fill("Austin, TX");
    await card.getByLabel("Specialty").selectOption("First Time Home Buyers");
    await card.getByRole("button", { name: "Generate Customized Script" }).click();
    await expect(card.getByTestId("engine-label")).toHaveText("Built-in personalizer");
    await expect(card.getByTestId("market-script-text")).toContainText("first-time buyer");

    const stated = await statedFigures(page);
    expect(new Set(stated.dollars)).toEqual(new Set(["$425,000"]));
    expect(new Set(stated.days)).toEqual(new Set(["21"]));
    expect(stated.supply).toEqual(["2.4"]);
    expect(stated.listings).toEqual(["1,312"]);

    await card.getByRole("button", { name: "Español" }).click();
    await expect(card.getByTestId("market-script-text")).toContainText("El precio medio de venta fue de $425,000");
  });
});
