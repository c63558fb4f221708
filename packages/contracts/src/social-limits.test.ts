import { describe, expect, it } from "vitest";
import { networkProblem, templateBlanks, xLength } from "./social-limits.ts";
import { zonedToUtc } from "./social-time.ts";

describe("network limits", () => {
  it("counts a link as 23 for X whatever its length, and wide characters as 2", () => {
    expect(xLength("Tour it: https://example.com/a/very/long/path/to/the/listing?utm=1")).toBe(9 + 23);
    expect(xLength("Home 🏡")).toBe(5 + 2);
  });

  it("refuses per network with the reason in words", () => {
    expect(networkProblem("twitter", "x".repeat(281))).toContain("X accepts at most 280 characters");
    expect(networkProblem("linkedin", "x".repeat(281))).toBeNull();
    expect(networkProblem("linkedin", "x".repeat(3001))).toBe(
      "LinkedIn accepts at most 3,000 characters; this version has 3,001.",
    );
    expect(networkProblem("facebook", "x".repeat(63_206))).toBeNull();
    expect(networkProblem("twitter", "Hi", { kind: "image", bytes: 6 * 1024 * 1024 })).toContain("images up to 5 MB");
    expect(networkProblem("facebook", "Hi", { kind: "image", bytes: 6 * 1024 * 1024 })).toBeNull();
  });

  it("finds template blanks", () => {
    expect(templateBlanks("In [Neighborhood] at [Price], [Price]!")).toEqual(["[Neighborhood]", "[Price]"]);
    expect(networkProblem("facebook", "Homes sell in [X] days")).toBe("Fill in [X] in the Facebook version before sending.");
  });

  it("turns a wall-clock time in a zone into UTC, across daylight saving", () => {
    expect(zonedToUtc("2026-01-19", "08:30", "America/Chicago").toISOString()).toBe("2026-01-19T14:30:00.000Z");
    expect(zonedToUtc("2026-07-20", "08:30", "America/Chicago").toISOString()).toBe("2026-07-20T13:30:00.000Z");
    expect(zonedToUtc("2026-03-08", "09:00", "UTC").toISOString()).toBe("2026-03-08T09:00:00.000Z");
  });
});
