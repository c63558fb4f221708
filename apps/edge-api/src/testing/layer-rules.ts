// The API's layers and the import directions they forbid (STYLE.md "Who may import whom"):
// routes -> services -> db, adapters behind ports, nothing imports an entry upward. Paths are
// relative to apps/edge-api/src; a folder ends with "/". Folders not listed here are not checked.
import { posix } from "node:path";

export const LAYERS = {
  /** threads/: the scripts worker threads start from, entries of their own. */
  Entry: ["app.ts", "node.ts", "worker.ts", "build-deps.ts", "worker-deps.ts", "threads/"],
  Routes: ["routes/"],
  Mw: ["middleware/"],
  /** HTTP-only helpers of routes: pages, multipart, upload streams (docs/decisions/438-http-only-code-lives-in-src-http.md). */
  Http: ["http/"],
  Services: ["services/"],
  Adapters: ["adapters/"],
  Ports: ["ports/"],
  Db: ["db/"],
  Lib: ["lib/"],
  Testing: ["testing/"],
} as const;

export type Layer = keyof typeof LAYERS;

/** [from, to, why]: an import from the first layer into the second is a break. */
export const NEVER: ReadonlyArray<readonly [Layer, Layer, string]> = [
  ["Services", "Routes", "services know no route"],
  ["Services", "Mw", "services know no middleware"],
  ["Services", "Http", "services know no HTTP"],
  ["Db", "Services", "db is the ground"],
  ["Adapters", "Services", "adapters know no rules"],
  ["Ports", "Adapters", "ports are interfaces"],
  ["Lib", "Services", "lib is the ground"],
  // Not drawn in the design but implied by "the ground": nothing below reaches up to the edges.
  ...(["Routes", "Mw", "Http", "Adapters", "Entry"] as const).flatMap((up) => [
    ["Db", up, "db is the ground"] as const,
    ["Lib", up, "lib is the ground"] as const,
  ]),
  ["Routes", "Db", "routes go through services"],
  ["Routes", "Adapters", "routes go through ports"],
  ["Services", "Adapters", "services talk to ports"],
  ["Entry", "Testing", "prod code knows no fakes"],
  ["Services", "Entry", "no upward import"],
  ["Routes", "Entry", "no upward import"],
  ["Mw", "Entry", "no upward import"],
];

export function layerOf(path: string): Layer | null {
  for (const [layer, parts] of Object.entries(LAYERS) as [Layer, readonly string[]][]) {
    if (parts.some((part) => (part.endsWith("/") ? path.startsWith(part) : path === part))) return layer;
  }
  return null;
}

// Static imports and re-exports (type-only too: a type still ties the layers), side-effect and dynamic imports.
const SPECIFIER =
  /(?:import|export)\s[^'"`;]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|import\s+["']([^"']+)["']/g;

export function relativeImports(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((m) => m[1] ?? m[2] ?? m[3] ?? "").filter((s) => s.startsWith("."));
}

export interface SourceFile {
  /** Relative to apps/edge-api/src, with "/" separators. */
  path: string;
  source: string;
}

/** Every forbidden import, as "from.ts -> specifier (why)". */
export function layerBreaks(files: readonly SourceFile[]): string[] {
  const breaks: string[] = [];
  for (const file of files) {
    const from = layerOf(file.path);
    if (!from) continue;
    for (const specifier of relativeImports(file.source)) {
      const to = layerOf(posix.normalize(posix.join(posix.dirname(file.path), specifier)));
      const rule = NEVER.find(([a, b]) => a === from && b === to);
      if (rule) breaks.push(`${file.path} -> ${specifier} (${rule[2]})`);
    }
  }
  return breaks;
}

/** "services/payments/x.ts" -> "payments": the first folder below `root`, or null outside one. */
function folderUnder(root: string, path: string): string | null {
  if (!path.startsWith(root)) return null;
  const parts = path.slice(root.length).split("/");
  return parts.length > 1 ? (parts[0] ?? null) : null;
}

/** Each folder under `root` and the other folders under `root` its files import, with one example import each. */
export function folderImports(files: readonly SourceFile[], root: string): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of files) {
    const from = folderUnder(root, file.path);
    if (!from) continue;
    for (const specifier of relativeImports(file.source)) {
      const to = folderUnder(root, posix.normalize(posix.join(posix.dirname(file.path), specifier)));
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      if (!edges.has(to)) edges.set(to, `${file.path} -> ${specifier}`);
      graph.set(from, edges);
    }
  }
  return graph;
}

/**
 * Every loop between folders under `root` (e.g. "services/"), each as the folders that import one
 * another in a circle ("a -> b -> a") followed by the imports that close it. A loop means neither
 * folder can be understood, tested or moved without the other: one of them holds the wrong file.
 */
export function folderCycles(files: readonly SourceFile[], root: string): string[] {
  const graph = folderImports(files, root);
  const cycles: string[] = [];
  const done = new Set<string>();
  // Depth-first walk; meeting a folder still on the path closes a loop through it.
  const walk = (folder: string, path: string[]) => {
    const at = path.indexOf(folder);
    if (at >= 0) {
      const loop = [...path.slice(at), folder];
      const imports = loop.slice(1).map((to, i) => graph.get(loop[i] ?? "")?.get(to) ?? "");
      cycles.push(`${loop.join(" -> ")} (${imports.join("; ")})`);
      return;
    }
    if (done.has(folder)) return;
    for (const next of [...(graph.get(folder)?.keys() ?? [])].sort()) walk(next, [...path, folder]);
    done.add(folder);
  };
  for (const folder of [...graph.keys()].sort()) walk(folder, []);
  return cycles;
}

/** Imports from one route folder into another: a helper two route folders share belongs in http/ or middleware/. */
export function routeToRouteImports(files: readonly SourceFile[]): string[] {
  return [...folderImports(files, "routes/")].flatMap(([from, edges]) =>
    [...edges].map(([to, example]) => `routes/${from} -> routes/${to} (${example})`),
  );
}
