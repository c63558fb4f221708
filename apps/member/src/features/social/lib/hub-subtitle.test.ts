import { HUB_PLATFORMS } from "@realty/contracts/social-constants";
import { describe, expect, it } from "vitest";
import { HUB_SUBTITLE } from "./hub-subtitle.ts";

describe("the hub's subtitle", () => {
  it("names every network the hub serves, once", () => {
    expect(HUB_SUBTITLE).toBe(
      "Post and schedule to Facebook, LinkedIn, X, Instagram, TikTok, YouTube and Google Business Profile from one place.",
    );
    expect(HUB_PLATFORMS).toHaveLength(7);
  });
});
