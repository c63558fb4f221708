// The black-box project: one HTTP suite (tests/blackbox/suite.ts) against the API as `npm start`
// serves it (on its libSQL file, and on a libSQL server over HTTP) and as `npm run worker:local`
// serves it, each started as a process on a fresh data folder. `npm test` runs it after the workerd
// project (tools/test.ts).
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/blackbox/**/*.blackbox.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // One worker per target file, whatever the core count (Vitest's default is cores - 1, one on a
    // two-core machine): a test mostly waits on its server's process (and on Node's 30-second
    // scheduler tick), so the targets run side by side rather than one after another.
    maxWorkers: 3,
  },
});
