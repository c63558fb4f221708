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
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
