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
