// `npm test`: every unit and integration test (vitest), then every browser test (Playwright in
// Debian's Chromium against the product exactly as `npm start` serves it, on a fresh data folder).
import { spawnSync } from "node:child_process";

const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", WRANGLER_SEND_METRICS: "false" };

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run("vitest", ["run"]);
run("playwright", ["test"]);
