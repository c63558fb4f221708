// `npm run deploy`: one command from a checkout to a running Worker. In order, stopping at the first
// failure: the account's D1 database, R2 bucket and queue found or created and the database id and
// DEPLOY_DOMAIN written into wrangler.toml (bootstrap.ts), the production secrets checklist, D1 migrations, the idempotent seed from content/, the
// media missing from R2, then `wrangler deploy`. `-- --dry-run` (CI) touches no account: it prints the
// checklist, applies the migrations and the seed to a throwaway local D1, counts the media and bundles.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { openNodeDatabase } from "../../db/node-client.ts";
import { renderJobs } from "../../db/schema.ts";
import { checkProductionConfig, type Env } from "../../env.ts";
import { copyFinishedRenders } from "../../services/render/copy-renders.ts";
import { seedDatabase } from "../../services/seed/seed.ts";
import { d1CliDatabase } from "../d1-cli.ts";
import { bootstrapAccount } from "./bootstrap.ts";
import { describeBundle, measureWorker } from "./build-worker.ts";
import { DEFAULT_API_BASE } from "./cloudflare-api.ts";
import { BUCKET, mediaFiles, openLocalBindings } from "./local-bindings.ts";

const root = join(import.meta.dirname, "../../../../..");
const dryRun = process.argv.includes("--dry-run");
const contentDir = join(root, "content");
const env = { ...process.env, CI: "1", WRANGLER_SEND_METRICS: "false" };
/** What was uploaded to R2 last time (key -> size and mtime), so a deploy sends only what changed. */
const MEDIA_MANIFEST = join(root, ".wrangler", "deploy-media.json");

function step(title: string): void {
  console.log(`\n== ${title}`);
}

function wrangler(args: string[], capture = false): string {
  const result = spawnSync("wrangler", args, { cwd: root, env, encoding: "utf8", stdio: capture ? "pipe" : "inherit" });
  if (result.status !== 0) {
    console.error(capture ? result.stderr || result.stdout : "");
    throw new Error(`wrangler ${args.slice(0, 3).join(" ")} failed`);
  }
  return result.stdout ?? "";
}

/** Production's readiness list (env.ts) for a Worker holding exactly these secret names. */
function missingSecrets(names: string[]): string[] {
  return checkProductionConfig(Object.fromEntries(names.map((n) => [n, "set"])) as unknown as Env, "worker");
}

/** The account's resources and wrangler.toml's ids; wrangler reads the same three variables. */
async function bootstrap(): Promise<void> {
  step("Cloudflare account: D1, R2, queue, domain");
  const { CLOUDFLARE_API_TOKEN: token, CLOUDFLARE_ACCOUNT_ID: accountId, CLOUDFLARE_API_BASE_URL, DEPLOY_DOMAIN } = process.env;
  if ((!token || !accountId) && !dryRun) throw new Error("Set CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID first.");
  const account = token && accountId ? { token, accountId, apiBase: CLOUDFLARE_API_BASE_URL ?? DEFAULT_API_BASE } : null;
  const report = await bootstrapAccount({
    account,
    wranglerToml: join(root, "wrangler.toml"),
    domain: DEPLOY_DOMAIN || undefined,
    dryRun,
    log: (line) => console.log(line),
  });
  if (!dryRun) console.log(report.changed.length ? `Changed: ${report.changed.join(", ")}` : "Nothing to change.");
}

function secretsChecklist(): void {
  step("Secrets");
  if (dryRun) {
    console.log("The Worker refuses to serve (503) until these are set with `wrangler secret put NAME`:");
    for (const line of missingSecrets([])) console.log(`  - ${line}`);
    return;
  }
  const listed = JSON.parse(wrangler(["secret", "list", "--format", "json"], true)) as { name: string }[];
  const missing = missingSecrets(listed.map((s) => s.name));
  if (missing.length > 0) {
    throw new Error(`Set these secrets first (wrangler secret put NAME):\n${missing.map((m) => `  - ${m}`).join("\n")}`);
  }
  console.log(`All production secrets are set (${listed.length} secrets).`);
}

async function migrateAndSeed(): Promise<void> {
  step("D1 migrations and seed");
  if (!dryRun) {
    wrangler(["d1", "migrations", "apply", "DB", "--remote"]);
    const report = await seedDatabase(d1CliDatabase({ database: "DB", remote: true, cwd: root }), { contentDir });
    console.log(`Seed: ${report.inserted} added, ${report.updated} updated, ${report.removed} removed`);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), "deploy-dry-run-"));
  try {
    wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", dir]);
    const local = await openLocalBindings(dir);
    try {
      const first = await seedDatabase(local.db, { contentDir });
      const again = await seedDatabase(local.db, { contentDir });
      if (again.inserted + again.updated + again.removed > 0) throw new Error("The seed is not idempotent");
      console.log(`Seed on a throwaway D1: ${first.inserted} rows; a second run changes nothing.`);
    } finally {
      await local.dispose();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function uploadMedia(): void {
  step("Media to R2");
  const dataDir = process.env.DATA_DIR ?? join(root, "data");
  const files = mediaFiles([join(contentDir, "media"), join(dataDir, "media")]);
  const sent = existsSync(MEDIA_MANIFEST) ? (JSON.parse(readFileSync(MEDIA_MANIFEST, "utf8")) as Record<string, string>) : {};
  const stamp = (path: string) => `${statSync(path).size}:${statSync(path).mtimeMs}`;
  const todo = files.filter((f) => sent[f.key] !== stamp(f.path));
  console.log(`${todo.length} of ${files.length} media files to upload to ${BUCKET}.`);
  if (dryRun) return;
  for (const { key, path } of todo) {
    wrangler(["r2", "object", "put", `${BUCKET}/${key}`, "--file", path, "--remote"], true);
    sent[key] = stamp(path);
    mkdirSync(join(root, ".wrangler"), { recursive: true });
    writeFileSync(MEDIA_MANIFEST, JSON.stringify(sent, null, 2));
  }
}

/** Renders finished on this machine (DATA_DIR/app.db, by `npm run media:build`) are recorded in D1. */
async function recordRenders(): Promise<void> {
  const nodeDbFile = join(process.env.DATA_DIR ?? join(root, "data"), "app.db");
  if (!existsSync(nodeDbFile)) return;
  step("Finished renders to D1");
  const node = await openNodeDatabase(`file:${nodeDbFile}`);
  try {
    if (dryRun) {
      const done = await node.db.select({ key: renderJobs.key }).from(renderJobs).where(eq(renderJobs.status, "done"));
      console.log(`${done.length} finished renders would be recorded in D1.`);
      return;
    }
    const copied = await copyFinishedRenders(node.db, d1CliDatabase({ database: "DB", remote: true, cwd: root }));
    console.log(`${copied} finished renders recorded in D1.`);
  } finally {
    node.close();
  }
}

function deployWorker(): void {
  step(dryRun ? "Worker bundle (dry run)" : "Worker");
  if (!dryRun) {
    wrangler(["deploy"]);
    return;
  }
  // wrangler runs apps/edge-api/src/cli/deploy/build-worker.ts ([build] in wrangler.toml), then checks and packs its output.
  wrangler(["deploy", "--dry-run", "--outdir", join(root, "dist", "worker-dry-run")]);
  console.log(describeBundle(measureWorker()));
}

try {
  await bootstrap();
  secretsChecklist();
  await migrateAndSeed();
  uploadMedia();
  await recordRenders();
  deployWorker();
  console.log(dryRun ? "\nDry run complete: nothing was changed." : "\nDeployed.");
} catch (err) {
  console.error(`\nDeploy stopped: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
