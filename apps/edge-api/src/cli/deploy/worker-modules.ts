// Reads esbuild's metafile of the Worker build: which modules a request loads before any lazy
// import runs (the entry and what it imports statically), and for each dynamic import what it
// brings on top (its chunk and that chunk's own static imports) and what those bytes are.
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import type { Metafile } from "esbuild";

export interface ModuleSize {
  name: string;
  bytes: number;
  gzipBytes: number;
}

export interface LazyGroup {
  /** The dynamically imported chunk, e.g. chunks/stripe-….js. */
  chunk: string;
  /** Every module it loads that the entry had not: the chunk and its static imports. */
  modules: string[];
  gzipBytes: number;
  /** Packages (or "app source") by bytes in those modules, largest first. */
  holds: { source: string; bytes: number }[];
}

export interface WorkerModules {
  modules: ModuleSize[];
  /** Loaded by every request: the entry and its static imports. */
  eager: string[];
  eagerGzipBytes: number;
  /** Packages (or "app source") by bytes in the eager modules, largest first. */
  eagerHolds: { source: string; bytes: number }[];
  lazy: LazyGroup[];
  /** For each package (or "app source"), the output chunks holding its bytes: one when it is not duplicated. */
  chunksHolding: Record<string, string[]>;
}

/** "node_modules/@scope/pkg/…" → "@scope/pkg"; anything else is the app's own code. */
function sourceOf(input: string): string {
  const at = input.lastIndexOf("node_modules/");
  if (at < 0) return "app source";
  const parts = input.slice(at + "node_modules/".length).split("/");
  return parts[0]?.startsWith("@") ? `${parts[0]}/${parts[1]}` : (parts[0] ?? input);
}

export function analyseWorker(meta: Metafile, outDir: string, root: string): WorkerModules {
  // Output paths in the metafile are relative to the working directory; names here to outDir.
  const name = (output: string) => relative(outDir, join(root, output));
  const outputs = new Map(Object.entries(meta.outputs).map(([path, out]) => [name(path), { path, out }]));
  const modules: ModuleSize[] = [...outputs.keys()]
    .filter((n) => n.endsWith(".js"))
    .map((n) => {
      const bytes = readFileSync(join(outDir, n));
      return { name: n, bytes: bytes.length, gzipBytes: gzipSync(bytes).length };
    });
  const gzipOf = (names: Iterable<string>) =>
    [...names].reduce((sum, n) => sum + (modules.find((m) => m.name === n)?.gzipBytes ?? 0), 0);

  function staticClosure(start: string, seen: Set<string>): Set<string> {
    const found = new Set<string>();
    const walk = (n: string) => {
      if (seen.has(n) || found.has(n)) return;
      found.add(n);
      for (const imp of outputs.get(n)?.out.imports ?? []) {
        if (imp.kind === "import-statement" && !imp.external) walk(name(imp.path));
      }
    };
    walk(start);
    return found;
  }

  function holdsOf(names: Iterable<string>): { source: string; bytes: number }[] {
    const bySource = new Map<string, number>();
    for (const n of names) {
      for (const [input, { bytesInOutput }] of Object.entries(outputs.get(n)?.out.inputs ?? {})) {
        bySource.set(sourceOf(input), (bySource.get(sourceOf(input)) ?? 0) + bytesInOutput);
      }
    }
    return [...bySource].map(([source, bytes]) => ({ source, bytes })).sort((a, b) => b.bytes - a.bytes);
  }

  const eager = staticClosure("worker.js", new Set());
  const dynamic = new Set<string>();
  for (const { out } of outputs.values()) {
    for (const imp of out.imports) if (imp.kind === "dynamic-import" && !imp.external) dynamic.add(name(imp.path));
  }
  const lazy = [...dynamic].sort().map((chunk): LazyGroup => {
    const own = [...staticClosure(chunk, eager)];
    return { chunk, modules: own, gzipBytes: gzipOf(own), holds: holdsOf(own) };
  });
  const chunksHolding: Record<string, string[]> = {};
  for (const [n, { out }] of outputs) {
    for (const source of new Set(Object.keys(out.inputs).map(sourceOf))) {
      chunksHolding[source] = [...(chunksHolding[source] ?? []), n];
    }
  }
  return { modules, eager: [...eager], eagerGzipBytes: gzipOf(eager), eagerHolds: holdsOf(eager), lazy, chunksHolding };
}
