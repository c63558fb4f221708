// The README says what the workerd tier is: its count and every suite with its own count. Those
// numbers are read here from the suites themselves, so the description cannot drift from the folder.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { describeWorkerdRun } from "./workerd-tier.ts";

const root = join(import.meta.dirname, "..");
const folder = join(root, "apps/edge-api/src/worker-tests");
const SUFFIX = ".workerd.test.ts";

/** Tests per suite, counted from the source: each `it(` is one test. */
function suitesInFolder(): Map<string, number> {
  const suites = new Map<string, number>();
  for (const file of readdirSync(folder).filter((f) => f.endsWith(SUFFIX))) {
    const source = readFileSync(join(folder, file), "utf8");
    // A table-driven or skipped test would make the count below wrong: the tier has none.
    expect(source, file).not.toMatch(/\bit\.(each|skip|only|todo)\b/);
    suites.set(file.slice(0, -SUFFIX.length), (source.match(/^\s*it\(/gm) ?? []).length);
  }
  return suites;
}

describe("the workerd tier", () => {
  it("is described in the README with its real total and every suite's own count", () => {
    const suites = suitesInFolder();
    const total = [...suites.values()].reduce((a, b) => a + b, 0);
    const readme = readFileSync(join(root, "README.md"), "utf8");
    expect(readme).toContain(`the workerd tier (\`vitest.workers.config.ts\`): ${total} tests in ${suites.size}\nsuites`);
    const stated = new Map([...readme.matchAll(/`([a-z-]+)` \((\d+)\)/g)].map((m) => [m[1], Number(m[2])]));
    expect(stated).toEqual(suites);
    expect(total).toBeGreaterThanOrEqual(60);
  });

  it("prints each suite's count and the total from Vitest's JSON report", () => {
    const line = describeWorkerdRun({
      numTotalTests: 3,
      numPassedTests: 3,
      numFailedTests: 0,
      testResults: [
        { name: "/repo/apps/edge-api/src/worker-tests/routes.workerd.test.ts", assertionResults: [{}, {}] },
        { name: "/repo/apps/edge-api/src/worker-tests/batch.workerd.test.ts", assertionResults: [{}] },
      ],
    });
    expect(line).toBe("workerd tier: 3 tests in 2 suites, inside workerd against D1 and R2 (3 passed):\n  batch: 1\n  routes: 2");
  });
});
