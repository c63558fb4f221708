// Every price, upgrade difference and discount combination of part 2 §9, as the server charges it.
import { effectiveDiscount, PAID_TIERS, type PaidTier } from "@realty/plans";
import { describe, expect, it } from "vitest";
import { chargeFor } from "./amount.ts";

describe("chargeFor: plan prices (no discount)", () => {
  it.each([
    ["sampler", 6900],
    ["spark", 7900],
    ["momentum", 8900],
    ["domination", 9900],
  ] as const)("a new %s costs %i cents", (plan, cents) => {
    expect(chargeFor(plan, "none", 0)).toEqual({ baseCents: cents, totalCents: cents });
  });
});

describe("chargeFor: upgrade differences", () => {
  it.each([
    ["sampler", "spark", 1000],
    ["sampler", "momentum", 2000],
    ["sampler", "domination", 3000],
    ["spark", "momentum", 1000],
    ["spark", "domination", 2000],
    ["momentum", "domination", 1000],
  ] as const)("%s to %s costs %i cents", (from, to, cents) => {
    expect(chargeFor(to, from, 0).totalCents).toBe(cents);
  });
});

describe("chargeFor: discounts", () => {
  it("Sampler to Domination with 10% off is $27.00", () => {
    expect(chargeFor("domination", "sampler", 10)).toEqual({ baseCents: 3000, totalCents: 2700 });
  });

  it.each([
    ["sampler", 10, 6210],
    ["spark", 10, 7110],
    ["momentum", 10, 8010],
    ["domination", 10, 8910],
    ["momentum", 15, 7565],
    ["domination", 33, 6633],
    ["spark", 100, 0],
  ] as const)("a new %s with %i%% off costs %i cents", (plan, pct, cents) => {
    expect(chargeFor(plan, "none", pct).totalCents).toBe(cents);
  });

  it("the discount applies to the upgrade difference, not the full price", () => {
    expect(chargeFor("momentum", "spark", 25).totalCents).toBe(750);
    expect(chargeFor("spark", "sampler", 50).totalCents).toBe(500);
  });

  it("a tier's own percent overrides the general percent for that tier only", () => {
    const code = { discountPercent: 10, samplerPercent: 0, sparkPercent: 0, momentumPercent: 0, dominationPercent: 20 };
    const totals = Object.fromEntries(
      PAID_TIERS.map((tier: PaidTier) => [tier, chargeFor(tier, "none", effectiveDiscount(code, tier).percent).totalCents]),
    );
    expect(totals).toEqual({ sampler: 6210, spark: 7110, momentum: 8010, domination: 7920 });
  });

  it("every combination is a whole number of cents between 0 and the undiscounted amount", () => {
    for (const from of ["none", ...PAID_TIERS] as const) {
      for (const to of PAID_TIERS) {
        for (let pct = 0; pct <= 100; pct++) {
          const { baseCents, totalCents } = chargeFor(to, from, pct);
          expect(Number.isInteger(totalCents)).toBe(true);
          expect(totalCents).toBeGreaterThanOrEqual(0);
          expect(totalCents).toBeLessThanOrEqual(baseCents);
        }
      }
    }
  });
});
