// `npm test`: every unit and integration test (vitest, on Node: the route suites run here, against
// libSQL), then the workerd tier (vitest.workers.config.ts: its own suites in
// apps/edge-api/src/worker-tests, written for what depends on D1 and R2 — batches, unique indexes,
// R2 Range reads, multipart uploads to R2, the cron and queue handlers — not a second run of the Node
// route suites; it prints its test count), one black-box HTTP suite against the Node entry (on its
// libSQL file and on a libSQL server) and against `npm run worker:local` (vitest.blackbox.config.ts),
// then every browser test (Playwright in Debian's Chromium against the product exactly as
// `npm start` serves it, on a fresh data folder).
import { spawnSync } from "node:child_process";
import { freePort } from "./free-port.ts";
import { runWorkerdTier } from "./workerd-tier.ts";

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
const workerdStatus = runWorkerdTier(env);
if (workerdStatus !== 0) process.exit(workerdStatus);
run("vitest", ["run", "--config", "vitest.blackbox.config.ts"]);
run("playwright", ["test"]);
