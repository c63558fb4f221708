// `npm start`: builds the front ends when their build is missing or older than their sources,
// then runs the Node entry (migrations, seed, one port for everything).
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");
process.env.ASTRO_TELEMETRY_DISABLED = "1";

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist" || entry.name.startsWith(".")) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** What each build writes; the first is written first. The member build draws first screens on the server too. */
const BUILT: Record<string, string[]> = {
  marketing: ["dist/index.html"],
  member: ["dist/index.html", "dist/server/server-entry.js"],
};

function isStale(app: string): boolean {
  const outputs = (BUILT[app] ?? []).map((file) => join(root, "apps", app, file));
  if (outputs.some((file) => !existsSync(file))) return true;
  const built = outputs[0] as string;
  const sources = Math.max(
    newestMtime(join(root, "apps", app)),
    newestMtime(join(root, "packages")),
    newestMtime(join(root, "content")),
  );
  return sources > statSync(built).mtimeMs;
}

const stale = Object.keys(BUILT).filter(isStale);
if (stale.length > 0) {
  console.log(`Building ${stale.join(" and ")}...`);
  for (const app of stale) execSync(`npm run build -w @realty/${app}`, { cwd: root, stdio: "inherit" });
}

// A refused start (e.g. production settings missing) prints its one readable list, not a stack trace.
await import("../apps/edge-api/src/node.ts")
  .then((m) => m.startNodeServer())
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
