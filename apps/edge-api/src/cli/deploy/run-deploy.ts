// The steps of `npm run deploy` (deploy.ts is the command), in order, stopping at the first failure:
// the account's D1 database, R2 bucket and queue found or created and the database id and
// DEPLOY_DOMAIN written into wrangler.toml (bootstrap.ts), the production secrets checklist, D1
// migrations, the idempotent seed from content/, the media missing from R2, the renders finished on
// this machine, then `wrangler deploy`. Every Cloudflare call goes to CLOUDFLARE_API_BASE_URL when it
// is set (wrangler reads the same variable), so a test runs the whole deploy against a local fake.
// `dryRun` (CI) touches no account: it prints the checklist, applies the migrations and the seed to a
// throwaway local D1, counts the media and bundles.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { openNodeDatabase } from "../../db/node-client.ts";
import { renderJobs } from "../../db/schema.ts";
import { checkProductionConfig, type Env } from "../../env.ts";
import { copyFinishedRenders } from "../../services/render/copy-renders.ts";
import { seedDatabase } from "../../services/seed/seed.ts";
import { bootstrapAccount } from "./bootstrap.ts";
import { describeBundle, measureWorker } from "./build-worker.ts";
import { type CloudflareAccount, DEFAULT_API_BASE, putR2Object } from "./cloudflare-api.ts";
import { d1ApiDatabase } from "./d1-api.ts";
import { BUCKET, mediaFiles, openLocalBindings } from "./local-bindings.ts";

export interface DeployOptions {
  /** The checkout: content/, the migrations and the Worker build. */
  root: string;
  /** The wrangler.toml the deploy reads and fills in (the checkout's own for `npm run deploy`). */
  wranglerToml: string;
  dryRun: boolean;
  /** CLOUDFLARE_API_TOKEN, CLOUDFLARE_ACCOUNT_ID, CLOUDFLARE_API_BASE_URL, DEPLOY_DOMAIN, DATA_DIR. */
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
}

/** Where the deploy remembers what it uploaded: beside the wrangler.toml it deploys. */
function mediaManifest(options: DeployOptions): string {
  return join(options.wranglerToml, "..", ".wrangler", "deploy-media.json");
}

function accountOf(env: NodeJS.ProcessEnv): CloudflareAccount | null {
  const { CLOUDFLARE_API_TOKEN: token, CLOUDFLARE_ACCOUNT_ID: accountId, CLOUDFLARE_API_BASE_URL } = env;
  return token && accountId ? { token, accountId, apiBase: CLOUDFLARE_API_BASE_URL || DEFAULT_API_BASE } : null;
}

function databaseIdIn(wranglerToml: string): string {
  const id = /^\s*database_id\s*=\s*"([^"]+)"/m.exec(readFileSync(wranglerToml, "utf8"))?.[1];
  if (!id) throw new Error("wrangler.toml has no database_id");
  return id;
}

/** Production's readiness list (env.ts) for a Worker holding exactly these secret names. */
function missingSecrets(names: string[]): string[] {
  return checkProductionConfig(Object.fromEntries(names.map((n) => [n, "set"])) as unknown as Env, "worker");
}

export async function runDeploy(options: DeployOptions): Promise<void> {
  const { root, dryRun, log } = options;
  const contentDir = join(root, "content");
  const dataDir = options.env.DATA_DIR || join(root, "data");
  const account = accountOf(options.env);
  const step = (title: string) => log(`\n== ${title}`);
  // Asynchronous, so the process keeps answering while wrangler runs (a test's fake API lives in it).
  const wrangler = (args: string[], capture = false): Promise<string> =>
    new Promise((resolve, reject) => {
      const child = spawn("wrangler", [...args, "--config", options.wranglerToml], {
        cwd: root,
        env: { ...options.env, CI: "1", WRANGLER_SEND_METRICS: "false" },
        stdio: capture ? ["ignore", "pipe", "pipe"] : ["ignore", "inherit", "inherit"],
      });
      let out = "";
      let err = "";
      child.stdout?.on("data", (chunk: Buffer) => {
        out += chunk.toString("utf8");
      });
      child.stderr?.on("data", (chunk: Buffer) => {
        err += chunk.toString("utf8");
      });
      child.on("error", reject);
      child.on("close", (code) => {
        if (code === 0) return resolve(out);
        if (capture) log(err || out);
        reject(new Error(`wrangler ${args.slice(0, 3).join(" ")} failed`));
      });
    });

  step("Cloudflare account: D1, R2, queue, domain");
  if (!account && !dryRun) throw new Error("Set CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID first.");
  const report = await bootstrapAccount({
    account,
    wranglerToml: options.wranglerToml,
    domain: options.env.DEPLOY_DOMAIN || undefined,
    dryRun,
    log,
  });
  if (!dryRun) log(report.changed.length ? `Changed: ${report.changed.join(", ")}` : "Nothing to change.");

  step("Secrets");
  if (dryRun) {
    log("The Worker refuses to serve (503) until these are set with `wrangler secret put NAME`:");
    for (const line of missingSecrets([])) log(`  - ${line}`);
  } else {
    const listed = JSON.parse(await wrangler(["secret", "list", "--format", "json"], true)) as { name: string }[];
    const missing = missingSecrets(listed.map((s) => s.name));
    if (missing.length > 0) {
      throw new Error(`Set these secrets first (wrangler secret put NAME):\n${missing.map((m) => `  - ${m}`).join("\n")}`);
    }
    log(`All production secrets are set (${listed.length} secrets).`);
  }

  step("D1 migrations and seed");
  if (account && !dryRun) {
    await wrangler(["d1", "migrations", "apply", "DB", "--remote"]);
    const seeded = await seedDatabase(d1ApiDatabase(account, databaseIdIn(options.wranglerToml)), { contentDir });
    log(`Seed: ${seeded.inserted} added, ${seeded.updated} updated, ${seeded.removed} removed`);
  } else {
    await seedThrowawayD1(contentDir, log, wrangler);
  }

  step("Media to R2");
  const files = mediaFiles([join(contentDir, "media"), join(dataDir, "media")]);
  const manifest = mediaManifest(options);
  const sent = existsSync(manifest) ? (JSON.parse(readFileSync(manifest, "utf8")) as Record<string, string>) : {};
  const stamp = (path: string) => `${statSync(path).size}:${statSync(path).mtimeMs}`;
  const todo = files.filter((f) => sent[f.key] !== stamp(f.path));
  log(`${todo.length} of ${files.length} media files to upload to ${BUCKET}.`);
  if (account && !dryRun) {
    mkdirSync(join(manifest, ".."), { recursive: true });
    for (const { key, path } of todo) {
      await putR2Object(account, BUCKET, key, readFileSync(path));
      sent[key] = stamp(path);
      // After each file: a deploy that stops halfway resumes where it stopped.
      writeFileSync(manifest, JSON.stringify(sent, null, 2));
    }
  }

  // Renders finished on this machine (DATA_DIR/app.db, by `npm run media:build`) are recorded in D1.
  const nodeDbFile = join(dataDir, "app.db");
  if (existsSync(nodeDbFile)) {
    step("Finished renders to D1");
    const node = await openNodeDatabase(`file:${nodeDbFile}`);
    try {
      if (account && !dryRun) {
        const copied = await copyFinishedRenders(node.db, d1ApiDatabase(account, databaseIdIn(options.wranglerToml)));
        log(`${copied} finished renders recorded in D1.`);
      } else {
        const done = await node.db.select({ key: renderJobs.key }).from(renderJobs).where(eq(renderJobs.status, "done"));
        log(`${done.length} finished renders would be recorded in D1.`);
      }
    } finally {
      node.close();
    }
  }

  step(dryRun ? "Worker bundle (dry run)" : "Worker");
  if (!dryRun) {
    await wrangler(["deploy"]);
  } else {
    // wrangler runs build-worker.ts ([build] in wrangler.toml), then checks and packs its output.
    await wrangler(["deploy", "--dry-run", "--outdir", join(root, "dist", "worker-dry-run")]);
    log(describeBundle(measureWorker()));
  }
  log(dryRun ? "\nDry run complete: nothing was changed." : "\nDeployed.");
}

/** The dry run's migrations and seed, on a local D1 thrown away afterwards; the seed runs twice to prove it idempotent. */
async function seedThrowawayD1(
  contentDir: string,
  log: (line: string) => void,
  wrangler: (args: string[]) => Promise<string>,
): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "deploy-dry-run-"));
  try {
    await wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", dir]);
    const local = await openLocalBindings(dir);
    try {
      const first = await seedDatabase(local.db, { contentDir });
      const again = await seedDatabase(local.db, { contentDir });
      if (again.inserted + again.updated + again.removed > 0) throw new Error("The seed is not idempotent");
      log(`Seed on a throwaway D1: ${first.inserted} rows; a second run changes nothing.`);
    } finally {
      await local.dispose();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
