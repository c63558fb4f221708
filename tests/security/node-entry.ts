// Starts the real Node entry (apps/edge-api/src/node.ts) as its own process with exactly the
// environment a test gives it, as an operator would run it; shared by the production-start tests.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const ROOT = join(import.meta.dirname, "../..");
const ENTRY = join(ROOT, "apps/edge-api/src/node.ts");

export interface Exited {
  code: number | null;
  output: string;
}

export interface Running {
  baseUrl: string;
  output: () => string;
  stop: () => Promise<void>;
  /** kill -9: the process ends at once, wherever it is, as in a crash or a power cut. */
  crash: () => Promise<void>;
}

export function tempDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "realty-security-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

function launch(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  // Only what the test passes (plus PATH and HOME): nothing leaks in from the shell running the tests.
  const child = spawn(process.execPath, [ENTRY], {
    cwd: ROOT,
    // MEDIA_RENDER=off: no background video rendering (ffmpeg) for these short-lived servers.
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", MEDIA_RENDER: "off", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    text += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    text += chunk.toString();
  });
  return { child, output: () => text };
}

/** Runs the entry expecting it to refuse: resolves with its exit code and everything it printed. */
export function runUntilExit(env: Record<string, string>, timeoutMs = 60_000): Promise<Exited> {
  const { child, output } = launch(env);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`node.ts did not exit within ${timeoutMs} ms:\n${output()}`));
    }, timeoutMs);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output: output() });
    });
  });
}

/** Runs the entry expecting it to serve: resolves once /api/health answers. */
export async function startEntry(env: Record<string, string> & { PORT: string }, timeoutMs = 120_000): Promise<Running> {
  const { child, output } = launch(env);
  const baseUrl = `http://127.0.0.1:${env.PORT}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
  };
  const crash = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await exited;
    }
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`node.ts exited with ${child.exitCode}:\n${output()}`);
    const ok = await fetch(`${baseUrl}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { baseUrl, output, stop, crash };
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error(`node.ts did not answer /api/health within ${timeoutMs} ms:\n${output()}`);
}

export interface FakeMailApi {
  url: string;
  sent: { authorization: string | undefined; body: { from: string; to: string[]; subject: string; text: string } }[];
  close: () => Promise<void>;
}

/** A local stand-in for a Resend-compatible e-mail API: records every message it accepts. */
export async function startFakeMailApi(): Promise<FakeMailApi> {
  const sent: FakeMailApi["sent"] = [];
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let raw = "";
      req.on("data", (c: Buffer) => {
        raw += c.toString();
      });
      req.on("end", () => resolve(raw));
    });
  const server = createServer(async (req, res) => {
    sent.push({ authorization: req.headers.authorization, body: JSON.parse(await read(req)) });
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id: `mail_${sent.length}` }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/emails`,
    sent,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * POSTs JSON with node:http, which sends the Host header as given (fetch replaces it with the
 * URL's), so a test can forge Host as an attacker's client would.
 */
export function postWithHost(url: string, host: string, body: unknown): Promise<number> {
  const target = new URL(url);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname: target.hostname,
        port: target.port,
        path: target.pathname,
        method: "POST",
        headers: {
          host,
          // A non-browser client writes any Origin: one matching the forged host passes the same-origin check.
          origin: `http://${host}`,
          "x-forwarded-host": host,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}
