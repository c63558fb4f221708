// One source for every plan figure: each public page, and the purchase screen, states plan
// contents, prices and the guarantee only as @realty/plans has them. The page text is read as a
// visitor sees it (tags stripped), then every "N scripts / videos / posts" and every price named
// next to a plan is checked against the plans package.
import { expect, type Page, test } from "@playwright/test";
import {
  DEMO_SAMPLES,
  formatDollars,
  GUARANTEE,
  GUARANTEE_COVERAGE,
  LIBRARY_SIZE,
  PAID_TIERS,
  PLAN_LIST,
  upgradePriceCents,
} from "@realty/plans";

const PUBLIC_PAGES = [
  "/",
  "/home",
  "/landing",
  "/demo",
  "/ai-customization",
  "/scripts",
  "/professional-videos",
  "/social-media-posts",
  "/guarantee",
  "/terms",
  "/privacy",
  "/cookies",
  "/sources",
  "/compliance",
  "/resources",
];

/** Every count a page may put in front of "scripts", "videos" or "posts". */
const ALLOWED_COUNTS: Record<"scripts" | "videos" | "posts", Set<string>> = {
  scripts: new Set([
    ...PLAN_LIST.flatMap((plan) => [String(plan.scripts), plan.scriptsLabel]),
    String(LIBRARY_SIZE.scripts),
    String(DEMO_SAMPLES.scripts),
  ]),
  videos: new Set([
    ...PLAN_LIST.map((plan) => String(plan.videos)),
    String(LIBRARY_SIZE.videos),
    String(GUARANTEE.videos),
    String(GUARANTEE.authorityVideos),
  ]),
  posts: new Set([...PLAN_LIST.map((plan) => String(plan.posts)), String(LIBRARY_SIZE.posts), String(DEMO_SAMPLES.posts)]),
};

/** Prices a plan may be shown at: its price, its list price, or what an upgrade to it costs. */
function allowedPrices(planIndex: number): Set<string> {
  const plan = PLAN_LIST[planIndex];
  if (!plan) return new Set();
  const upgrades = (["none", ...PAID_TIERS] as const).map((from) => formatDollars(upgradePriceCents(from, plan.id)));
  return new Set([formatDollars(plan.priceCents), formatDollars(plan.listPriceCents), ...upgrades]);
}

/** The page's visible text on one line, in reading order (a figure styled to show first reads first). */
async function pageText(page: Page): Promise<string> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll(".order-first")) element.parentElement?.prepend(element);
  });
  return (await page.locator("body").innerText()).replace(/\s+/g, " ");
}

/** Every figure on the page that differs from the plans package, as readable findings. */
function findContradictions(text: string): string[] {
  const found: string[] = [];
  // Plan contents are written in lower case ("16 scripts", "12 professional videos"); library
  // categories ("50+ Buyer Scripts") are not plan figures.
  const counts = /(\d[\d,]*\+?) (?:(?!scripts|videos|posts)[a-z-]+ ){0,2}?(scripts|videos|posts)\b/g;
  for (const match of text.matchAll(counts)) {
    const [phrase, number, kind] = match;
    const allowed = ALLOWED_COUNTS[kind as keyof typeof ALLOWED_COUNTS];
    if (number && !allowed.has(number.replace(/,/g, ""))) found.push(`"${phrase}"`);
  }
  PLAN_LIST.forEach((plan, index) => {
    // The first price written after a plan's name (before any other plan is named) is that plan's.
    for (const match of text.matchAll(new RegExp(`${plan.name}(.{0,40})`, "g"))) {
      const after = match[1] ?? "";
      const untilNextPlan = after.split(new RegExp(PLAN_LIST.map((other) => other.name).join("|")))[0] ?? "";
      if (/\bFREE\b/i.test(untilNextPlan)) found.push(`"${plan.name}${untilNextPlan}" calls a paid plan free`);
      const price = untilNextPlan.match(/\$\d[\d,]*(?:\.\d\d)?/)?.[0]?.replace(/\.00$/, "");
      if (price && !allowedPrices(index).has(price)) found.push(`"${plan.name}${untilNextPlan}"`);
    }
  });
  if (/every plan (?:carries|comes with|includes) (?:our|the) 30-day/i.test(text))
    found.push("a guarantee promised on every plan");
  return found;
}

test.describe("plan figures", () => {
  test("the checker finds the contradictions a visitor reported", () => {
    expect(findContradictions("Script Sampler FREE 3 scripts 2 posts")).toEqual([
      '"2 posts"',
      '"Script Sampler FREE 3 scripts 2 posts" calls a paid plan free',
    ]);
    expect(findContradictions("Momentum Vault $89 120 scripts 40 posts 32 videos")).toEqual(['"120 scripts"', '"40 posts"']);
    expect(findContradictions("Momentum Vault · $79")).toEqual(['"Momentum Vault · $79"']);
    expect(findContradictions(`Domination Bundle $99 $1,599 All 237 social media scripts`)).toEqual([]);
  });

  for (const path of PUBLIC_PAGES) {
    test(`${path} states no plan figure or price that differs from the plans`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator("main").first()).toBeVisible();
      expect(findContradictions(await pageText(page))).toEqual([]);
    });
  }

  test("the guarantee names the plans it covers the same way on the guarantee page, the terms and the pricing cards", async ({
    page,
  }) => {
    for (const path of ["/guarantee", "/terms", "/landing"]) {
      await page.goto(path);
      await expect(page.locator("main").first()).toContainText(GUARANTEE_COVERAGE);
    }
    const uncovered = PLAN_LIST.filter((plan) => !plan.guaranteed);
    expect(uncovered.length).toBeGreaterThan(0);
    await page.goto("/landing#pricing");
    for (const plan of PLAN_LIST) {
      const card = page.locator("#pricing li.card").filter({ has: page.getByRole("heading", { name: plan.name, exact: true }) });
      await expect(card).toContainText(plan.guaranteeLine);
    }
  });

  test("the purchase screen states every plan as the plans package does", async ({ page }) => {
    await page.goto("/purchase");
    await expect(page.getByText(PLAN_LIST[0]?.name ?? "").first()).toBeVisible();
    const text = await pageText(page);
    expect(findContradictions(text)).toEqual([]);
    for (const plan of PLAN_LIST) expect(text).toContain(plan.guaranteeLine);
  });
});
