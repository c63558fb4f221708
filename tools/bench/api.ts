// API throughput with autocannon (and wrk when installed), against the Node entry as `npm start`
// runs it. GET /api/scripts is measured beside a route that answers the very same bytes from memory
// through the same app, so the difference is what producing the catalogue costs per request
// (the catalogue's latency budget).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { type AccessLevelMethod, type Member, registerMember, setAccessLevel } from "./accounts.ts";
import { type Budget, median, type SectionResult, startSection, table } from "./report.ts";
import { startMemoryTwin } from "./server.ts";
import { wrk, wrkAvailable } from "./wrk.ts";

type Generator = "autocannon" | "wrk";

export interface ApiOptions {
  baseUrl: string;
  dataDir: string;
  durationS: number;
}

const CONNECTIONS = 50;
const WARMUP_S = 2;
const TIERS = ["domination", "sampler"] as const;
/** The product and memory routes alternate this many times; each keeps its median round. */
const ROUNDS = 3;

interface Load {
  label: string;
  url: string;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

async function withAutocannon(url: string, headers: Record<string, string>, durationS: number) {
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: durationS,
    headers,
    warmup: { connections: CONNECTIONS, duration: WARMUP_S },
  });
  return {
    reqPerSec: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

async function load(generator: Generator, label: string, url: string, cookie: string, durationS: number): Promise<Load> {
  // Headers a browser sends: the answer is gzipped as it would be for a member.
  const headers = { cookie, accept: "application/json", "accept-encoding": "gzip, deflate, br" };
  if (generator === "wrk") await wrk(url, headers, CONNECTIONS, WARMUP_S); // same warm-up as autocannon's
  const measured =
    generator === "wrk" ? await wrk(url, headers, CONNECTIONS, durationS) : await withAutocannon(url, headers, durationS);
  const figures = { label: `${label} (${generator})`, url: new URL(url).pathname, ...measured };
  console.log(`  ${figures.label}: ${figures.reqPerSec} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms`);
  return figures;
}

/** The median round's figures (requests and failures summed over the rounds). */
function medianLoad(label: string, loads: Load[]): Load {
  const total = (pick: (l: Load) => number) => loads.reduce((n, l) => n + pick(l), 0);
  return {
    label,
    url: loads[0]?.url ?? "",
    reqPerSec: Math.round(median(loads.map((l) => l.reqPerSec))),
    p50Ms: median(loads.map((l) => l.p50Ms)),
    p99Ms: median(loads.map((l) => l.p99Ms)),
    requests: total((l) => l.requests),
    non2xx: total((l) => l.non2xx),
    errors: total((l) => l.errors),
  };
}

/** Alternating the two routes means load that drifts on a shared machine hits both alike. */
async function compare(
  generator: Generator,
  tier: string,
  productUrl: string,
  memoryUrl: string,
  cookie: string,
  durationS: number,
) {
  const seconds = Math.max(2, Math.ceil(durationS / ROUNDS));
  const product: Load[] = [];
  const memory: Load[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    product.push(await load(generator, `GET /api/scripts as ${tier}, round ${round}`, productUrl, cookie, seconds));
    memory.push(await load(generator, `same bytes from memory (${tier}), round ${round}`, memoryUrl, cookie, seconds));
  }
  return {
    generator,
    product: medianLoad(`GET /api/scripts as ${tier} (${generator})`, product),
    memory: medianLoad(`same bytes from memory (${tier}, ${generator})`, memory),
    rounds: { product, memory },
  };
}

function row(l: Load): (string | number)[] {
  return [l.label, `\`${l.url}\``, l.reqPerSec, `${l.p50Ms} ms`, `${l.p99Ms} ms`, l.requests, l.non2xx + l.errors];
}

interface Captured {
  body: string;
  headers: Record<string, string>;
}

async function capture(url: string, member: Member): Promise<Captured | { status: number }> {
  const res = await fetch(url, { headers: { cookie: member.cookie, accept: "application/json" } });
  if (!res.ok) return { status: res.status };
  const headers: Record<string, string> = {};
  for (const name of ["content-type", "cache-control", "vary"]) {
    const value = res.headers.get(name);
    if (value) headers[name] = value;
  }
  return { body: await res.text(), headers };
}

async function measureScripts(
  options: ApiOptions,
  members: Record<(typeof TIERS)[number], Member>,
  generators: readonly Generator[],
) {
  const { baseUrl, dataDir, durationS } = options;
  const bodies: Record<string, Captured> = {};
  for (const tier of TIERS) {
    const got = await capture(`${baseUrl}/api/scripts`, members[tier]);
    if ("status" in got)
      return { available: false as const, reason: `GET /api/scripts answered ${got.status} as a ${tier} member` };
    bodies[tier] = got;
  }
  const bodiesFile = join(dataDir, "memory-bodies.json");
  writeFileSync(bodiesFile, JSON.stringify(bodies));
  const twin = await startMemoryTwin(dataDir, bodiesFile);
  try {
    const runs = [];
    for (const tier of TIERS) {
      const member = members[tier];
      const memoryUrl = `${twin.baseUrl}/api/bench/memory/${tier}`;
      const same = await capture(memoryUrl, member);
      if ("status" in same || same.body !== bodies[tier]?.body)
        throw new Error(`The memory route does not answer the captured ${tier} bytes`);
      const body = bodies[tier]?.body ?? "";
      for (const generator of generators) {
        const compared = await compare(generator, tier, `${baseUrl}/api/scripts`, memoryUrl, member.cookie, durationS);
        runs.push({ tier, ...compared, bodyBytes: Buffer.byteLength(body), gzipBytes: gzipSync(body).length });
      }
    }
    return { available: true as const, runs };
  } finally {
    await twin.stop();
  }
}

export async function measureApi(options: ApiOptions): Promise<SectionResult> {
  const generators: Generator[] = wrkAvailable() ? ["autocannon", "wrk"] : ["autocannon"];
  const head = startSection("api", `API throughput (${generators.join(" and ")}, ${CONNECTIONS} connections)`);
  const { baseUrl, dataDir, durationS } = options;
  const user = await registerMember(baseUrl, "user");
  console.log("API:");
  const authUsers: Load[] = [];
  for (const generator of generators) {
    authUsers.push(await load(generator, "GET /api/auth/user signed in", `${baseUrl}/api/auth/user`, user.cookie, durationS));
  }

  const members = { domination: await registerMember(baseUrl, "domination"), sampler: await registerMember(baseUrl, "sampler") };
  const methods: AccessLevelMethod[] = [];
  for (const tier of TIERS) methods.push(await setAccessLevel(baseUrl, dataDir, members[tier], tier));
  const scripts = await measureScripts(options, members, generators);

  const budgets: Budget[] = [];
  const rows = authUsers.map(row);
  const notes = [
    `${CONNECTIONS} connections, gzip accepted, signed in, each run after a ${WARMUP_S} s warm-up. /api/auth/user: one ${durationS} s run. ` +
      `/api/scripts and its memory route: ${ROUNDS} alternating rounds of ${Math.max(2, Math.ceil(durationS / ROUNDS))} s each; the table shows each one's median round.`,
    `Access levels set by ${methods[0]}.`,
  ];
  if (scripts.available) {
    for (const run of scripts.runs) {
      rows.push(row(run.product), row(run.memory));
      const half = run.memory.reqPerSec / 2;
      budgets.push(
        {
          label: `GET /api/scripts as ${run.tier} (${run.generator}): throughput ≥ half the memory route's`,
          pass: run.product.reqPerSec >= half,
          detail: `${run.product.reqPerSec} req/s vs ${run.memory.reqPerSec} req/s (${Math.round((100 * run.product.reqPerSec) / run.memory.reqPerSec)}%)`,
        },
        {
          label: `GET /api/scripts as ${run.tier} (${run.generator}): p99 < 25 ms`,
          pass: run.product.p99Ms < 25,
          detail: `p99 ${run.product.p99Ms} ms`,
        },
      );
      if (run.generator === generators[0]) notes.push(`The ${run.tier} list is ${run.bodyBytes} bytes (${run.gzipBytes} gzip).`);
    }
    if (generators.includes("wrk")) {
      notes.push(
        "Two load generators: autocannon parses every response in JavaScript and saturates its own core on large bodies " +
          "(for the 116 KB domination list it ran at 100% CPU while the server used 7%), so its latency is mostly its own. " +
          "wrk (C, `apt-get install wrk`) measures the same routes without that ceiling; without wrk only autocannon runs.",
      );
    }
    notes.push(
      "The memory route is `GET /api/bench/memory/:tier` on a twin of the Node entry (tools/bench/memory-twin.ts): the same " +
        "createApp and middleware (session lookup, security headers), answering the bytes captured from /api/scripts with " +
        "their Content-Type and Cache-Control, gzipped once at start as a response cache would keep them. It is the " +
        "ceiling a cached catalogue could reach; the difference is what building the list on each request costs.",
    );
  } else {
    notes.push(`GET /api/scripts: **not available**: ${scripts.reason}.`);
  }
  return {
    ...head,
    status: "ok",
    budgets,
    data: { connections: CONNECTIONS, durationS, generators, accessLevelsSetBy: methods[0], authUser: authUsers, scripts },
    markdown: [
      ...table(["route", "path", "req/s", "p50", "p99", "requests", "non-2xx/errors"], rows),
      "",
      ...notes.map((n) => `- ${n}`),
    ],
  };
}
