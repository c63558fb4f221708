// The whole deploy, end to end, against a local fake of the Cloudflare API: the real wrangler (which
// honours CLOUDFLARE_API_BASE_URL like the deploy's own calls) applies the migrations to the fake's
// D1 and uploads the Worker; the seed and the media go over the same API. Run twice: the second run
// creates nothing, applies no migration, seeds no row and uploads no file.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeCloudflare, startFakeCloudflare } from "../../testing/fake-cloudflare-api.ts";
import { mediaFiles } from "./local-bindings.ts";
import { runDeploy } from "./run-deploy.ts";

const ROOT = join(import.meta.dirname, "../../../../..");
/** What a production Worker needs set (env.ts checkProductionConfig), as `wrangler secret put` would have. */
const SECRETS = [
  "PUBLIC_URL",
  "APP_SECRET",
  "RENDER_SERVICE_TOKEN",
  "MAIL_API_URL",
  "MAIL_API_KEY",
  "MAIL_FROM",
  "STRIPE_SECRET_KEY",
  "STRIPE_PUBLISHABLE_KEY",
  "STRIPE_WEBHOOK_SECRET",
];

let fake: FakeCloudflare;
let dir: string;
let toml: string;

/** The checkout's wrangler.toml in a folder of its own, its paths made absolute (wrangler resolves them from the file). */
function copyWranglerToml(): string {
  const text = readFileSync(join(ROOT, "wrangler.toml"), "utf8")
    .replace(/^main = "([^"]+)"/m, (_, p: string) => `main = "${join(ROOT, p)}"`)
    .replace(/^base_dir = "([^"]+)"/m, (_, p: string) => `base_dir = "${join(ROOT, p)}"`)
    .replace(/^migrations_dir = "([^"]+)"/m, (_, p: string) => `migrations_dir = "${join(ROOT, p)}"`)
    .replace(/^command = "node ([^"]+)"/m, (_, p: string) => `command = "node ${join(ROOT, p)}"`);
  const path = join(dir, "wrangler.toml");
  writeFileSync(path, text);
  return path;
}

async function deploy(): Promise<string[]> {
  const lines: string[] = [];
  await runDeploy({
    root: ROOT,
    wranglerToml: toml,
    dryRun: false,
    env: {
      ...process.env,
      CLOUDFLARE_API_TOKEN: fake.token,
      CLOUDFLARE_ACCOUNT_ID: fake.accountId,
      CLOUDFLARE_API_BASE_URL: fake.apiBase,
      DEPLOY_DOMAIN: "app.example.com",
      // No renders or rendered media from this machine: only the library's own media.
      DATA_DIR: join(dir, "data"),
    },
    log: (line) => lines.push(line),
  });
  return lines;
}

beforeAll(async () => {
  fake = await startFakeCloudflare();
  fake.secrets.push(...SECRETS);
  dir = mkdtempSync(join(tmpdir(), "deploy-e2e-"));
  mkdirSync(join(dir, "data"));
  toml = copyWranglerToml();
});
afterAll(async () => {
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("npm run deploy against a fake Cloudflare API", () => {
  const media = mediaFiles([join(ROOT, "content", "media")]);

  it("bootstraps the account, migrates, seeds, uploads the media and deploys the Worker on its domain", async () => {
    const lines = await deploy();
    expect(fake.unknown).toEqual([]);
    const [database] = fake.databases;
    if (!database) throw new Error("no D1 database was created");
    expect(fake.databases.map((d) => d.name)).toEqual(["realtyreels"]);
    expect(fake.buckets).toEqual(["realtyreels-media"]);
    expect(fake.queues).toEqual(["realtyreels-deliveries"]);
    const written = readFileSync(toml, "utf8");
    expect(written).toContain(`database_id = "${database.uuid}"`);
    expect(written).toContain(`routes = [{ pattern = "app.example.com", custom_domain = true }]`);
    // wrangler's migrations and the seed reached the fake's D1.
    const migrations = await fake.query(database.uuid, "SELECT name FROM d1_migrations");
    expect(migrations.length).toBeGreaterThan(20);
    const [scripts] = await fake.query(database.uuid, "SELECT count(*) AS n FROM scripts");
    expect(Number(scripts?.n)).toBeGreaterThan(0);
    expect([...fake.objects.keys()].sort()).toEqual(media.map((f) => `realtyreels-media/${f.key}`).sort());
    // wrangler deploy: the Worker, its two cron triggers, its queue consumer and its custom domain.
    expect(fake.deployments).toEqual(["realtyreels-api"]);
    expect(fake.schedules).toEqual([["* * * * *", "17 3 * * *"]]);
    expect(fake.consumers.map((c) => `${c.queue} <- ${c.script}`)).toEqual(["realtyreels-deliveries <- realtyreels-api"]);
    expect(fake.domains).toEqual(["app.example.com"]);
    expect(lines).toContain("All production secrets are set (9 secrets).");
    expect(lines.at(-1)).toBe("\nDeployed.");
  }, 600_000);

  it("changes nothing on a second run", async () => {
    const callsBefore = fake.calls.length;
    const lines = await deploy();
    const calls = fake.calls.slice(callsBefore);
    expect(fake.unknown).toEqual([]);
    // Found, not created; no migration applied, no row seeded, no file uploaded.
    expect(lines).toContain("Nothing to change.");
    expect(calls.filter((c) => /^POST \/accounts\/[^/]+\/(d1\/database|r2\/buckets|queues)$/.test(c))).toEqual([]);
    expect(lines).toContain("Seed: 0 added, 0 updated, 0 removed");
    expect(lines).toContain(`0 of ${media.length} media files to upload to realtyreels-media.`);
    expect(calls.filter((c) => c.startsWith("PUT") && c.includes("/objects/"))).toEqual([]);
    expect(fake.databases).toHaveLength(1);
    // wrangler uploads the same Worker again as a new version; the consumer and the domain stay as they were.
    expect(fake.consumers).toHaveLength(1);
    expect(fake.domains).toEqual(["app.example.com"]);
    expect(calls.filter((c) => c.startsWith("POST") && c.includes("/consumers"))).toEqual([]);
  }, 600_000);
});
