// wrk (Debian's `apt-get install wrk`), a load generator written in C. autocannon parses every
// response in JavaScript and saturates its own core first on large bodies (116 KB lists: autocannon
// at 100% CPU while the server used 7%), so the API section also measures with wrk when it is there.
import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

export function wrkAvailable(): boolean {
  try {
    execFileSync("wrk", ["--version"], { stdio: "ignore" });
    return true;
  } catch (err) {
    // wrk prints its version and exits 1; only a missing binary throws ENOENT.
    return (err as NodeJS.ErrnoException).code !== "ENOENT";
  }
}

export interface WrkFigures {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function toMs(value: string | undefined): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(value ?? "");
  if (!m) throw new Error(`wrk: cannot read latency "${value}"`);
  return Math.round(Number(m[1]) * (UNIT_MS[m[2] ?? "ms"] ?? 1) * 100) / 100;
}

/** Parses `wrk --latency` output. */
export function parseWrk(output: string): WrkFigures {
  const pick = (re: RegExp) => re.exec(output)?.[1];
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  return {
    reqPerSec: Math.round(Number(pick(/Requests\/sec:\s+([\d.]+)/) ?? Number.NaN)),
    p50Ms: toMs(pick(/^\s+50%\s+(\S+)/m)),
    p99Ms: toMs(pick(/^\s+99%\s+(\S+)/m)),
    requests: Number(pick(/(\d+) requests in/) ?? 0),
    non2xx: Number(pick(/Non-2xx or 3xx responses: (\d+)/) ?? 0),
    errors: socketErrors ? socketErrors.slice(1).reduce((n, v) => n + Number(v), 0) : 0,
  };
}

export async function wrk(url: string, headers: Record<string, string>, connections: number, durationS: number) {
  const args = ["-t1", `-c${connections}`, `-d${durationS}s`, "--latency", url];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  const { stdout } = await run("wrk", args, { maxBuffer: 1024 * 1024 });
  return parseWrk(stdout);
}
