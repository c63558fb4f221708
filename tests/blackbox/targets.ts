// The two ways the product's API runs, started as an operator starts them, each on a fresh data
// folder, with Stripe pointed at the local fake (apps/edge-api/src/testing/fake-stripe.ts):
// - node: the Node entry that `npm start` runs (front-end builds are not needed for the API);
// - libsql-server: the same Node entry with DATABASE_URL on a started libSQL server (sqld), the
//   remote protocol a Turso database speaks, instead of the embedded file;
// - worker: `npm run worker:local` (wrangler dev in workerd, local D1 and R2).
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type FakeStripe, startFakeStripe } from "../../apps/edge-api/src/testing/fake-stripe.ts";
import { type LibsqlServer, startLibsqlServer } from "./libsql-server.ts";

const ROOT = resolve(import.meta.dirname, "../..");

export const ADMIN = { email: "boss@example.com", password: "long-admin-password" };
export const WEBHOOK_SECRET = "whsec_blackbox";

export type TargetKind = "node" | "libsql-server" | "worker";

export interface Target {
  kind: TargetKind;
  origin: string;
  stripe: FakeStripe;
  /**
   * Makes the scheduler run once where the runtime lets a caller trigger it (the Worker's cron
   * endpoint); on Node the scheduler's own interval runs it, so this does nothing there.
   */
  runCron(): Promise<void>;
  stop(): Promise<void>;
}

const COMMANDS: Record<TargetKind, string> = {
  node: join(ROOT, "apps/edge-api/src/node.ts"),
  "libsql-server": join(ROOT, "apps/edge-api/src/node.ts"),
  worker: join(ROOT, "tools/worker-local.ts"),
};

/** Polls until the API answers with the seeded library (wrangler's build and workerd start take a while). */
async function ready(origin: string, child: ChildProcess, output: () => string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited ${child.exitCode}:\n${output()}`);
    const res = await fetch(`${origin}/api/scripts`).catch(() => null);
    if (res?.ok && ((await res.json()) as unknown[]).length > 0) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${origin} did not answer in time:\n${output()}`);
}

export async function startTarget(kind: TargetKind, port: number): Promise<Target> {
  const stripe = await startFakeStripe();
  const dir = mkdtempSync(join(tmpdir(), `blackbox-${kind}-`));
  const origin = `http://127.0.0.1:${port}`;
  let database: LibsqlServer | undefined;
  try {
    if (kind === "libsql-server") database = await startLibsqlServer(dir);
  } catch (err) {
    await stripe.close();
    throw err;
  }
  let output = "";
  const child = spawn(process.execPath, [COMMANDS[kind]], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dir,
      PUBLIC_URL: origin,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // No background video rendering on Node: the suite reads the library's committed media.
      MEDIA_RENDER: "off",
      // Every request comes from 127.0.0.1; the suite signs up several accounts.
      RATE_LIMIT_MULTIPLIER: "50",
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: "pk_test_blackbox",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.apiBase,
      ...(database ? { DATABASE_URL: database.url } : {}),
      WRANGLER_SEND_METRICS: "false",
    },
    // Its own process group: stop() ends the runner with wrangler and workerd under it.
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  async function stop(): Promise<void> {
    if (child.pid && child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      process.kill(-child.pid, "SIGTERM");
      await exited;
    }
    await database?.stop();
    await stripe.close();
    rmSync(dir, { recursive: true, force: true });
  }

  try {
    await ready(origin, child, () => output, Date.now() + 240_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    kind,
    origin,
    stripe,
    async runCron() {
      if (kind !== "worker") return;
      const res = await fetch(`${origin}/cdn-cgi/handler/scheduled?cron=*+*+*+*+*`);
      if (res.status !== 200) throw new Error(`cron answered ${res.status}`);
    },
    stop,
  };
}
