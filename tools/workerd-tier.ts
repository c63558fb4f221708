// The workerd tier of `npm test`: the suites in apps/edge-api/src/worker-tests, run inside workerd
// against D1 and R2 (vitest.workers.config.ts). It is a tier of its own, not the Node route suites
// run twice, so after it runs `npm test` says how many tests it held and which suites they were.
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";

interface JsonReport {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; assertionResults: unknown[] }[];
}

/** One line per suite and a total, read from Vitest's JSON report of the run. */
export function describeWorkerdRun(report: JsonReport): string {
  const suites = report.testResults
    .map((file) => `  ${basename(file.name).replace(".workerd.test.ts", "")}: ${file.assertionResults.length}`)
    .sort();
  const outcome = report.numFailedTests > 0 ? `${report.numFailedTests} failed` : `${report.numPassedTests} passed`;
  return [
    `workerd tier: ${report.numTotalTests} tests in ${report.testResults.length} suites, inside workerd against D1 and R2 (${outcome}):`,
    ...suites,
  ].join("\n");
}

/** Runs the tier (or only `files`), prints its count, and answers the run's exit status. */
export function runWorkerdTier(env: NodeJS.ProcessEnv, files: string[] = []): number {
  const reportPath = join(tmpdir(), `workerd-tier-${process.pid}.json`);
  const args = ["run", "--config", "vitest.workers.config.ts", "--reporter=default", "--reporter=json"];
  const result = spawnSync("vitest", [...args, `--outputFile.json=${reportPath}`, ...files], { stdio: "inherit", env });
  try {
    console.log(`\n${describeWorkerdRun(JSON.parse(readFileSync(reportPath, "utf8")) as JsonReport)}\n`);
  } catch {
    console.log("\nworkerd tier: no report was written (the run stopped before its tests).\n");
  }
  rmSync(reportPath, { force: true });
  return result.status ?? 1;
}
