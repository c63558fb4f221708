// The black-box project: one HTTP suite (tests/blackbox/suite.ts) against the API as `npm start`
// and as `npm run worker:local` serve it, each started as a process on a fresh data folder.
// `npm test` runs it after the workerd project (tools/test.ts). The two files run side by side.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/blackbox/**/*.blackbox.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
