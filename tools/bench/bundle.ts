// The Worker's bundle as `npm run deploy` uploads it (tools/build-worker.ts): the entry module every
// cold start parses, and every module in all. Budget: the entry at most 300 KB gzip (issue 17).
import { buildWorker } from "../build-worker.ts";
import { type SectionResult, startSection, table } from "./report.ts";

const ENTRY_BUDGET_KB = 300;

export async function measureBundle(): Promise<SectionResult> {
  const head = startSection("bundle", "Worker bundle");
  const bundle = await buildWorker();
  const kb = (n: number) => Math.round(n / 1024);
  const data = {
    entryGzipKb: kb(bundle.entryGzipBytes),
    totalGzipKb: kb(bundle.totalGzipBytes),
    modules: bundle.modules.map((m) => ({ name: m.name, kb: kb(m.bytes), gzipKb: kb(m.gzipBytes) })),
  };
  console.log(`  entry ${data.entryGzipKb} KB gzip, all modules ${data.totalGzipKb} KB gzip`);
  const pass = data.entryGzipKb <= ENTRY_BUDGET_KB;
  return {
    ...head,
    status: "ok",
    budgets: [{ label: `Worker entry module at most ${ENTRY_BUDGET_KB} KB gzip`, pass, detail: `${data.entryGzipKb} KB gzip` }],
    data,
    markdown: [
      "Minified, code-split build of apps/edge-api/src/worker.ts (tools/build-worker.ts); chunks load only when a request needs them.",
      "",
      ...table(
        ["module", "size", "gzip"],
        data.modules.map((m) => [m.name, `${m.kb} KB`, `${m.gzipKb} KB`]),
      ),
    ],
  };
}
