// `npm run worker:local`: the Worker in workerd (`wrangler dev --local`) on PORT (default 8788),
// with a local D1 migrated and seeded from content/, a local R2 holding the media (rendered videos
// included when DATA_DIR/media has them), the admin from ADMIN_EMAIL/ADMIN_PASSWORD, and the cron
// testable: curl "http://127.0.0.1:PORT/cdn-cgi/handler/scheduled?cron=*+*+*+*+*". State lives in DATA_DIR/worker-local.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { EventEmitter } from "node:events";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { mediaFiles, openLocalBindings, uploadMedia } from "../apps/edge-api/src/cli/deploy/local-bindings.ts";
import { openNodeDatabase } from "../apps/edge-api/src/db/node-client.ts";
import { ensureAdmin } from "../apps/edge-api/src/services/auth/accounts.ts";
import { copyFinishedRenders } from "../apps/edge-api/src/services/render/copy-renders.ts";
import { seedDatabase } from "../apps/edge-api/src/services/seed/seed.ts";
import { serveWorkerDirect } from "./worker-serve-direct.ts";

const root = resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT ?? 8788);
const host = process.env.HOST ?? "127.0.0.1";
const dataDir = resolve(process.env.DATA_DIR ?? join(root, "data"));
const persistTo = join(dataDir, "worker-local");
const env = { ...process.env, CI: "1", WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

function wrangler(args: string[]): void {
  const result = spawnSync("wrangler", args, { cwd: root, stdio: ["ignore", "inherit", "inherit"], env });
  if (result.status !== 0) throw new Error(`wrangler ${args.join(" ")} failed`);
}

/** Like Node's generated secret: made once, kept beside the local state. */
function appSecret(): string {
  const path = join(persistTo, "app-secret");
  if (!existsSync(path)) writeFileSync(path, randomBytes(32).toString("base64url"), { mode: 0o600 });
  return readFileSync(path, "utf8").trim();
}

mkdirSync(persistTo, { recursive: true });
console.log(`[worker:local] D1 migrations (${persistTo})`);
wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo]);

const local = await openLocalBindings(persistTo);
try {
  const report = await seedDatabase(local.db, { contentDir: join(root, "content") });
  console.log(`[worker:local] seed: ${report.inserted} added, ${report.updated} updated, ${report.removed} removed`);
  const { ADMIN_EMAIL, ADMIN_PASSWORD } = process.env;
  if (ADMIN_EMAIL && ADMIN_PASSWORD) {
    const admin = await ensureAdmin(local.db, ADMIN_EMAIL, ADMIN_PASSWORD, new Date());
    console.log(`[worker:local] admin ready: ${admin.email}`);
  }
  const files = mediaFiles([join(root, "content", "media"), join(dataDir, "media")]);
  console.log(`[worker:local] R2: ${await uploadMedia(local.bucket, files)} of ${files.length} media files written`);
  // Videos rendered by `npm start` or `npm run media:build` in this DATA_DIR: the files went to R2
  // above; their finished render jobs go to D1, so the Worker lists them as ready.
  const nodeDbFile = join(dataDir, "app.db");
  if (existsSync(nodeDbFile)) {
    const node = await openNodeDatabase(`file:${nodeDbFile}`);
    try {
      console.log(`[worker:local] renders recorded in D1: ${await copyFinishedRenders(node.db, local.db)}`);
    } finally {
      node.close();
    }
  }
} finally {
  await local.dispose();
}

/**
 * The product's settings found in this environment reach the Worker the way Node reads them from
 * process.env (e.g. STRIPE_* for real or fake Stripe, OPENAI_*, MAIL_*).
 */
const FORWARDED = /^(STRIPE|OPENAI|MAIL|FACEBOOK|LINKEDIN|X)_|^(SOCIAL_SANDBOX|RATE_LIMIT_MULTIPLIER)$/;
const forwarded = Object.entries(process.env).filter(
  (entry): entry is [string, string] => FORWARDED.test(entry[0]) && Boolean(entry[1]),
);

/** Written to a file only this user reads, not passed as arguments: `ps` shows arguments to everyone. */
function envFile(vars: [string, string][]): string {
  const path = join(persistTo, "worker.env");
  // Single quotes keep a value literal in .env syntax; a value holding one goes in double quotes.
  const quote = (v: string) => (v.includes("'") ? JSON.stringify(v) : `'${v}'`);
  writeFileSync(path, vars.map(([name, value]) => `${name}=${quote(value)}\n`).join(""), { mode: 0o600 });
  return path;
}

const origin = `http://${host}:${port}`;
// Members' end cards: the Worker queues them, the render service beside it makes them (ffmpeg).
const renderToken = randomBytes(32).toString("base64url");
const vars: [string, string][] = [
  // Not production: the test-card form, the local outbox and the social sandbox, as `npm start`.
  ["APP_ENV", "development"],
  ["APP_SECRET", appSecret()],
  ["PUBLIC_URL", process.env.PUBLIC_URL ?? origin],
  ...forwarded,
  ["RENDER_SERVICE_TOKEN", renderToken],
];
// `WORKER_LOCAL_RUNTIME=workerd`: the built Worker in workerd alone, without `wrangler dev` (worker-serve-direct.ts).
const direct = process.env.WORKER_LOCAL_RUNTIME === "workerd";
const dev = direct
  ? await startDirect()
  : spawn(
      "wrangler",
      [
        "dev",
        "--local",
        "--ip",
        host,
        "--port",
        String(port),
        "--persist-to",
        persistTo,
        "--test-scheduled",
        "--show-interactive-dev-session=false",
        "--env-file",
        envFile(vars),
      ],
      { cwd: root, stdio: "inherit", env },
    );

/** Like the wrangler child to the code below: killed by a signal, it exits, and "exit" follows. */
async function startDirect() {
  const worker = await serveWorkerDirect({ host, port, persistTo, vars: Object.fromEntries(vars) });
  console.log(`[worker:local] workerd without wrangler dev: ready on ${worker.url.origin}`);
  console.log(`[worker:local] run the cron with: curl "${worker.entryUrl.origin}/cdn-cgi/local/scheduled?cron=*+*+*+*+*"`);
  const events = new EventEmitter();
  return Object.assign(events, {
    kill(_signal?: NodeJS.Signals) {
      void worker.dispose().finally(() => events.emit("exit", 0));
    },
  });
}
console.log(`[worker:local] starting the Worker on ${origin}`);
const renderService = spawn(
  process.execPath,
  [join(root, "apps", "edge-api", "src", "cli", "render-service.ts"), "--exit-with-parent"],
  {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, RENDER_SERVICE_URL: origin, RENDER_SERVICE_TOKEN: renderToken },
  },
);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    renderService.kill("SIGTERM");
    dev.kill(signal);
  });
}
dev.on("exit", (code) => {
  renderService.kill("SIGTERM");
  process.exit(code ?? 0);
});
