// `npm start` renders the library in the background: one child process at the lowest CPU priority
// (apps/edge-api/src/cli/media-build-main.ts --background), started after the server listens, so a fresh machine serves
// at once and the home video and public samples are ready first. Stopped with the server.
import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { jobLog } from "../lib/log.ts";

export function startBackgroundRenderer(repoRoot: string, env: Record<string, unknown>): { stop: () => void } {
  const vars: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (typeof v === "string") vars[k] = v;
  const child: ChildProcess = spawn(
    process.execPath,
    [join(repoRoot, "apps/edge-api/src/cli/media-build-main.ts"), "--background"],
    {
      cwd: repoRoot,
      env: vars,
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  child.on("error", (err) => jobLog("renderer").error("background renderer failed to start", err));
  return {
    stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
    },
  };
}
