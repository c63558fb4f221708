import { describe, expect, it } from "vitest";
import { composeCounter } from "./compose-counter.ts";

const LONG = "a".repeat(350);

describe("the compose counter", () => {
  it("counts against X's 280 before a network is chosen, and while X is among them", () => {
    expect(composeCounter(LONG, [])).toEqual({ count: 350, limit: 280, over: true });
    expect(composeCounter(LONG, ["facebook", "twitter"])).toEqual({ count: 350, limit: 280, over: true });
  });

  it("does not call a post too long for the networks chosen when they take it", () => {
    expect(composeCounter(LONG, ["facebook"])).toEqual({ count: 350, limit: 63_206, over: false });
    expect(composeCounter(LONG, ["facebook", "linkedin"])).toEqual({ count: 350, limit: 3000, over: false });
  });
});
