import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, pagePath } from "./csp-hashes.ts";

const sha = (text: string) => `sha256-${createHash("sha256").update(text).digest("base64")}`;

describe("inline script hashes", () => {
  it("hashes executable inline scripts exactly as written, once each", () => {
    const html = `<script>a()</script><script type="module">b()</script><p></p><script>a()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("a()"), sha("b()")]);
  });

  it("skips external scripts, JSON-LD and empty tags", () => {
    const html = `<script src="/x.js"></script><script type="application/ld+json">{"a":1}</script><script></script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("names pages by their URL path", () => {
    expect(pagePath("index.html")).toBe("/");
    expect(pagePath("landing.html")).toBe("/landing");
    expect(pagePath("docs/index.html")).toBe("/docs");
  });
});
