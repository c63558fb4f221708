import { NETWORK_LIMITS } from "@realty/contracts/social-constants";
import { describe, expect, it } from "vitest";
import { combineDateAndTime, plural, setupProgress } from "./schedule.ts";
import { QUICK_TEMPLATES } from "./templates.ts";

describe("combineDateAndTime", () => {
  it("puts the time on the chosen local day", () => {
    const at = combineDateAndTime(new Date(2026, 2, 14, 17, 45), "09:00");
    expect(at).toEqual(new Date(2026, 2, 14, 9, 0, 0, 0));
  });

  it("refuses a malformed time", () => {
    expect(combineDateAndTime(new Date(2026, 0, 1), "9am")).toBeNull();
    expect(combineDateAndTime(new Date(2026, 0, 1), "24:00")).toBeNull();
  });
});

describe("setupProgress", () => {
  it("is 50 plus half the connected percentage", () => {
    expect(setupProgress(0)).toBe(50);
    expect(setupProgress(1)).toBeCloseTo(66.67, 2);
    expect(setupProgress(2)).toBeCloseTo(83.33, 2);
    expect(setupProgress(3)).toBe(100);
  });
});

describe("copy", () => {
  it("pluralizes platform counts", () => {
    expect(plural(1, "platform")).toBe("1 platform");
    expect(plural(3, "platform")).toBe("3 platforms");
  });

  it("keeps every quick template within X's limit", () => {
    for (const template of QUICK_TEMPLATES)
      expect([...template.content].length).toBeLessThanOrEqual(NETWORK_LIMITS.twitter.maxChars);
  });
});
