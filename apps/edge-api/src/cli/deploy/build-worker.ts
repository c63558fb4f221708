// Builds the Worker for wrangler (wrangler.toml: no_bundle, additional modules from dist/worker):
// minified ES modules with code splitting, so what a request does not use stays out of the entry
// module. The Stripe and OpenAI SDKs and the PDF library are imported dynamically by their adapters
// and land in chunks of their own that the runtime loads only when a request needs them.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build, type Metafile, type Plugin } from "esbuild";
import { analyseWorker, type WorkerModules } from "./worker-modules.ts";

export const ROOT = join(import.meta.dirname, "../../../../..");
export const WORKER_OUT = join(ROOT, "dist", "worker");
/** esbuild's account of a build, beside (not inside) what wrangler uploads. */
const metafileOf = (outDir: string) => `${outDir}-meta.json`;

/**
 * zod re-exports every one of its ~50 message locales as `z.locales`, and esbuild keeps a
 * namespace re-export whole: 260 KB (about 60 KB gzip) in every Worker start. The product only
 * ever speaks zod's English (set by zod itself), so `locales` here holds English alone.
 */
const zodEnglishOnly: Plugin = {
  name: "zod-english-only",
  setup(b) {
    b.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]v4[\\/](classic|core)[\\/]/.test(args.importer)
        ? { path: join(args.resolveDir, "../locales/en.js"), namespace: "zod-locales" }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: "zod-locales" }, (args) => ({
      contents: `export { default as en } from ${JSON.stringify(args.path)};`,
      resolveDir: ROOT,
    }));
  },
};

/**
 * pdf-lib carries the metrics of all 14 standard PDF fonts (about 90 KB of them unused here); the
 * lead-magnet PDF draws with Helvetica and Helvetica-Bold only, so on the Worker the others are
 * empty. A PDF drawn in another standard font on the Worker must add it here.
 */
const PDF_FONTS_KEPT = ["Helvetica", "Helvetica-Bold"];
const pdfFontsUsedOnly: Plugin = {
  name: "pdf-fonts-used-only",
  setup(b) {
    b.onResolve({ filter: /\.compressed\.json$/ }, (args) => {
      const font = /([^/\\]+)\.compressed\.json$/.exec(args.path)?.[1] ?? "";
      if (!/[\\/]@pdf-lib[\\/]standard-fonts[\\/]/.test(args.importer) || font === "all-encodings") return undefined;
      return PDF_FONTS_KEPT.includes(font) ? undefined : { path: font, namespace: "unused-pdf-font" };
    });
    b.onLoad({ filter: /.*/, namespace: "unused-pdf-font" }, () => ({ contents: "export default '';", loader: "js" }));
  },
};

/**
 * `x.wasm?module` (how the renderer asks for a compiled WebAssembly module, the convention of
 * workerd's Vite integration) is the file itself here: the copy loader puts it beside the chunks.
 */
const wasmModules: Plugin = {
  name: "wasm-modules",
  setup(b) {
    b.onResolve({ filter: /\.wasm\?module$/ }, async (args) => {
      const resolved = await b.resolve(args.path.replace(/\?module$/, ""), { kind: args.kind, resolveDir: args.resolveDir });
      return resolved.errors.length ? { errors: resolved.errors } : { path: resolved.path };
    });
  },
};

export interface WorkerBundle extends WorkerModules {
  /** The entry module (worker.js) alone. */
  entryGzipBytes: number;
  /** Every module uploaded (entry and chunks). */
  totalGzipBytes: number;
}

export async function buildWorker(outDir = WORKER_OUT): Promise<WorkerBundle> {
  rmSync(outDir, { recursive: true, force: true });
  const result = await build({
    entryPoints: { worker: join(ROOT, "apps/edge-api/src/worker.ts") },
    outdir: outDir,
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
    // The post-image renderer's WebAssembly (satori's layout, resvg): copied beside the chunks and
    // left as imports, which workerd resolves to compiled modules (wrangler.toml: CompiledWasm).
    loader: { ".wasm": "copy" },
    assetNames: "chunks/[name]-[hash]",
    logLevel: "warning",
    plugins: [zodEnglishOnly, pdfFontsUsedOnly, wasmModules],
    metafile: true,
    // Paths in the metafile relative to the repository, whoever runs the build.
    absWorkingDir: ROOT,
  });
  writeFileSync(metafileOf(outDir), JSON.stringify(result.metafile));
  return measureWorker(outDir);
}

/** Sizes of the last build in dist/worker, and what loads eagerly and lazily. */
export function measureWorker(outDir = WORKER_OUT): WorkerBundle {
  const meta = JSON.parse(readFileSync(metafileOf(outDir), "utf8")) as Metafile;
  const analysed = analyseWorker(meta, outDir, ROOT);
  const entry = analysed.modules.find((m) => m.name === "worker.js");
  if (!entry) throw new Error("The Worker build has no worker.js");
  const totalGzipBytes = analysed.modules.reduce((sum, m) => sum + m.gzipBytes, 0);
  return { ...analysed, entryGzipBytes: entry.gzipBytes, totalGzipBytes };
}

const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

/** One line for a person: what every request loads (the 300 KB budget), and all modules. */
export function describeBundle(bundle: WorkerBundle): string {
  return `Loaded by every request: ${bundle.eager.join(" + ")} = ${kb(bundle.eagerGzipBytes)} gzip; all ${bundle.modules.length} modules ${kb(bundle.totalGzipBytes)} gzip`;
}

if (import.meta.main) {
  const bundle = await buildWorker();
  console.log(describeBundle(bundle));
  for (const group of bundle.lazy) {
    const top = group.holds.slice(0, 3).map((h) => `${h.source} ${kb(h.bytes)}`);
    console.log(`  lazy ${group.chunk} (+${kb(group.gzipBytes)} gzip): ${top.join(", ")}`);
  }
}
