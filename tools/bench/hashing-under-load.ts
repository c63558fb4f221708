// Hashing under load: a static image's latency while 32 logins run in
// parallel, beside its idle latency in the same run. Before the hashing pool, scrypt shared libuv's
// threads with file reads, so every image waited behind queued hashes; the budget is p99 under
// load at most 3x idle p99.
import { registerMember } from "./accounts.ts";
import { type Budget, percentile, type SectionResult, startSection, table } from "./report.ts";

/** A public image read from disk on every request (/media reads through the media port). */
const FILE = "/media/thumbnails/homepage.jpg";
const PARALLEL_LOGINS = 32;
const WARMUP_FETCHES = 20;
const PHASE_MS = 10_000;
const BUDGET_FACTOR = 3;

export interface HashingOptions {
  baseUrl: string;
}

interface Phase {
  samples: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const round = (v: number) => Math.round(v * 10) / 10;

async function fetchFile(url: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(url, { headers: { "accept-encoding": "gzip, deflate, br" } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${FILE} answered ${res.status}`);
  return performance.now() - start;
}

/** Fetches the file one request after another until `until()` says stop; the latencies in ms. */
async function sampleFile(url: string, until: () => boolean): Promise<Phase> {
  const times: number[] = [];
  while (!until()) times.push(await fetchFile(url));
  return {
    samples: times.length,
    p50Ms: round(percentile(times, 50)),
    p99Ms: round(percentile(times, 99)),
    maxMs: round(Math.max(...times)),
  };
}

interface Logins {
  ok: number;
  busy: number;
  other: number;
  p50Ms: number;
  p99Ms: number;
}

/** Keeps PARALLEL_LOGINS logins in flight (each one a password check) until `until()` says stop. */
async function loginLoad(baseUrl: string, email: string, password: string, until: () => boolean): Promise<Logins> {
  const statuses: number[] = [];
  const times: number[] = [];
  const body = JSON.stringify({ email, password });
  const headers = { "content-type": "application/json", origin: baseUrl };
  async function loop() {
    while (!until()) {
      const start = performance.now();
      const res = await fetch(`${baseUrl}/api/auth/login`, { method: "POST", headers, body });
      await res.arrayBuffer();
      times.push(performance.now() - start);
      statuses.push(res.status);
      // A refused login (503) comes back at once: wait as Retry-After asks, or the loop would spin.
      if (res.status === 503) await new Promise((r) => setTimeout(r, Number(res.headers.get("retry-after") ?? 1) * 1000));
    }
  }
  await Promise.all(Array.from({ length: PARALLEL_LOGINS }, loop));
  return {
    ok: statuses.filter((s) => s === 200).length,
    busy: statuses.filter((s) => s === 503).length,
    other: statuses.filter((s) => s !== 200 && s !== 503).length,
    p50Ms: round(percentile(times, 50)),
    p99Ms: round(percentile(times, 99)),
  };
}

const deadline = (ms: number) => {
  const end = performance.now() + ms;
  return () => performance.now() >= end;
};

export async function measureHashingUnderLoad({ baseUrl }: HashingOptions): Promise<SectionResult> {
  const head = startSection("hashing", `Hashing under load (${PARALLEL_LOGINS} parallel logins)`);
  const url = `${baseUrl}${FILE}`;
  const probe = await fetch(url);
  await probe.arrayBuffer();
  if (!probe.ok) {
    return {
      ...head,
      status: "not available",
      reason: `${FILE} answered ${probe.status}`,
      budgets: [],
      data: null,
      markdown: [],
    };
  }
  const password = "bench-password-1";
  const member = await registerMember(baseUrl, "hashing");
  for (let i = 0; i < WARMUP_FETCHES; i++) await fetchFile(url);

  console.log("Hashing under load:");
  const idle = await sampleFile(url, deadline(PHASE_MS));
  console.log(`  idle: ${FILE} p50 ${idle.p50Ms} ms, p99 ${idle.p99Ms} ms (${idle.samples} fetches)`);

  let stop = false;
  const logins = loginLoad(baseUrl, member.email, password, () => stop);
  // Let the queue fill before sampling, so every sample sees the full load.
  await new Promise((r) => setTimeout(r, 1000));
  const loaded = await sampleFile(url, deadline(PHASE_MS));
  stop = true;
  const loginFigures = await logins;
  console.log(`  with ${PARALLEL_LOGINS} logins: p50 ${loaded.p50Ms} ms, p99 ${loaded.p99Ms} ms (${loaded.samples} fetches)`);
  console.log(`  logins: ${loginFigures.ok} ok, ${loginFigures.busy} answered 503, p99 ${loginFigures.p99Ms} ms`);

  const limit = round(idle.p99Ms * BUDGET_FACTOR);
  const budgets: Budget[] = [
    {
      label: `${FILE} p99 with ${PARALLEL_LOGINS} parallel logins ≤ ${BUDGET_FACTOR}x idle p99`,
      pass: loaded.p99Ms <= limit,
      detail: `p99 ${loaded.p99Ms} ms vs idle ${idle.p99Ms} ms (${round(loaded.p99Ms / idle.p99Ms)}x; limit ${limit} ms)`,
    },
  ];
  const row = (label: string, p: Phase) => [label, p.samples, `${p.p50Ms} ms`, `${p.p99Ms} ms`, `${p.maxMs} ms`];
  return {
    ...head,
    status: "ok",
    budgets,
    data: { file: FILE, parallelLogins: PARALLEL_LOGINS, phaseMs: PHASE_MS, idle, loaded, logins: loginFigures },
    markdown: [
      `\`GET ${FILE}\` one request after another for ${PHASE_MS / 1000} s idle, then for ${PHASE_MS / 1000} s while ${PARALLEL_LOGINS} clients sign in over and over (each login is one scrypt check; a 503 waits its Retry-After).`,
      "",
      ...table(
        ["static file", "fetches", "p50", "p99", "max"],
        [row("idle", idle), row(`with ${PARALLEL_LOGINS} parallel logins`, loaded)],
      ),
      "",
      ...table(
        ["logins during the load", "answered 200", "answered 503 (queue full)", "other", "p50", "p99"],
        [
          [
            `${PARALLEL_LOGINS} in flight`,
            loginFigures.ok,
            loginFigures.busy,
            loginFigures.other,
            `${loginFigures.p50Ms} ms`,
            `${loginFigures.p99Ms} ms`,
          ],
        ],
      ),
    ],
  };
}
