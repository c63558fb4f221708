import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "apps/*/src/**/*.test.{ts,tsx}",
      "packages/*/src/**/*.test.{ts,tsx}",
      "content/**/*.test.ts",
      "tools/**/*.test.ts",
      "tests/security/**/*.test.ts",
    ],
    // The workerd project (vitest.workers.config.ts) runs these inside the Workers runtime.
    exclude: ["**/node_modules/**", "apps/edge-api/src/worker-tests/**"],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
