// `npm run bench -- --only worker`: anonymous /api/videos and /api/scripts throughput on the Worker
// in workerd (`WORKER_LOCAL_RUNTIME=workerd npm run worker:local`, local D1 and R2) beside the Node entry, on the same machine,
// one after the other so they never share the CPU. Local workerd is not Cloudflare's edge (no colo
// cache in front, no edge compression), so the budget is relative: within 2x of Node.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { type Budget, type SectionResult, startSection, table } from "./report.ts";
import { ROOT } from "./server.ts";

const CONNECTIONS = 10;
const PATHS = ["/api/videos", "/api/scripts"] as const;
const WORKER_PORT = 8797;

interface Figure {
  runtime: string;
  path: string;
  reqPerSec: number;
  p99Ms: number;
  non2xx: number;
  loadAverage: number;
}

async function measure(runtime: string, baseUrl: string, path: string, durationS: number): Promise<Figure> {
  const headers = { accept: "application/json", "accept-encoding": "gzip, deflate, br" };
  const r = await autocannon({
    url: `${baseUrl}${path}`,
    connections: CONNECTIONS,
    duration: durationS,
    headers,
    warmup: { connections: CONNECTIONS, duration: 2 },
  });
  return {
    runtime,
    path,
    reqPerSec: Math.round(r.requests.average),
    p99Ms: r.latency.p99,
    non2xx: r.non2xx,
    loadAverage: Number(loadavg()[0]?.toFixed(2)),
  };
}

/** Waits for the Worker to answer (wrangler builds, migrates and seeds first). */
async function ready(baseUrl: string, child: ChildProcess, timeoutMs = 240_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`worker:local exited with ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/api/videos`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("worker:local did not answer in time");
}

export async function measureWorkerLists(nodeBaseUrl: string, durationS: number): Promise<SectionResult> {
  const head = startSection("worker", `Lists on workerd vs Node (autocannon, ${CONNECTIONS} connections, anonymous)`);
  const figures: Figure[] = [];
  for (const path of PATHS) figures.push(await measure("node", nodeBaseUrl, path, durationS));
  const dataDir = mkdtempSync(join(tmpdir(), "realty-bench-worker-"));
  const child = spawn(process.execPath, [join(ROOT, "tools", "worker-local.ts")], {
    cwd: ROOT,
    // workerd alone, not behind `wrangler dev`'s proxy Worker and inspector, which the edge does not
    // have and which cost more per request than the Worker itself (tools/worker-serve-direct.ts).
    env: { ...process.env, PORT: String(WORKER_PORT), DATA_DIR: dataDir, WORKER_LOCAL_RUNTIME: "workerd" },
    stdio: "ignore",
    detached: true,
  });
  const workerUrl = `http://127.0.0.1:${WORKER_PORT}`;
  try {
    await ready(workerUrl, child);
    for (const path of PATHS) figures.push(await measure("workerd", workerUrl, path, durationS));
  } finally {
    // The whole group: wrangler, workerd and the render service beside them.
    if (child.pid) process.kill(-child.pid, "SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  }
  const budgets: Budget[] = PATHS.map((path) => {
    const node = figures.find((f) => f.runtime === "node" && f.path === path);
    const worker = figures.find((f) => f.runtime === "workerd" && f.path === path);
    const ratio = node && worker && worker.reqPerSec > 0 ? node.reqPerSec / worker.reqPerSec : Number.POSITIVE_INFINITY;
    return {
      label: `${path} on workerd within 2x of Node`,
      pass: ratio <= 2,
      detail: `${worker?.reqPerSec ?? 0} vs ${node?.reqPerSec ?? 0} req/s (Node ${ratio.toFixed(2)}x)`,
    };
  });
  return {
    ...head,
    status: "ok",
    budgets,
    data: figures,
    markdown: table(
      ["Runtime", "Path", "req/s", "p99 ms", "non-2xx", "load avg"],
      figures.map((f) => [f.runtime, f.path, f.reqPerSec, f.p99Ms, f.non2xx, f.loadAverage]),
    ),
  };
}
