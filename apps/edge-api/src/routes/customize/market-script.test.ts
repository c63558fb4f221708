import type { CustomizeResult } from "@realty/contracts/customize";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { MonthlyMarketAnswer } from "../../services/market-script/monthly-market.ts";
import { signedInMember } from "../../testing/brand-testing.ts";
import { createTestApp, TEST_ORIGIN, type TestApp } from "../../testing/test-app.ts";

const JSON_HEADERS = { origin: TEST_ORIGIN };

const FIGURES = {
  month: "2026-01",
  area: "Austin, TX",
  medianPrice: 425000,
  daysOnMarket: 21,
  monthsOfSupply: 2.4,
  newListings: 1312,
  source: "Austin Board of Realtors MLS",
  priorMonthMedianPrice: 418000,
  priorYearMedianPrice: 401000,
};

/** The member's figures as the script must say them, one way only. */
const SAID = ["$425,000", "21 days", "2.4 months", "1,312 new listings", "Austin Board of Realtors MLS"];

describe("the monthly market script", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.cleanup());

  it("asks for the figures until every one is set, then is written from them", async () => {
    const { browser } = await signedInMember(t, "agent@example.com", "spark");
    const none = await browser.get("/api/market-script");
    expect(none.status).toBe(200);
    expect(await none.json()).toEqual({
      status: "needs-figures",
      forMonth: "2026-01",
      missing: ["area", "month", "median price", "days on market", "months of supply", "new listings", "source"],
    });
    await browser.put("/api/market-figures", { ...FIGURES, daysOnMarket: null }, JSON_HEADERS);
    const partial = (await (await browser.get("/api/market-script")).json()) as MonthlyMarketAnswer;
    expect(partial).toMatchObject({ status: "needs-figures", missing: ["days on market"] });

    await browser.put("/api/market-figures", FIGURES, JSON_HEADERS);
    const ready = (await (await browser.get("/api/market-script")).json()) as MonthlyMarketAnswer;
    if (ready.status !== "ready") throw new Error("expected a script");
    expect(ready).toMatchObject({ month: "2026-01", forMonth: "2026-01", stale: false, figures: FIGURES });
    expect(ready.script.title).toBe("This month in Austin, TX: January 2026");
    for (const said of SAID) expect(ready.script.content).toContain(said);
    expect(ready.script.content).toContain("up 1.7% from last month and up 6% from a year ago");
  });

  it("is written in Spanish on request, with the same figures", async () => {
    const { browser } = await signedInMember(t, "agent@example.com", "spark");
    await browser.put("/api/market-figures", FIGURES, JSON_HEADERS);
    const es = (await (await browser.get("/api/market-script?language=es")).json()) as MonthlyMarketAnswer;
    if (es.status !== "ready") throw new Error("expected a script");
    expect(es.script.language).toBe("es");
    expect(es.script.title).toBe("Este mes en Austin, TX: enero de 2026");
    for (const said of ["$425,000", "21 días", "2.4 meses", "1,312 casas nuevas"]) expect(es.script.content).toContain(said);
    const bad = await browser.get("/api/market-script?language=fr");
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe("Language must be en (English) or es (Spanish)");
  });

  it("is personalized by the same engine and guard, keeping every figure, and stores nothing", async () => {
    const { browser } = await signedInMember(t, "agent@example.com", "spark");
    const early = await browser.post("/api/market-script/customize", { location: "Austin, TX" }, JSON_HEADERS);
    expect(early.status).toBe(409);
    expect((await early.json()).message).toBe("Add your area to write this month's market script.");

    await browser.put("/api/market-figures", FIGURES, JSON_HEADERS);
    const res = await browser.post(
      "/api/market-script/customize",
      { location: "Austin, TX", specialty: "First Time Home Buyers", personality: "Warm & Personal" },
      JSON_HEADERS,
    );
    expect(res.status).toBe(200);
    const result = (await res.json()) as CustomizeResult;
    expect(result).toMatchObject({ engine: "builtin", language: "en", customized: true, flags: [] });
    for (const said of SAID) expect(result.long).toContain(said);
    expect(result.long).toContain("Austin");
    expect(result.short).toContain("$425,000");
    expect(result.captions.x.length).toBeLessThanOrEqual(280);

    const spanish = (await (
      await browser.post("/api/market-script/customize", { location: "Austin, TX", language: "es" }, JSON_HEADERS)
    ).json()) as CustomizeResult;
    expect(spanish.language).toBe("es");
    expect(spanish.long).toContain("$425,000");
  });

  it("answers 401 to a visitor and 400 to a malformed version request", async () => {
    expect((await t.client().get("/api/market-script")).status).toBe(401);
    const { browser } = await signedInMember(t, "agent@example.com", "spark");
    const bad = await browser.post("/api/market-script/customize", { specialty: "Astronauts" }, JSON_HEADERS);
    expect(bad.status).toBe(400);
  });
});
