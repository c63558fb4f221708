import { describe, expect, it } from "vitest";
import { isSpaPath, safeRedirect } from "../config/paths.ts";

describe("the login page's redirect target", () => {
  it("keeps a path on this site with its query and hash", () => {
    expect(safeRedirect("/account#security")).toBe("/account#security");
    expect(safeRedirect("/purchase?upgrade=spark")).toBe("/purchase?upgrade=spark");
  });

  it("falls back to the dashboard for anything that could leave the site", () => {
    for (const target of ["https://evil.test/", "//evil.test", "/\\evil.test", "javascript:alert(1)", "", null, undefined]) {
      expect(safeRedirect(target)).toBe("/dashboard");
    }
  });
});

describe("which hrefs the app renders itself", () => {
  it("knows its own routes and leaves marketing pages to a page load", () => {
    expect(isSpaPath("/dashboard")).toBe(true);
    expect(isSpaPath("/admin/dashboard")).toBe(true);
    expect(isSpaPath("/login?redirect=/account")).toBe(true);
    expect(isSpaPath("/")).toBe(false);
    expect(isSpaPath("/terms")).toBe(false);
  });
});
