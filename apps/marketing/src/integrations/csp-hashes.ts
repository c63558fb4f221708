// Collects the SHA-256 of every inline <script> in each built page (Astro's island loader and
// directive snippets are inline) and writes them to dist/csp-hashes.json, keyed by URL path.
// The Node server reads the file and adds the page's hashes to its `script-src 'self'` policy,
// so islands hydrate without 'unsafe-inline' (docs/decisions/, Marketing).
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

export const CSP_MANIFEST = "csp-hashes.json";

/** Executable inline scripts only: external ones are covered by 'self', JSON-LD is never run. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

function isExecutable(attributes: string): boolean {
  if (/\bsrc\s*=/i.test(attributes)) return false;
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || type === "module" || type === "text/javascript" || type === "application/javascript";
}

/** 'sha256-…' sources for the inline scripts of one HTML document, in order, without duplicates. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [, attributes = "", body = ""] = match;
    if (!isExecutable(attributes) || body.length === 0) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

/** "index.html" → "/", "landing.html" → "/landing", "a/index.html" → "/a". */
export function pagePath(file: string): string {
  const path = `/${file.split(sep).join("/")}`.replace(/(\/index)?\.html$/, "");
  return path === "" ? "/" : path;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => {
      const path = join(dir, e.name);
      if (e.isDirectory()) return htmlFiles(path);
      return Promise.resolve(e.name.endsWith(".html") ? [path] : []);
    }),
  );
  return nested.flat();
}

export function cspHashes(): AstroIntegration {
  return {
    name: "realty:csp-hashes",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const manifest: Record<string, string[]> = {};
        for (const file of (await htmlFiles(root)).sort()) {
          const hashes = inlineScriptHashes(await readFile(file, "utf8"));
          if (hashes.length > 0) manifest[pagePath(relative(root, file))] = hashes;
        }
        await writeFile(join(root, CSP_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
        logger.info(`${Object.keys(manifest).length} pages with inline scripts hashed into ${CSP_MANIFEST}`);
      },
    },
  };
}
