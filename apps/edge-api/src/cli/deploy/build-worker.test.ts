// The Worker build keeps the payment, AI and PDF libraries out of what every request loads, and
// that load within the 300 KB gzip budget. Built into a temporary folder.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildWorker } from "./build-worker.ts";

const dir = mkdtempSync(join(tmpdir(), "worker-build-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the Worker build", () => {
  it("loads stripe, openai and pdf-lib only lazily, and at most 300 KB gzip on every request", async () => {
    const bundle = await buildWorker(join(dir, "worker"));
    expect(bundle.eager).toContain("worker.js");
    expect(bundle.eagerGzipBytes).toBeLessThanOrEqual(300 * 1024);
    const lazySources = (pkg: string) => bundle.lazy.filter((g) => g.holds.some((h) => h.source === pkg));
    // Lazily loaded (two adapters may share one chunk, e.g. the AI text and the AI voice), and never twice.
    for (const pkg of ["stripe", "openai", "pdf-lib"]) {
      expect(lazySources(pkg).length, pkg).toBeGreaterThanOrEqual(1);
      expect(bundle.chunksHolding[pkg], pkg).toHaveLength(1);
    }
    const eagerSources = bundle.eagerHolds.map((h) => h.source);
    expect(eagerSources).toContain("hono");
    for (const pkg of ["stripe", "openai", "pdf-lib", "@pdf-lib/standard-fonts"]) expect(eagerSources).not.toContain(pkg);
  }, 120_000);
});
