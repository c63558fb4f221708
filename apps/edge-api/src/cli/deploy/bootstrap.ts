// A deploy's first steps, safe to run on every deploy: the D1 database, the R2 bucket and the
// delivery queue are found or created, and the D1 id and the domain are written into wrangler.toml
// where wrangler reads them. Each step says what it found and what it did; a second run does nothing.
// `dryRun` only looks (with an account) or only lists the steps (without one).
import { readFileSync, writeFileSync } from "node:fs";
import {
  type CloudflareAccount,
  createD1,
  createQueue,
  createR2Bucket,
  findD1,
  queueExists,
  r2BucketExists,
} from "./cloudflare-api.ts";
import { type WranglerNames, withDatabaseId, withDomain, wranglerNames } from "./wrangler-toml.ts";

export interface BootstrapOptions {
  /** Null: no credentials, so a dry run lists the steps without asking the account. */
  account: CloudflareAccount | null;
  wranglerToml: string;
  /** The route or custom domain (DEPLOY_DOMAIN), e.g. app.example.com; unset keeps *.workers.dev. */
  domain?: string;
  dryRun: boolean;
  log: (line: string) => void;
}

export interface BootstrapReport {
  /** What was created or rewritten; empty on a run that found everything in place. */
  changed: string[];
}

async function ensure(
  options: BootstrapOptions,
  report: BootstrapReport,
  what: string,
  exists: (account: CloudflareAccount) => Promise<boolean>,
  create: (account: CloudflareAccount) => Promise<void>,
): Promise<void> {
  const { account, dryRun, log } = options;
  if (!account) {
    log(`- ${what}: find it, or create it (needs CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID)`);
    return;
  }
  if (await exists(account)) {
    log(`- ${what}: exists`);
    return;
  }
  if (dryRun) {
    log(`- ${what}: missing, would be created`);
    return;
  }
  await create(account);
  report.changed.push(`created ${what}`);
  log(`- ${what}: created`);
}

function rewriteToml(options: BootstrapOptions, report: BootstrapReport, what: string, next: string): void {
  const current = readFileSync(options.wranglerToml, "utf8");
  if (next === current) {
    options.log(`- ${what}: already in wrangler.toml`);
    return;
  }
  if (options.dryRun) {
    options.log(`- ${what}: would be written to wrangler.toml`);
    return;
  }
  writeFileSync(options.wranglerToml, next);
  report.changed.push(`wrote ${what}`);
  options.log(`- ${what}: written to wrangler.toml`);
}

export async function bootstrapAccount(options: BootstrapOptions): Promise<BootstrapReport> {
  const report: BootstrapReport = { changed: [] };
  const names: WranglerNames = wranglerNames(readFileSync(options.wranglerToml, "utf8"));
  const { account, log } = options;

  let databaseId: string | null = null;
  await ensure(
    options,
    report,
    `D1 database ${names.database}`,
    async (a) => {
      databaseId = await findD1(a, names.database);
      return databaseId !== null;
    },
    async (a) => {
      databaseId = await createD1(a, names.database);
    },
  );
  await ensure(
    options,
    report,
    `R2 bucket ${names.bucket}`,
    (a) => r2BucketExists(a, names.bucket),
    (a) => createR2Bucket(a, names.bucket),
  );
  if (names.queue) {
    const queue = names.queue;
    await ensure(
      options,
      report,
      `Queue ${queue}`,
      (a) => queueExists(a, queue),
      (a) => createQueue(a, queue),
    );
  }
  const toml = () => readFileSync(options.wranglerToml, "utf8");
  if (databaseId) rewriteToml(options, report, `D1 database_id ${databaseId}`, withDatabaseId(toml(), databaseId));
  else if (!account) log("- D1 database_id: written to wrangler.toml once the database is found or created");
  if (options.domain) rewriteToml(options, report, `custom domain ${options.domain}`, withDomain(toml(), options.domain));
  else log("- Domain: DEPLOY_DOMAIN unset, the Worker stays on *.workers.dev (where the Cache API stores nothing)");
  return report;
}
