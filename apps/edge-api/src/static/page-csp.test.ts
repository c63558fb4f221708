import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { manifestKey, marketingPageHeaders } from "./page-csp.ts";

function distWith(manifest: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), "page-csp-"));
  writeFileSync(join(dir, "csp-hashes.json"), JSON.stringify(manifest));
  return dir;
}

describe("marketing page CSP", () => {
  it("maps every spelling of a page path to its manifest key", () => {
    expect(["/", "/index.html", "/index"].map(manifestKey)).toEqual(["/", "/", "/"]);
    expect(["/landing", "/landing/", "/landing.html"].map(manifestKey)).toEqual(["/landing", "/landing", "/landing"]);
  });

  it("adds a page's inline script hashes to script-src and keeps the rest of the policy", async () => {
    const headers = await marketingPageHeaders(distWith({ "/landing": ["sha256-abc=", "sha256-def="] }));
    const csp = headers("/landing.html")?.["Content-Security-Policy"] ?? "";
    expect(csp).toContain("script-src 'self' 'sha256-abc=' 'sha256-def='");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline' 'sha");
  });

  it("gives pages without inline scripts no header of their own", async () => {
    const headers = await marketingPageHeaders(distWith({ "/landing": ["sha256-abc="] }));
    expect(headers("/terms")).toBeUndefined();
  });

  it("works without a build and refuses a manifest that could inject sources", async () => {
    const none = await marketingPageHeaders(join(tmpdir(), "no-such-marketing-dist"));
    expect(none("/")).toBeUndefined();
    await expect(marketingPageHeaders(distWith({ "/": ["'unsafe-inline'"] }))).rejects.toThrow(/invalid hashes/);
  });
});
