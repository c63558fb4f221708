// Each rule is stated once, by the file that owns it; elsewhere it is imported, never written again.
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { OWNED_RULES, productionSources, restatedRules } from "./rules-once.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

describe("each rule once", () => {
  it("finds no rule's literal outside the file that owns it", () => {
    const files = productionSources(ROOT);
    // The walk found the tree: a broken path would otherwise pass with nothing to read.
    expect(files.length).toBeGreaterThan(500);
    expect(files.some((f) => f.path === "apps/edge-api/src/services/content/present.ts")).toBe(true);
    expect(restatedRules(files)).toEqual([]);
  });

  it("catches each kind of restatement, and lets the owner state it", () => {
    const file = (path: string, source: string) => ({ path, source });
    const found = restatedRules([
      file("packages/ui/src/card.tsx", "export const LOCKED_POST_EXCERPT = 50;"),
      file("packages/plans/src/access.ts", "export const LOCKED_POST_CHARS = 50;"),
      file("packages/contracts/src/social.ts", "export const HUB_CONTENT_MAX = 63_206;"),
      file("apps/member/src/x.ts", 'type Network = "facebook" | "linkedin" | "twitter";'),
      file("apps/marketing/src/x.astro", '{ name: "X (Twitter)" }'),
      file("apps/edge-api/src/x.ts", 'const FILES = ["buyer", "seller", "market", "local"];'),
      file("apps/edge-api/src/y.ts", "const banned = ['Exclusive neighborhood'];"),
      file("apps/edge-api/src/z.ts", "sql`is_demo = 1 AND password_hash IS NULL`"),
      file("apps/member/src/auth.ts", 'return user.role === "admin";'),
      file("apps/member/src/page.tsx", 'const Tab = lazy(() => import("./tab.tsx"));'),
      file("apps/edge-api/src/ok.ts", "const limit = NETWORK_LIMITS.twitter.maxChars;\nconst x = PLATFORM_NAMES.twitter;"),
    ]);
    expect(found.map((f) => f.split(":").slice(0, 2).join(":"))).toEqual([
      "packages/ui/src/card.tsx:1",
      "packages/contracts/src/social.ts:1",
      "apps/member/src/x.ts:1",
      "apps/marketing/src/x.astro:1",
      "apps/edge-api/src/x.ts:1",
      "apps/edge-api/src/y.ts:1",
      "apps/edge-api/src/z.ts:1",
      "apps/member/src/auth.ts:1",
      "apps/member/src/page.tsx:1",
    ]);
  });

  it("names an owner that exists for every rule", () => {
    const paths = new Set(productionSources(ROOT).map((f) => f.path));
    for (const { rule, owner } of OWNED_RULES) expect(paths.has(owner), `${rule}: ${owner}`).toBe(true);
  });
});
