import { scriptKit, X_CAPTION_MAX_CHARS } from "@realty/library/script-kit";
import { describe, expect, it } from "vitest";
import { type CompleteFigures, writeMonthlyMarketScript } from "./monthly-market-script.ts";

const AUSTIN: CompleteFigures = {
  month: "2026-11",
  area: "Austin, TX",
  medianPrice: 425000,
  daysOnMarket: 21,
  monthsOfSupply: 2.4,
  newListings: 1312,
  source: "Austin Board of Realtors MLS",
  priorMonthMedianPrice: 430000,
  priorYearMedianPrice: null,
};

/** The longest area and source the figures form takes. */
const LONGEST: CompleteFigures = {
  ...AUSTIN,
  area: "North Scottsdale, Paradise Valley and the Town of Fountain Hills, Maricopa County",
  source: "Arizona Regional Multiple Listing Service, residential detached and attached, all price ranges, monthly",
  monthsOfSupply: 7,
};

describe("writeMonthlyMarketScript", () => {
  it("writes a kit the library's own rules accept, in both languages, for the longest figures too", () => {
    for (const figures of [AUSTIN, LONGEST]) {
      for (const language of ["en", "es"] as const) {
        const script = writeMonthlyMarketScript(figures, language);
        expect(() => scriptKit.parse(script.kit), `${language} ${figures.area}`).not.toThrow();
        expect(script.kit.captions.x.length).toBeLessThanOrEqual(X_CAPTION_MAX_CHARS);
        expect(script.content.split("\n\n")).toHaveLength(3);
      }
    }
  });

  it("says a trend only where a prior figure was given, and reads the months of supply", () => {
    const script = writeMonthlyMarketScript(AUSTIN, "en");
    expect(script.content).toContain("The median sale price was $425,000, down 1.2% from last month.");
    expect(script.content).not.toContain("a year ago");
    expect(script.content).toContain("2.4 months of supply. That is a tight market");
    expect(writeMonthlyMarketScript(LONGEST, "en").content).toContain("7 months of supply. That gives buyers time");
    const none = writeMonthlyMarketScript({ ...AUSTIN, priorMonthMedianPrice: null }, "en");
    expect(none.content).toContain("The median sale price was $425,000.");
  });

  it("dates and sources its figures in the script itself", () => {
    expect(writeMonthlyMarketScript(AUSTIN, "en").content).toContain("Figures: Austin Board of Realtors MLS, November 2026.");
    expect(writeMonthlyMarketScript(AUSTIN, "es").content).toContain("Cifras: Austin Board of Realtors MLS, noviembre de 2026.");
  });
});
