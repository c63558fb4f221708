// The Worker's bundle as `npm run deploy` uploads it (apps/edge-api/src/cli/deploy/build-worker.ts). Budget:
// what a request that uses neither AI, payments nor PDFs loads (the entry module and the chunks it
// imports statically) at most 300 KB gzip. Each lazy chunk is listed with what it adds and holds.
import { buildWorker } from "../../apps/edge-api/src/cli/deploy/build-worker.ts";
import { type SectionResult, startSection, table } from "./report.ts";

const EAGER_BUDGET_KB = 300;

export async function measureBundle(): Promise<SectionResult> {
  const head = startSection("bundle", "Worker bundle");
  const bundle = await buildWorker();
  const kb = (n: number) => Math.round(n / 1024);
  const data = {
    eagerGzipKb: kb(bundle.eagerGzipBytes),
    eagerModules: bundle.eager,
    entryGzipKb: kb(bundle.entryGzipBytes),
    totalGzipKb: kb(bundle.totalGzipBytes),
    lazy: bundle.lazy.map((g) => ({
      chunk: g.chunk,
      addsGzipKb: kb(g.gzipBytes),
      holds: g.holds.slice(0, 4).map((h) => ({ source: h.source, kb: kb(h.bytes) })),
    })),
    modules: bundle.modules.map((m) => ({ name: m.name, kb: kb(m.bytes), gzipKb: kb(m.gzipBytes) })),
  };
  console.log(`  every request ${data.eagerGzipKb} KB gzip (entry ${data.entryGzipKb}), all modules ${data.totalGzipKb} KB gzip`);
  const pass = data.eagerGzipKb <= EAGER_BUDGET_KB;
  return {
    ...head,
    status: "ok",
    budgets: [
      {
        label: `Worker code every request loads (entry and its static imports) at most ${EAGER_BUDGET_KB} KB gzip`,
        pass,
        detail: `${data.eagerGzipKb} KB gzip in ${data.eagerModules.length} modules`,
      },
    ],
    data,
    markdown: [
      "Minified, code-split build of apps/edge-api/src/worker.ts (apps/edge-api/src/cli/deploy/build-worker.ts). Every request loads the entry",
      `and the chunks it imports statically: ${data.eagerModules.join(", ")} = **${data.eagerGzipKb} KB gzip**.`,
      `The AI, payment and PDF code loads only with the first request that uses it. All modules: ${data.totalGzipKb} KB gzip.`,
      "",
      ...table(
        ["lazy chunk", "adds (gzip)", "holds (minified bytes)"],
        data.lazy.map((g) => [g.chunk, `${g.addsGzipKb} KB`, g.holds.map((h) => `${h.source} ${h.kb} KB`).join(", ")]),
      ),
      "",
      ...table(
        ["module", "size", "gzip"],
        data.modules.map((m) => [m.name, `${m.kb} KB`, `${m.gzipKb} KB`]),
      ),
    ],
  };
}
