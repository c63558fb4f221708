import { PLANS } from "@realty/plans";
import { describe, expect, it } from "vitest";
import { planSummary } from "./plan-summary.ts";

describe("the dashboard's plan line", () => {
  it("shows each tier's name and contents from the plans package", () => {
    expect(planSummary("spark")).toEqual({ planName: PLANS.spark.name, scripts: "25", videos: 12, posts: 10 });
    expect(planSummary("sampler")).toEqual({ planName: "Script Sampler", scripts: "16", videos: 0, posts: 3 });
  });

  it("says All scripts on the top tier and nothing without a purchase", () => {
    expect(planSummary("domination")).toEqual({ planName: "Domination Bundle", scripts: "All", videos: 52, posts: 71 });
    expect(planSummary("none")).toEqual({ planName: "No Access", scripts: "0", videos: 0, posts: 0 });
    // The demo says what it opens, the same as its banner.
    expect(planSummary("none", true)).toEqual({ planName: "Demo", scripts: "3", videos: "Free", posts: 3 });
  });
});
