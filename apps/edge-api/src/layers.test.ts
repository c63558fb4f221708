import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import {
  folderCycles,
  layerBreaks,
  layerOf,
  relativeImports,
  routeToRouteImports,
  type SourceFile,
} from "./testing/layer-rules.ts";

const SRC = import.meta.dirname;

/** The API's production code: tests may reach across layers to set up what they check. */
function productionFiles(): SourceFile[] {
  return readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .filter((p) => /\.tsx?$/.test(p) && !/\.test\.tsx?$/.test(p) && !p.startsWith(`worker-tests${sep}`))
    .map((p) => ({ path: relative(SRC, join(SRC, p)).split(sep).join("/"), source: readFileSync(join(SRC, p), "utf8") }));
}

describe("the API's layers", () => {
  it("has no import against the layering (routes -> services -> db, adapters behind ports, no upward import)", () => {
    const files = productionFiles();
    // The walk found the tree: a broken path would otherwise pass with nothing to check.
    expect(files.filter((f) => layerOf(f.path) === "Routes").length).toBeGreaterThan(20);
    expect(layerBreaks(files)).toEqual([]);
  });

  it("catches a route that queries the database, a service that imports an adapter and middleware that imports the entry", () => {
    const breaks = layerBreaks([
      { path: "routes/x/x.routes.ts", source: 'import type { User } from "../../db/types.ts";' },
      { path: "services/x/x.ts", source: 'import {\n  composeKit,\n} from "../../adapters/ai/kit.ts";' },
      { path: "middleware/x.ts", source: 'export type { Deps } from "../build-deps.ts";' },
      { path: "services/x/y.ts", source: 'const m = await import("../../routes/x/x.routes.ts");' },
      { path: "services/x/z.ts", source: 'import { renderSharePage } from "../../http/share-page.ts";' },
      { path: "lib/x.ts", source: 'import type { Deps } from "../worker-deps.ts";' },
      {
        path: "services/x/ok.ts",
        source: 'import { users } from "../../db/schema.ts";\nimport { log } from "../../lib/log.ts";',
      },
    ]);
    expect(breaks).toEqual([
      "routes/x/x.routes.ts -> ../../db/types.ts (routes go through services)",
      "services/x/x.ts -> ../../adapters/ai/kit.ts (services talk to ports)",
      "middleware/x.ts -> ../build-deps.ts (no upward import)",
      "services/x/y.ts -> ../../routes/x/x.routes.ts (services know no route)",
      "services/x/z.ts -> ../../http/share-page.ts (services know no HTTP)",
      "lib/x.ts -> ../worker-deps.ts (lib is the ground)",
    ]);
  });

  it("has no loop between service folders: each domain folder can be read without the ones that use it", () => {
    const files = productionFiles();
    expect(files.filter((f) => f.path.startsWith("services/")).length).toBeGreaterThan(50);
    expect(folderCycles(files, "services/")).toEqual([]);
  });

  it("catches a loop between service folders, however long, and names the imports that close it", () => {
    const loops = folderCycles(
      [
        { path: "services/a/a.ts", source: 'import { b } from "../b/b.ts";' },
        { path: "services/b/b.ts", source: 'import type { C } from "../c/c.ts";' },
        { path: "services/c/c.ts", source: 'const a = await import("../a/a.ts");' },
        { path: "services/c/own.ts", source: 'import { c } from "./c.ts";\nimport { log } from "../../lib/log.ts";' },
        { path: "services/d/d.ts", source: 'import { a } from "../a/a.ts";' },
      ],
      "services/",
    );
    expect(loops).toEqual([
      "a -> b -> c -> a (services/a/a.ts -> ../b/b.ts; services/b/b.ts -> ../c/c.ts; services/c/c.ts -> ../a/a.ts)",
    ]);
  });

  it("has no route folder importing another: what two route folders share lives in http/ or middleware/", () => {
    const files = productionFiles();
    expect(routeToRouteImports(files)).toEqual([]);
    expect(
      routeToRouteImports([
        { path: "routes/a/a.routes.ts", source: 'import { spend } from "../b/budget.ts";' },
        { path: "routes/a/b.ts", source: 'import { x } from "./x.ts";\nimport { y } from "../../http/y.ts";' },
      ]),
    ).toEqual(["routes/a -> routes/b (routes/a/a.routes.ts -> ../b/budget.ts)"]);
  });

  it("reads only relative imports, packages are not layers", () => {
    expect(relativeImports('import { z } from "zod";\nimport "./side-effect.ts";')).toEqual(["./side-effect.ts"]);
  });
});
