import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSpaPath, safeRedirect } from "../config/paths.ts";

const FALLBACK = "/dashboard";
/** Origins the app is served from: the check must not depend on which one. */
const ORIGINS = ["http://127.0.0.1:8787", "https://app.realtyreels.example"];

/** Pieces attackers combine: slashes and backslashes, dot segments, encodings, whitespace, unicode look-alikes. */
const PIECES = [
  "/",
  "\\",
  ".",
  "..",
  "%2f",
  "%2F",
  "%5c",
  "%5C",
  "%2e",
  "\t",
  "\n",
  "\r",
  " ",
  "\u0000",
  "evil.example",
  "x",
  "@",
  ":",
  "?",
  "#",
  "javascript:",
  "https:",
  "\uFF0F", // fullwidth solidus
  "\uFF3C", // fullwidth reverse solidus
  "\u2215", // division slash
  "\uFF0E", // fullwidth full stop
  "\u3002", // ideographic full stop
  "\u200B", // zero-width space
];
const hostile = fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }).map((parts) => parts.join(""));
/** Mostly targets that begin with "/", the only ones that can pass at all. */
const target = fc.oneof(
  hostile,
  hostile.map((s) => `/${s}`),
);

describe("the login page's redirect target", () => {
  it("keeps a path on this site with its query and hash", () => {
    expect(safeRedirect("/account#security")).toBe("/account#security");
    expect(safeRedirect("/purchase?upgrade=spark")).toBe("/purchase?upgrade=spark");
  });

  it("falls back to the dashboard for anything that could leave the site", () => {
    for (const t of ["https://evil.test/", "//evil.test", "/\\evil.test", "javascript:alert(1)", "", null, undefined]) {
      expect(safeRedirect(t)).toBe(FALLBACK);
    }
  });

  it.each([
    "/.//evil.example/x",
    "/./\\evil.example",
    "/.//",
    "/..//evil.example",
    "/a/../..//evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "\\/evil.example",
    "/\\\\evil.example",
    "/%2e//evil.example",
  ])("never answers a path the browser would follow off the site: %j", (t) => {
    const out = safeRedirect(t);
    for (const origin of ORIGINS) expect(new URL(out, origin).origin).toBe(origin);
    expect(out.startsWith("//")).toBe(false);
  });

  it("leaves encoded and unicode slashes as the harmless path segments they are", () => {
    expect(safeRedirect("/%2f%2fevil.example")).toBe("/%2f%2fevil.example");
    expect(safeRedirect("/%5cevil.example")).toBe("/%5cevil.example");
    expect(safeRedirect("/\uFF0F\uFF0Fevil.example")).toBe("/%EF%BC%8F%EF%BC%8Fevil.example");
  });

  it("for any input answers a same-origin path that the browser's URL parser leaves as it is", () => {
    fc.assert(
      fc.property(target, (t) => {
        const out = safeRedirect(t);
        expect(out.startsWith("/")).toBe(true);
        expect(out.startsWith("//") || out.startsWith("/\\")).toBe(false);
        for (const origin of ORIGINS) {
          const followed = new URL(out, origin);
          expect(followed.origin).toBe(origin);
          expect(`${followed.pathname}${followed.search}${followed.hash}`).toBe(out);
        }
        expect(safeRedirect(out)).toBe(out);
      }),
      { numRuns: 5000 },
    );
  });

  it("when it keeps a target, goes exactly where the browser would have gone with it", () => {
    fc.assert(
      fc.property(target, (t) => {
        const out = safeRedirect(t, "/fallback-marker");
        if (out === "/fallback-marker") return;
        for (const origin of ORIGINS) {
          // Same origin, path, query and fragment (an empty "?" or "#" is no part of either).
          const browser = new URL(t, origin);
          expect(browser.origin).toBe(origin);
          expect(`${browser.pathname}${browser.search}${browser.hash}`).toBe(out);
        }
      }),
      { numRuns: 5000 },
    );
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
