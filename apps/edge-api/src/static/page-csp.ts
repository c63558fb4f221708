// Per-page Content-Security-Policy for the built marketing site. Astro's island loader is an
// inline script, so a page with islands needs its scripts' hashes beside 'self'; the marketing
// build writes them to csp-hashes.json (apps/marketing/integrations/csp-hashes.ts).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { contentSecurityPolicy } from "../middleware/security-headers.ts";

export const CSP_MANIFEST = "csp-hashes.json";

/** "/", "/landing", "/landing/", "/landing.html" and "/index.html" name the manifest's "/" and "/landing". */
export function manifestKey(path: string): string {
  const key = path
    .replace(/\.html$/, "")
    .replace(/\/index$/, "/")
    .replace(/(.)\/+$/, "$1");
  return key === "" ? "/" : key;
}

function isHashList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((h) => typeof h === "string" && /^sha(256|384|512)-[A-Za-z0-9+/=]+$/.test(h));
}

/** Headers per page path, for createSiteHandler's `pageHeaders`; pages without inline scripts get none. */
export async function marketingPageHeaders(marketingDist: string) {
  let manifest: Record<string, unknown> = {};
  try {
    manifest = JSON.parse(await readFile(join(marketingDist, CSP_MANIFEST), "utf8")) as Record<string, unknown>;
  } catch {
    // No build yet, or a build without islands: the default policy applies everywhere.
  }
  const policies = new Map<string, Record<string, string>>();
  for (const [path, hashes] of Object.entries(manifest)) {
    if (!isHashList(hashes)) throw new Error(`${CSP_MANIFEST}: invalid hashes for ${path}`);
    policies.set(path, { "Content-Security-Policy": contentSecurityPolicy({ inlineScriptHashes: hashes }) });
  }
  return (path: string): Record<string, string> | undefined => policies.get(manifestKey(path));
}
