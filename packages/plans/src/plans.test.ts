import { describe, expect, it } from "vitest";
import {
  ACCESS_LEVELS,
  accessLevelLabel,
  canAccess,
  canUpgrade,
  discountedTotalCents,
  effectiveDiscount,
  formatAmount,
  formatDollars,
  GUARANTEE,
  GUARANTEE_COVERAGE,
  GUARANTEE_LINE,
  NOT_COVERED_LINE,
  normalizePercent,
  PAID_TIERS,
  PLAN_LIST,
  PLANS,
  postTierForIndex,
  priceCents,
  scriptTierForPosition,
  unlockPriceCents,
  upgradePaths,
  upgradePriceCents,
  videoTierForPosition,
} from "./index.ts";

describe("the four plans (part 1 §1, part 2 §3)", () => {
  it.each([
    ["sampler", "Script Sampler", 6900, 7900, 16, 0, 3],
    ["spark", "Script Spark", 7900, 34900, 25, 12, 10],
    ["momentum", "Momentum Vault", 8900, 89900, 60, 32, 25],
    ["domination", "Domination Bundle", 9900, 159900, 237, 52, 71],
  ] as const)("%s is %s at %i cents (list %i) with %i/%i/%i", (id, name, price, list, scripts, videos, posts) => {
    expect(PLANS[id]).toMatchObject({ id, name, priceCents: price, listPriceCents: list, scripts, videos, posts });
  });

  it("lists the tiers in ascending order and marks only Momentum as popular", () => {
    expect(PLAN_LIST.map((p) => p.id)).toEqual(["sampler", "spark", "momentum", "domination"]);
    expect(PLAN_LIST.filter((p) => p.popular).map((p) => p.id)).toEqual(["momentum"]);
  });

  it("states 200+ scripts for the top tier and includes AI customization and the dashboard everywhere", () => {
    expect(PLANS.domination.scriptsLabel).toBe("200+");
    for (const p of PLAN_LIST) {
      expect(p.features).toEqual(expect.arrayContaining(["AI customization", "Dashboard access"]));
    }
  });

  it("covers a plan by the guarantee only when it includes the videos its conditions ask for", () => {
    for (const p of PLAN_LIST) {
      expect(p.guaranteed).toBe(p.videos >= GUARANTEE.authorityVideos);
      expect(p.features).toContain(p.guaranteed ? GUARANTEE_LINE : NOT_COVERED_LINE);
    }
    expect(PLAN_LIST.filter((p) => !p.guaranteed).map((p) => p.id)).toEqual(["sampler"]);
    expect(GUARANTEE_COVERAGE).toBe(
      "The guarantee covers Script Spark, Momentum Vault and Domination Bundle. Script Sampler includes no videos, so it is not covered.",
    );
  });
});

describe("canAccess", () => {
  const expected: Record<string, string[]> = {
    none: [],
    sampler: ["sampler"],
    spark: ["sampler", "spark"],
    momentum: ["sampler", "spark", "momentum"],
    domination: ["sampler", "spark", "momentum", "domination"],
  };
  for (const level of ACCESS_LEVELS) {
    it(`${level} opens exactly ${expected[level]?.join(", ") || "nothing"}`, () => {
      expect(PAID_TIERS.filter((t) => canAccess(level, t))).toEqual(expected[level]);
    });
  }
});

describe("tier by position", () => {
  it("posts: below 3 sampler, below 10 spark, below 25 momentum, otherwise domination", () => {
    const tiers = Array.from({ length: 71 }, (_, i) => postTierForIndex(i));
    expect(tiers.filter((t) => t === "sampler")).toHaveLength(3);
    expect(tiers.filter((t) => t === "spark")).toHaveLength(7);
    expect(tiers.filter((t) => t === "momentum")).toHaveLength(15);
    expect(tiers.filter((t) => t === "domination")).toHaveLength(46);
    expect([postTierForIndex(2), postTierForIndex(3), postTierForIndex(9), postTierForIndex(10)]).toEqual([
      "sampler",
      "spark",
      "spark",
      "momentum",
    ]);
    expect([postTierForIndex(24), postTierForIndex(25), postTierForIndex(500)]).toEqual(["momentum", "domination", "domination"]);
  });

  it("scripts: cumulative 16 / 25 / 60 / 237", () => {
    const count = (tier: string) =>
      Array.from({ length: 237 }, (_, i) => scriptTierForPosition(i)).filter((t) => t === tier).length;
    expect([count("sampler"), count("spark"), count("momentum"), count("domination")]).toEqual([16, 9, 35, 177]);
  });

  it("videos: none for sampler, cumulative 12 / 32 / 52", () => {
    const tiers = Array.from({ length: 52 }, (_, i) => videoTierForPosition(i));
    expect(tiers.includes("sampler")).toBe(false);
    expect(tiers.filter((t) => t === "spark")).toHaveLength(12);
    expect(tiers.filter((t) => t === "momentum")).toHaveLength(20);
    expect(tiers.filter((t) => t === "domination")).toHaveLength(20);
  });

  it("rejects a negative or fractional position", () => {
    expect(() => postTierForIndex(-1)).toThrow(RangeError);
    expect(() => scriptTierForPosition(1.5)).toThrow(RangeError);
  });
});

describe("upgrades (part 2 §4 and §9)", () => {
  it("offers the paths of the account tab", () => {
    expect(upgradePaths("sampler")).toEqual(["spark", "momentum", "domination"]);
    expect(upgradePaths("spark")).toEqual(["momentum", "domination"]);
    expect(upgradePaths("momentum")).toEqual(["domination"]);
    expect(upgradePaths("domination")).toEqual([]);
    expect(upgradePaths("none")).toEqual([]);
    expect(canUpgrade("sampler", "domination")).toBe(true);
    expect(canUpgrade("momentum", "spark")).toBe(false);
    expect(canUpgrade("spark", "spark")).toBe(false);
  });

  it.each([
    ["sampler", "spark", 1000],
    ["sampler", "momentum", 2000],
    ["sampler", "domination", 3000],
    ["spark", "momentum", 1000],
    ["spark", "domination", 2000],
    ["momentum", "domination", 1000],
    ["domination", "sampler", 0],
    ["momentum", "momentum", 0],
    ["none", "momentum", 8900],
  ] as const)("from %s to %s costs %i cents", (from, to, cents) => {
    expect(upgradePriceCents(from, to)).toBe(cents);
    expect(unlockPriceCents(from, to)).toBe(cents);
  });

  it("prices none at zero", () => {
    expect(priceCents("none")).toBe(0);
    expect(priceCents("domination")).toBe(9900);
  });
});

describe("discounts", () => {
  const code = { discountPercent: 10, samplerPercent: 0, sparkPercent: 25, momentumPercent: 0, dominationPercent: 100 };

  it("uses a tier's own percent when set, otherwise the general one", () => {
    expect(effectiveDiscount(code, "sampler")).toEqual({ percent: 10, tierSpecific: false });
    expect(effectiveDiscount(code, "spark")).toEqual({ percent: 25, tierSpecific: true });
    expect(effectiveDiscount(code, "domination")).toEqual({ percent: 100, tierSpecific: true });
  });

  it("rounds to whole cents", () => {
    expect(discountedTotalCents(3000, 10)).toBe(2700);
    expect(discountedTotalCents(9900, 10)).toBe(8910);
    expect(discountedTotalCents(6900, 15)).toBe(5865);
    expect(discountedTotalCents(7900, 33)).toBe(5293); // 2607 off
    expect(discountedTotalCents(8900, 100)).toBe(0);
    expect(discountedTotalCents(8900, 0)).toBe(8900);
    expect(discountedTotalCents(1, 50)).toBe(0); // half a cent off rounds the discount up
  });

  it("every tier and percent stays an integer between 0 and the price", () => {
    for (const tier of PAID_TIERS) {
      for (let pct = 0; pct <= 100; pct++) {
        const total = discountedTotalCents(PLANS[tier].priceCents, pct);
        expect(Number.isInteger(total)).toBe(true);
        expect(total).toBeGreaterThanOrEqual(0);
        expect(total).toBeLessThanOrEqual(PLANS[tier].priceCents);
      }
    }
  });

  it("normalizes percents to integers 0-100, non-numeric to 0", () => {
    expect([
      normalizePercent("abc"),
      normalizePercent(""),
      normalizePercent(-5),
      normalizePercent(150),
      normalizePercent("42"),
      normalizePercent(12.7),
    ]).toEqual([0, 0, 0, 100, 42, 12]);
  });

  it("refuses a negative or fractional amount", () => {
    expect(() => discountedTotalCents(-1, 10)).toThrow(RangeError);
    expect(() => discountedTotalCents(10.5, 10)).toThrow(RangeError);
  });
});

describe("formatting and labels", () => {
  it("formats prices and amounts", () => {
    expect(formatDollars(159900)).toBe("$1,599");
    expect(formatDollars(6900)).toBe("$69");
    expect(formatAmount(2700)).toBe("$27.00");
    expect(formatAmount(0)).toBe("$0.00");
  });

  it("labels current, legacy and unknown levels", () => {
    expect(accessLevelLabel("momentum")).toBe("Momentum Vault");
    expect(accessLevelLabel("none")).toBe("No Access");
    expect(accessLevelLabel("starter")).toBe("Starter (legacy)");
    expect(accessLevelLabel("gold")).toBe("Unknown");
    expect(accessLevelLabel(null)).toBe("Unknown");
  });
});
