// `npm test`: every unit and integration test (vitest), the workerd tier (vitest.workers.config.ts:
// the routes whose behaviour depends on D1 and R2, run again inside workerd), one black-box HTTP suite against the Node entry (on
// its libSQL file and on a libSQL server) and against `npm run worker:local`
// (vitest.blackbox.config.ts), then every browser test (Playwright in
// Debian's Chromium against the product exactly as `npm start` serves it, on a fresh data folder).
import { spawnSync } from "node:child_process";
import { freePort } from "./free-port.ts";

const env = {
  ...process.env,
  ASTRO_TELEMETRY_DISABLED: "1",
  WRANGLER_SEND_METRICS: "false",
  // The browser tests' server on a port free now, so another `npm test` beside this one never collides.
  E2E_PORT: process.env.E2E_PORT ?? String(await freePort()),
};

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run("vitest", ["run"]);
run("vitest", ["run", "--config", "vitest.workers.config.ts"]);
run("vitest", ["run", "--config", "vitest.blackbox.config.ts"]);
run("playwright", ["test"]);
