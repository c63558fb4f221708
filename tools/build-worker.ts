// Builds the Worker for wrangler (wrangler.toml: no_bundle, additional modules from dist/worker):
// minified ES modules with code splitting, so what a request does not use stays out of the entry
// module. The Stripe and OpenAI SDKs and the PDF library are imported dynamically by their adapters
// and land in chunks of their own that the runtime loads only when a request needs them.
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";

export const ROOT = join(import.meta.dirname, "..");
export const WORKER_OUT = join(ROOT, "dist", "worker");

export interface WorkerBundle {
  /** The entry module (worker.js): parsed on every cold start. */
  entryGzipBytes: number;
  /** Every module uploaded (entry and chunks). */
  totalGzipBytes: number;
  modules: { name: string; bytes: number; gzipBytes: number }[];
}

export async function buildWorker(): Promise<WorkerBundle> {
  rmSync(WORKER_OUT, { recursive: true, force: true });
  await build({
    entryPoints: { worker: join(ROOT, "apps/edge-api/src/worker.ts") },
    outdir: WORKER_OUT,
    bundle: true,
    splitting: true,
    format: "esm",
    minify: true,
    target: "es2023",
    platform: "neutral",
    // The same package entries wrangler would pick for workerd.
    conditions: ["workerd", "worker", "browser", "import"],
    mainFields: ["workerd", "worker", "browser", "module", "main"],
    // workerd provides node:* (nodejs_compat) and cloudflare:* itself.
    external: ["node:*", "cloudflare:*"],
    chunkNames: "chunks/[name]-[hash]",
    logLevel: "warning",
  });
  return measureWorker();
}

/** Sizes of the last build in dist/worker. */
export function measureWorker(): WorkerBundle {
  const modules = readdirSync(WORKER_OUT, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".js"))
    .map((name) => {
      const bytes = readFileSync(join(WORKER_OUT, name));
      return { name, bytes: bytes.length, gzipBytes: gzipSync(bytes).length };
    });
  const entry = modules.find((m) => m.name === "worker.js");
  if (!entry) throw new Error("The Worker build has no worker.js");
  return { entryGzipBytes: entry.gzipBytes, totalGzipBytes: modules.reduce((sum, m) => sum + m.gzipBytes, 0), modules };
}

if (import.meta.main) {
  const bundle = await buildWorker();
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `worker.js ${kb(bundle.entryGzipBytes)} gzip; all ${bundle.modules.length} modules ${kb(bundle.totalGzipBytes)} gzip`,
  );
}
