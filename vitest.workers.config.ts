// The second Vitest project: the workerd tier. Its own suites (apps/edge-api/src/worker-tests), not
// the Node route suites again, run inside workerd (the Workers runtime) against D1 and R2 as
// Miniflare provides them, with the app built by worker.ts's own composition. `npm test` runs it after
// the Node project and prints its count (tools/workerd-tier.ts). Pinned: @cloudflare/vitest-plugin
// 1.4.0 (its own workerd) with vitest 5.1; see docs/decisions/.
import { join } from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { loadLibraryContent } from "./apps/edge-api/src/services/seed/load-content.ts";
import { libraryRows } from "./apps/edge-api/src/services/seed/seed.ts";

const root = import.meta.dirname;

export default defineConfig({
  plugins: [
    cloudflareTest(async ({ inject }) => ({
      main: join(root, "apps/edge-api/src/worker.ts"),
      miniflare: {
        compatibilityDate: "2025-10-01",
        // vitest's runner imports node:inspector inside workerd.
        compatibilityFlags: ["nodejs_compat", "enable_nodejs_inspector_module"],
        // `x.wasm?module` is a compiled WebAssembly module, as wrangler.toml's CompiledWasm rule
        // makes it on Workers (the post-image renderer's satori and resvg).
        modulesRules: [{ type: "CompiledWasm", include: ["**/*.wasm", "**/*.wasm?module"], fallthrough: true }],
        d1Databases: ["DB"],
        r2Buckets: ["MEDIA"],
        // Cloudflare Images, local (Miniflare decodes with sharp): WebP headshots to PNG for PDFs.
        images: { binding: "IMAGES" },
        bindings: {
          APP_ENV: "development",
          APP_SECRET: "workerd-test-secret-that-is-long-enough-to-sign",
          PUBLIC_URL: "http://localhost",
          // The webhook suite builds a second Worker env with Stripe pointed at this local fake.
          FAKE_STRIPE_BASE: inject("fakeStripeBase"),
          FAKE_STRIPE_KEY: inject("fakeStripeKey"),
          TEST_MIGRATIONS: await readD1Migrations(join(root, "apps/edge-api/migrations")),
          // The library, read from content/ here in Node: workerd has no content folder to read.
          TEST_LIBRARY: JSON.stringify(libraryRows(loadLibraryContent(join(root, "content")))),
        },
      },
    })),
  ],
  test: {
    // Otherwise "no such file ... .vitest-cache" inside workerd.
    fsModuleCache: false,
    include: ["apps/edge-api/src/worker-tests/**/*.workerd.test.ts"],
    setupFiles: ["apps/edge-api/src/worker-tests/setup.ts"],
    globalSetup: ["apps/edge-api/src/worker-tests/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
