// Starts the product as `npm start` does (tools/start.ts builds what is stale, then runs the Node
// entry) on a port of its own, with a fresh data folder, an admin account and rate limits raised
// so that thousands of requests from one address are measured rather than refused.
import { type ChildProcess, spawn } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { freePort } from "../free-port.ts";

export const ROOT = join(import.meta.dirname, "../..");

export const BENCH_ADMIN = { email: "admin@bench.test", password: "bench-admin-password" };

export interface RunningServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "";
  }
}

async function waitForHealth(baseUrl: string, child: ChildProcess, logFile: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}:\n${tail(logFile)}`);
    const ok = await fetch(`${baseUrl}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer /api/health within ${timeoutMs / 1000} s:\n${tail(logFile)}`);
}

/** Runs a Node script as its own process group and waits until it answers /api/health. */
async function startNodeProcess(script: string, args: string[], dataDir: string, port: number, logName: string) {
  const logFile = join(dataDir, logName);
  const out = openSync(logFile, "a");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    // Empty values read as unset: the embedded file in DATA_DIR and the local mail outbox.
    DATABASE_URL: "",
    MAIL_API_URL: "",
    NODE_ENV: "",
    ADMIN_EMAIL: BENCH_ADMIN.email,
    ADMIN_PASSWORD: BENCH_ADMIN.password,
    RATE_LIMIT_MULTIPLIER: "1000",
    ASTRO_TELEMETRY_DISABLED: "1",
    // The render section starts its own renderer; a background one would skew every other section.
    MEDIA_RENDER: "off",
  };
  const child = spawn(process.execPath, [script, ...args], { cwd: ROOT, env, stdio: ["ignore", out, out], detached: true });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise((r) => child.once("exit", r));
    process.kill(-child.pid, "SIGTERM");
    const timer = setTimeout(
      () => child.pid !== undefined && child.exitCode === null && process.kill(-child.pid, "SIGKILL"),
      5000,
    );
    await exited;
    clearTimeout(timer);
  };
  try {
    // Generous: start.ts may build both front ends first.
    await waitForHealth(baseUrl, child, logFile, 300_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, stop, logFile };
}

export async function startProduct(dataDir: string): Promise<RunningServer & { logFile: string }> {
  return startNodeProcess("tools/start.ts", [], dataDir, await freePort(), "product.log");
}

/** The memory twin (memory-twin.ts): the same Node entry plus a route answering captured bytes. */
export async function startMemoryTwin(dataDir: string, bodiesFile: string): Promise<RunningServer> {
  return startNodeProcess("tools/bench/memory-twin.ts", [bodiesFile], dataDir, await freePort(), "memory-twin.log");
}
