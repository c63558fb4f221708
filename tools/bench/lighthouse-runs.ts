// One Lighthouse run as both Lighthouse sections take it (public pages: lighthouse.ts, member app:
// app-lighthouse.ts): mobile, the categories' scores out of 100 and Lighthouse's own metrics beside
// them, the audits that cost points, and one retry when Lighthouse reports its trace as broken.
import lighthouse from "lighthouse";
import { median } from "./report.ts";

/** Lighthouse's own metrics reported beside the scores, by figure name → audit id. */
export const CORE_METRICS = {
  fcpMs: "first-contentful-paint",
  lcpMs: "largest-contentful-paint",
  tbtMs: "total-blocking-time",
  cls: "cumulative-layout-shift",
} as const;

/** Scores and metrics by name; null where Lighthouse could not compute the figure. */
export type Figures<K extends string> = Record<K, number | null>;

export interface LighthouseRun<K extends string> {
  figures: Figures<K>;
  /** "category: audit-id" for weighted audits scoring under the options' auditBelow. */
  failedAudits: string[];
  warnings: string[];
  /** The runtime error and the metrics' own error messages. */
  errors: string[];
  /** Lighthouse's runtime error ("NO_FCP: ..."), null for a sound run. */
  runtimeError: string | null;
}

export interface RunOptions<C extends string, M extends string> {
  categories: readonly C[];
  /** Figure name → Lighthouse audit id, e.g. lcpMs → "largest-contentful-paint". */
  metrics: Record<M, string>;
  /** Categories whose weighted audits are checked, and the score under which one counts as failed. */
  auditCategories: readonly C[];
  auditBelow: number;
  /**
   * The session cookie ("name=value") in the browser's cookie jar for the run, as a signed-in
   * browser holds it: sent with every request to the site, redirects included. None: no cookies.
   */
  cookie?: string | null;
}

/** One call to the browser's DevTools endpoint (the browser target, over its WebSocket). */
async function browserCommand(port: number, method: string, params: Record<string, unknown>): Promise<void> {
  const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const socket = new WebSocket(version.webSocketDebuggerUrl);
  await new Promise<void>((resolve, reject) => {
    socket.onerror = () => reject(new Error(`DevTools ${method}: the connection failed`));
    socket.onopen = () => socket.send(JSON.stringify({ id: 1, method, params }));
    socket.onmessage = (event) => {
      const reply = JSON.parse(String(event.data)) as { id?: number; error?: { message: string } };
      if (reply.id !== 1) return;
      if (reply.error) reject(new Error(`DevTools ${method}: ${reply.error.message}`));
      else resolve();
    };
  }).finally(() => socket.close());
}

/** Empties the browser's cookie jar, then puts the session's cookie in it for the site. */
async function holdSession(port: number, url: string, cookie: string | null | undefined): Promise<void> {
  await browserCommand(port, "Storage.clearCookies", {});
  if (!cookie) return;
  const cookies = cookie.split(";").map((pair) => {
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at).trim(), value: pair.slice(at + 1).trim(), url: new URL(url).origin };
  });
  await browserCommand(port, "Storage.setCookies", { cookies });
}

async function runOnce<C extends string, M extends string>(
  url: string,
  port: number,
  options: RunOptions<C, M>,
): Promise<LighthouseRun<C | M>> {
  await holdSession(port, url, options.cookie);
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...options.categories] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.configSettings.formFactor !== "mobile") throw new Error("Lighthouse did not run with the mobile form factor");
  const figures = {} as Figures<C | M>;
  const runtimeError = lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null;
  const errors: string[] = runtimeError ? [runtimeError] : [];
  for (const c of options.categories) {
    const score = lhr.categories[c]?.score;
    figures[c] = typeof score === "number" ? Math.round(score * 100) : null;
  }
  for (const [key, id] of Object.entries(options.metrics) as [M, string][]) {
    const audit = lhr.audits[id];
    const value = audit?.numericValue;
    if (audit?.errorMessage && !runtimeError) errors.push(`${id}: ${audit.errorMessage}`);
    figures[key] = value === undefined ? null : key === "cls" ? Math.round(value * 1000) / 1000 : Math.round(value);
  }
  const failedAudits = options.auditCategories.flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < options.auditBelow)
      .map((ref) => `${c}: ${ref.id}`),
  );
  return { figures, failedAudits, warnings: lhr.runWarnings.map(String), errors, runtimeError };
}

/** Lighthouse asks to "run again" when its trace fails (NO_NAVSTART, NO_FCP on a busy CPU): once. */
export async function runLighthouse<C extends string, M extends string>(
  url: string,
  port: number,
  options: RunOptions<C, M>,
): Promise<LighthouseRun<C | M>> {
  const first = await runOnce(url, port, options);
  if (!first.runtimeError) return first;
  const second = await runOnce(url, port, options);
  return { ...second, warnings: [...second.warnings, `retried after ${first.runtimeError}`] };
}

/** The median of the runs that produced each figure; null when none did. */
export function medianOf<K extends string>(runs: Figures<K>[]): Figures<K> {
  const out = {} as Figures<K>;
  for (const key of Object.keys(runs[0] ?? {}) as K[]) {
    const values = runs.map((r) => r[key]).filter((v): v is number => v !== null);
    out[key] = values.length ? median(values) : null;
  }
  return out;
}

export const show = (value: number | null, unit = ""): string => (value === null ? "n/a" : `${value}${unit}`);
