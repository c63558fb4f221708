import { describe, expect, it } from "vitest";
import { readVideoParam, tabAddress, tabAt, tabOfHash } from "./library-tab-address.ts";

describe("library tab addresses", () => {
  it("opens the tab its address names, with or without a trailing slash", () => {
    expect(tabAt("/dashboard", true)).toBe("scripts");
    expect(tabAt("/dashboard/videos", true)).toBe("videos");
    expect(tabAt("/dashboard/posts/", true)).toBe("posts");
    expect(tabAt("/dashboard/leads", true)).toBe("leads");
  });

  it("opens Scripts for the Leads address of a member without the Leads tab", () => {
    expect(tabAt("/dashboard/leads", false)).toBe("scripts");
  });

  it("gives each tab the address that opens it again", () => {
    for (const tab of ["scripts", "videos", "posts", "leads"] as const) expect(tabAt(tabAddress(tab), true)).toBe(tab);
  });

  it("reads the tab of an older hash link, and nothing else", () => {
    expect(tabOfHash("#leads")).toBe("leads");
    expect(tabOfHash("#videos")).toBe("videos");
    expect(tabOfHash("#scripts")).toBeUndefined();
    expect(tabOfHash("#profile")).toBeUndefined();
    expect(tabOfHash("")).toBeUndefined();
  });

  it("reads ?video= as a positive whole number only", () => {
    expect(readVideoParam("?video=12")).toBe(12);
    expect(readVideoParam("video=12")).toBe(12);
    expect(readVideoParam("?video=0")).toBeUndefined();
    expect(readVideoParam("?video=1e3")).toBeUndefined();
    expect(readVideoParam("?video=-4")).toBeUndefined();
    expect(readVideoParam("")).toBeUndefined();
  });
});
