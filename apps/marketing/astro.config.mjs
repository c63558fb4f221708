import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { clientDirectives } from "./src/integrations/client-directives.ts";
import { cspHashes } from "./src/integrations/csp-hashes.ts";
import { sitemapAlias } from "./src/integrations/sitemap-alias.ts";

const SITE = "https://realtyreels.com";
/** The package exports only its CSS; the layout preloads the latin woff2 that CSS points to. */
const INTER_FILES = join(dirname(createRequire(import.meta.url).resolve("@fontsource-variable/inter")), "files");
/** /home duplicates / (its canonical is /) and the 404 card is not a page to index. */
const NOT_IN_SITEMAP = new Set([`${SITE}/home`, `${SITE}/404`]);

export default defineConfig({
  output: "static",
  site: SITE,
  // landing.html rather than landing/index.html: URLs, canonicals and the sitemap carry no trailing slash.
  trailingSlash: "never",
  build: { format: "file", inlineStylesheets: "always" },
  // Rasterizes only our own SVGs (the Open Graph card); every SVG here comes from this repository.
  image: { dangerouslyProcessSVG: true },
  integrations: [
    react(),
    clientDirectives(),
    sitemap({ filter: (page) => !NOT_IN_SITEMAP.has(page) }),
    sitemapAlias(),
    cspHashes(),
  ],
  vite: {
    plugins: [tailwindcss()],
    resolve: { alias: { "@inter-files": INTER_FILES } },
    // Page media (sample videos, thumbnails, post art) are imported from the repository's content/ folder.
    server: { fs: { allow: ["../.."] } },
  },
});
