// The product as the screenshots see it: the member app built from the current sources, served by
// the Node entry (not `npm start`, which would build the marketing site and so run this step
// again) on a temporary data folder and a free port.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../free-port.ts";
import { CAPTURING_ENV } from "./build-step.ts";

export const ADMIN = { email: "screenshots-admin@example.com", password: "screenshots-admin-password" };

export interface RunningApp {
  base: string;
  stop: () => Promise<void>;
}

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the app exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the app did not answer /api/health within 5 minutes");
}

export async function startApp(root: string): Promise<RunningApp> {
  const env = { ...process.env, [CAPTURING_ENV]: "1", ASTRO_TELEMETRY_DISABLED: "1" };
  // The pictures must show the sources the manifest hashes, not an older build.
  execFileSync("npm", ["run", "build", "-w", "@realty/member"], { cwd: root, stdio: ["ignore", "ignore", "inherit"], env });
  const dataDir = mkdtempSync(join(tmpdir(), "realty-screenshots-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [join(root, "apps", "edge-api", "src", "node.ts")], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The pictures show the dashboard, not the videos: no background renders competing for the CPU.
      MEDIA_RENDER: "off",
    },
  });
  const stop = async (): Promise<void> => {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base, server);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, stop };
}
