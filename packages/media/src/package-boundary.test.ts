// Drawing reads only its inputs: the media package imports other packages and Node, never an app
// (the API, the render service and the site's media build all import it, so it can know none of them).
import { readdirSync, readFileSync } from "node:fs";
import { join, posix, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = import.meta.dirname;

// Static imports and re-exports (type-only too), side-effect and dynamic imports.
const SPECIFIER =
  /(?:import|export)\s[^'"`;]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|import\s+["']([^"']+)["']/g;

interface SourceFile {
  /** Relative to packages/media/src, with "/" separators. */
  path: string;
  source: string;
}

/** Every import that leaves the package other than by a package name, as "file -> specifier". */
function boundaryBreaks(files: readonly SourceFile[]): string[] {
  const breaks: string[] = [];
  for (const file of files) {
    for (const m of file.source.matchAll(SPECIFIER)) {
      const specifier = m[1] ?? m[2] ?? m[3] ?? "";
      const target = posix.normalize(posix.join("packages/media/src", posix.dirname(file.path), specifier));
      // The library's data (content/, e.g. the post cards) is input like any other, not an app.
      const escapes = specifier.startsWith(".") && !target.startsWith("packages/media/src/") && !target.startsWith("content/");
      if (escapes || /(^|\/)apps\//.test(specifier) || specifier.startsWith("@realty/edge-api")) {
        breaks.push(`${file.path} -> ${specifier}`);
      }
    }
  }
  return breaks;
}

/** The package's code: its tests may read the repository's content to check drawings against it. */
function packageFiles(): SourceFile[] {
  return readdirSync(SRC, { recursive: true, encoding: "utf8" })
    .filter((p) => /\.tsx?$/.test(p) && !/\.test\.tsx?$/.test(p))
    .map((p) => ({ path: relative(SRC, join(SRC, p)).split(sep).join("/"), source: readFileSync(join(SRC, p), "utf8") }));
}

describe("the media package's boundary", () => {
  it("imports no app, only its own files, other packages and Node", () => {
    const files = packageFiles();
    // The walk found the tree: a broken path would otherwise pass with nothing to check.
    expect(files.filter((f) => f.path.startsWith("frames/")).length).toBeGreaterThan(10);
    expect(files.filter((f) => f.path.startsWith("post-images/")).length).toBeGreaterThan(5);
    expect(boundaryBreaks(files)).toEqual([]);
  });

  it("catches drawing code that reaches into the API, by a relative path or the app's name", () => {
    const breaks = boundaryBreaks([
      {
        path: "post-images/x.ts",
        source: 'import { getBrandProfile } from "../../../../apps/edge-api/src/services/brand/brand-profile.ts";',
      },
      { path: "frames/y.ts", source: 'const m = await import("../../x.ts");' },
      { path: "frames/z.ts", source: 'import type { Env } from "@realty/edge-api/env";' },
      {
        path: "frames/ok.ts",
        source:
          'import { font } from "./fonts.ts";\nimport { layoutFor } from "../frames/constants.ts";\nimport "@napi-rs/canvas";',
      },
    ]);
    expect(breaks).toEqual([
      "post-images/x.ts -> ../../../../apps/edge-api/src/services/brand/brand-profile.ts",
      "frames/y.ts -> ../../x.ts",
      "frames/z.ts -> @realty/edge-api/env",
    ]);
  });
});
