// `npm run bench [-- --only hash|bundle|hashing|api|js|lighthouse|app-lighthouse|mixed|pdfs|worker|voice] [--runs 3] [--duration 10]`: measures the
// product as `npm start` serves it and writes reports/bench.md and reports/bench.json. Missed
// budgets are reported, never fatal; the exit code is non-zero only when the harness itself broke.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { registerMember, setAccessLevel } from "./accounts.ts";
import { measureApi } from "./api.ts";
import { measureBundle } from "./bundle.ts";
import { measureHash } from "./hash.ts";
import { measureHashingUnderLoad } from "./hashing-under-load.ts";
import { measureJsWeight } from "./js-weight.ts";
import { measureLighthouse } from "./lighthouse.ts";
import { budgetLine, SECTION_NAMES, type SectionName, type SectionResult, startSection, writeReport } from "./report.ts";
import { ROOT, type RunningServer, startProduct } from "./server.ts";

const { values } = parseArgs({
  options: {
    only: { type: "string" },
    runs: { type: "string", default: "1" },
    duration: { type: "string", default: "10" },
  },
});
const only = values.only as SectionName | undefined;
if (only && !SECTION_NAMES.includes(only)) {
  console.error(`--only must be one of ${SECTION_NAMES.join(", ")}`);
  process.exit(2);
}
const runs = Math.max(1, Number.parseInt(values.runs, 10) || 1);
const durationS = Math.max(1, Number.parseInt(values.duration, 10) || 10);
const selected = SECTION_NAMES.filter((name) => !only || name === only);

let broken = false;
const results: SectionResult[] = [];

/** A section the harness could not measure, with the first line of why. */
function errorSection(name: SectionName, reason: string): SectionResult {
  return { ...startSection(name, name), status: "error", reason: reason.split("\n")[0], budgets: [], data: null, markdown: [] };
}

/** Runs one section; a crash is recorded in the report as an error and marks the harness broken. */
async function section(name: SectionName, measure: () => Promise<SectionResult>): Promise<void> {
  console.log(`\n== ${name}`);
  try {
    results.push(await measure());
  } catch (err) {
    broken = true;
    const reason = err instanceof Error ? (err.stack ?? err.message) : String(err);
    console.error(reason);
    results.push(errorSection(name, reason));
  }
}

if (selected.includes("hash")) await section("hash", measureHash);
if (selected.includes("bundle")) await section("bundle", measureBundle);
// In-process, with its own app and the local OpenAI fake: no product server needed.
if (selected.includes("voice")) await section("voice", () => import("./voice.ts").then((m) => m.measureVoice()));

const serverSections = selected.filter((name) => name !== "hash" && name !== "bundle" && name !== "voice");
if (serverSections.length > 0) {
  const dataDir = mkdtempSync(join(tmpdir(), "realty-bench-"));
  let server: RunningServer | undefined;
  try {
    console.log("\nStarting the product (tools/start.ts builds what is stale)...");
    server = await startProduct(dataDir);
    const { baseUrl } = server;
    console.log(`Product on ${baseUrl}, data in ${dataDir}`);
    // Sections run one after another: Lighthouse never shares the CPU with autocannon.
    if (serverSections.includes("hashing")) await section("hashing", () => measureHashingUnderLoad({ baseUrl }));
    if (serverSections.includes("api")) await section("api", () => measureApi({ baseUrl, dataDir, durationS }));
    if (serverSections.includes("js")) {
      await section("js", async () => {
        const member = await registerMember(baseUrl, "dashboard");
        await setAccessLevel(baseUrl, dataDir, member, "domination");
        return measureJsWeight(baseUrl, member);
      });
    }
    if (serverSections.includes("lighthouse")) await section("lighthouse", () => measureLighthouse(baseUrl, runs));
    if (serverSections.includes("app-lighthouse"))
      await section("app-lighthouse", () =>
        import("./app-lighthouse.ts").then((m) => m.measureAppLighthouse(baseUrl, dataDir, runs)),
      );
    if (serverSections.includes("mixed"))
      await section("mixed", () => import("./mixed-load.ts").then((m) => m.measureMixedLoad({ baseUrl, dataDir })));
    if (serverSections.includes("pdfs"))
      await section("pdfs", () => import("./pdf-under-load.ts").then((m) => m.measurePdfUnderLoad({ baseUrl, dataDir })));
    if (serverSections.includes("worker"))
      await section("worker", () => import("./worker-lists.ts").then((m) => m.measureWorkerLists(baseUrl, durationS)));
    if (serverSections.includes("render"))
      await section("render", () => import("./render.ts").then((m) => m.measureRender({ baseUrl, dataDir })));
  } catch (err) {
    // The product did not start: every section that needed it is an error of the harness.
    broken = true;
    const reason = err instanceof Error ? err.message : String(err);
    console.error(reason);
    for (const name of serverSections.filter((n) => !results.some((r) => r.name === n))) {
      results.push(errorSection(name, reason));
    }
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const report = writeReport(join(ROOT, "reports"), results);
console.log("\nBudgets:");
for (const r of results) {
  if (r.status !== "ok") console.log(`- ${r.name}: ${r.status}: ${r.reason}`);
  for (const b of r.budgets) console.log(budgetLine(b).replaceAll("**", ""));
}
console.log(`\nWrote reports/bench.md and reports/bench.json (${Object.keys(report.sections).length} sections).`);
process.exit(broken ? 1 : 0);
