// Black box: `npm run worker:local` starts the Worker in workerd on a fresh data folder, and a
// visitor buys a plan through it (prepare, intent, test card, confirm) and is signed in with it.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyer, createIntent, payCard, prepare } from "../apps/edge-api/src/testing/checkout-client.ts";

const PORT = 8791;
const ORIGIN = `http://127.0.0.1:${PORT}`;
let dir: string;
let child: ChildProcess;
let output = "";

function browser() {
  let cookie = "";
  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${ORIGIN}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(method === "GET" ? {} : { origin: ORIGIN }),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.get("set-cookie");
    if (set) cookie = set.split(";")[0] ?? "";
    return res;
  }
  return {
    get: (path: string, headers?: Record<string, string>) => call("GET", path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => call("POST", path, body ?? {}, headers),
    put: (path: string, body?: unknown, headers?: Record<string, string>) => call("PUT", path, body ?? {}, headers),
    del: (path: string, headers?: Record<string, string>) => call("DELETE", path, undefined, headers),
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value;
    },
  };
}

/** Polls until the Worker answers with the seeded library (bundling and workerd start take a while). */
async function ready(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`worker:local exited ${child.exitCode}:\n${output}`);
    const res = await fetch(`${ORIGIN}/api/scripts`).catch(() => null);
    if (res?.ok && ((await res.json()) as unknown[]).length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`worker:local did not answer in time:\n${output}`);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "worker-local-"));
  child = spawn(process.execPath, [join(import.meta.dirname, "worker-local.ts")], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dir,
      ADMIN_EMAIL: "boss@example.com",
      ADMIN_PASSWORD: "long-admin-password",
    },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  await ready(Date.now() + 240_000);
}, 300_000);

afterAll(async () => {
  // The whole group: the runner, wrangler and workerd.
  if (child.pid && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    process.kill(-child.pid, "SIGTERM");
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe("npm run worker:local", () => {
  it("sells a plan: the buyer's account exists, is signed in and has the plan", async () => {
    const b = browser();
    const person = buyer();
    const { token } = await prepare(b, "momentum", person);
    const intent = await createIntent(b, {
      ...person,
      registrationToken: token,
      plan: "momentum",
      isUpgrade: false,
      discountCode: null,
    });
    expect((await payCard(b, intent.clientSecret ?? "")).status).toBe(200);
    const confirm = await b.post("/api/confirm-payment", {
      paymentIntentId: intent.paymentIntentId,
      userId: null,
      registrationToken: token,
    });
    expect(confirm.status, await confirm.clone().text()).toBe(200);
    const me = (await (await b.get("/api/auth/user")).json()) as { email: string; accessLevel: string };
    expect(me).toMatchObject({ email: person.email, accessLevel: "momentum" });
  }, 120_000);

  it("signs in the admin from ADMIN_EMAIL/ADMIN_PASSWORD and runs the cron on request", async () => {
    const login = await browser().post("/api/auth/login", { email: "boss@example.com", password: "long-admin-password" });
    expect(login.status).toBe(200);
    const cron = await fetch(`${ORIGIN}/cdn-cgi/handler/scheduled?cron=*+*+*+*+*`);
    expect(cron.status).toBe(200);
  }, 60_000);

  it("streams library media from the local R2 by range", async () => {
    const res = await fetch(`${ORIGIN}/media/videos/renting-vs-buying`, { headers: { range: "bytes=0-99" } });
    expect(res.status).toBe(206);
    expect((await res.arrayBuffer()).byteLength).toBe(100);
  }, 60_000);
});
