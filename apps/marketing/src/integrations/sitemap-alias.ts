// @astrojs/sitemap writes sitemap-index.xml; crawlers that guess look for /sitemap.xml, so the same
// index is also written there (robots.txt names the index).
import { copyFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";

export function sitemapAlias(): AstroIntegration {
  return {
    name: "realty:sitemap-alias",
    hooks: {
      "astro:build:done": async ({ dir }) => {
        const root = fileURLToPath(dir);
        await copyFile(join(root, "sitemap-index.xml"), join(root, "sitemap.xml"));
      },
    },
  };
}
