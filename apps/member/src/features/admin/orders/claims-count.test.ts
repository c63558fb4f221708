import { expect, it } from "vitest";
import { claimsCount } from "./claims-count.ts";

it("counts claims with the noun in the right number", () => {
  expect(claimsCount(1, "open")).toBe("1 open claim");
  expect(claimsCount(2, "open")).toBe("2 open claims");
  expect(claimsCount(0, "")).toBe("0 claims");
});
