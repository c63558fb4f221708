// `npm run deploy`: one command from a checkout to a running Worker (the steps: run-deploy.ts).
// `-- --dry-run` (CI) touches no account and prints every step it would take.
import { join } from "node:path";
import { runDeploy } from "./run-deploy.ts";

const root = join(import.meta.dirname, "../../../../..");

try {
  await runDeploy({
    root,
    wranglerToml: join(root, "wrangler.toml"),
    dryRun: process.argv.includes("--dry-run"),
    env: process.env,
    log: (line) => console.log(line),
  });
} catch (err) {
  console.error(`\nDeploy stopped: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
