import { describe, expect, it } from "vitest";
import { DEMO_SAMPLES, demoCanOpen, lockedTierLabel } from "./index.ts";

describe("the demo's view", () => {
  it("opens the first three scripts and nothing after them", () => {
    expect(DEMO_SAMPLES.scripts).toBe(3);
    expect([0, 1, 2].map((position) => demoCanOpen({ kind: "script", position }))).toEqual([true, true, true]);
    expect([3, 15, 236].some((position) => demoCanOpen({ kind: "script", position }))).toBe(false);
  });

  it("opens the first three posts and nothing after them", () => {
    expect([0, 1, 2].every((postIndex) => demoCanOpen({ kind: "post", postIndex }))).toBe(true);
    expect([3, 70].some((postIndex) => demoCanOpen({ kind: "post", postIndex }))).toBe(false);
  });

  it("opens a video only when it is a public sample", () => {
    expect(demoCanOpen({ kind: "video", publicSample: true })).toBe(true);
    expect(demoCanOpen({ kind: "video", publicSample: false })).toBe(false);
  });

  it("keeps negative, fractional and non-numeric positions locked", () => {
    for (const position of [-1, 1.5, Number.NaN]) {
      expect(demoCanOpen({ kind: "script", position })).toBe(false);
      expect(demoCanOpen({ kind: "post", postIndex: position })).toBe(false);
    }
  });

  it("labels a locked item with the tier and the price that opens it for this member", () => {
    expect(lockedTierLabel("none", "momentum")).toBe("Momentum Vault · $89");
    expect(lockedTierLabel(undefined, "spark")).toBe("Script Spark · $79");
    expect(lockedTierLabel("spark", "domination")).toBe("Domination Bundle · $20");
    expect(lockedTierLabel("none", "gold")).toBe("Domination Bundle · $99");
  });
});
