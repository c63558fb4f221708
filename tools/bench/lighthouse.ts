// Lighthouse (mobile, simulated throttling, Debian's Chromium) on every public page, one page at a
// time and with nothing else of the bench running: scores drop 10–20 points on a busy CPU
// (TOOLCHAIN.md), so each figure is the median of --runs runs and Lighthouse's metrics sit beside it.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium.ts";
import { chromiumMissing, PUBLIC_PAGES, pageStatus } from "./pages.ts";
import { type Budget, median, type SectionResult, startSection, table } from "./report.ts";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
const BUDGETS: Record<Category, number> = { performance: 98, accessibility: 98, "best-practices": 100, seo: 100 };
const METRICS = {
  fcpMs: "first-contentful-paint",
  lcpMs: "largest-contentful-paint",
  tbtMs: "total-blocking-time",
  cls: "cumulative-layout-shift",
  siMs: "speed-index",
} as const;
type Metric = keyof typeof METRICS;

/** null where Lighthouse could not compute the figure (see the run's errors). */
type Figures = Record<Category | Metric, number | null>;

interface PageScores {
  path: string;
  runs: Figures[];
  median: Figures;
  /** Audits that cost accessibility, best-practices or SEO points, in any run: what to fix. */
  failedAudits: string[];
  warnings: string[];
  errors: string[];
}

interface Run {
  figures: Figures;
  failedAudits: string[];
  warnings: string[];
  errors: string[];
  runtimeError: boolean;
}

async function runOnce(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.configSettings.formFactor !== "mobile") throw new Error("Lighthouse did not run with the mobile form factor");
  const figures = {} as Figures;
  const errors: string[] = lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : [];
  for (const c of CATEGORIES) {
    const score = lhr.categories[c]?.score;
    figures[c] = typeof score === "number" ? Math.round(score * 100) : null;
  }
  for (const [key, id] of Object.entries(METRICS) as [Metric, string][]) {
    const audit = lhr.audits[id];
    const value = audit?.numericValue;
    if (audit?.errorMessage && !lhr.runtimeError) errors.push(`${id}: ${audit.errorMessage}`);
    figures[key] = value === undefined ? null : key === "cls" ? Math.round(value * 1000) / 1000 : Math.round(value);
  }
  const failedAudits = CATEGORIES.filter((c) => c !== "performance").flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${c}: ${ref.id}`),
  );
  return { figures, failedAudits, warnings: lhr.runWarnings.map(String), errors, runtimeError: Boolean(lhr.runtimeError) };
}

/** Lighthouse asks to "run again" when its trace fails (NO_NAVSTART, NO_FCP on a busy CPU): once. */
async function runWithRetry(url: string, port: number): Promise<Run> {
  const first = await runOnce(url, port);
  if (!first.runtimeError) return first;
  const second = await runOnce(url, port);
  return { ...second, warnings: [...second.warnings, `retried after ${first.errors[0] ?? "a runtime error"}`] };
}

/** The median of the runs that produced the figure; null when none did. */
function medianOf(runs: Figures[]): Figures {
  const out = {} as Figures;
  for (const key of Object.keys(runs[0] ?? {}) as (keyof Figures)[]) {
    const values = runs.map((r) => r[key]).filter((v): v is number => v !== null);
    out[key] = values.length ? median(values) : null;
  }
  return out;
}

const show = (value: number | null, unit = "") => (value === null ? "n/a" : `${value}${unit}`);

export async function measureLighthouse(baseUrl: string, runs: number): Promise<SectionResult> {
  const head = startSection("lighthouse", `Lighthouse (mobile, median of ${runs} run${runs > 1 ? "s" : ""})`);
  const missing = chromiumMissing();
  if (missing) return { ...head, status: "not available", reason: missing, budgets: [], data: null, markdown: [] };
  const pages: PageScores[] = [];
  const missingPages: string[] = [];
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ["--headless", ...CHROMIUM_ARGS] });
  try {
    for (const path of PUBLIC_PAGES) {
      const status = await pageStatus(baseUrl, path);
      if (status !== 200) {
        missingPages.push(`${path} (${status})`);
        continue;
      }
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await runWithRetry(`${baseUrl}${path}`, chrome.port));
      const m = medianOf(results.map((r) => r.figures));
      pages.push({
        path,
        runs: results.map((r) => r.figures),
        median: m,
        failedAudits: [...new Set(results.flatMap((r) => r.failedAudits))],
        warnings: [...new Set(results.flatMap((r) => r.warnings))],
        errors: [...new Set(results.flatMap((r) => r.errors))],
      });
      console.log(`  ${path}: ${CATEGORIES.map((c) => show(m[c])).join(" / ")}`);
    }
  } finally {
    chrome.kill();
  }
  if (pages.length === 0) {
    const reason = `no public page exists yet: ${missingPages.join(", ")}`;
    return { ...head, status: "not available", reason, budgets: [], data: { missingPages }, markdown: [] };
  }
  const budgets: Budget[] = CATEGORIES.map((c) => {
    // A score Lighthouse could not compute proves nothing: it counts against the budget, named as such.
    const below = pages.filter((p) => (p.median[c] ?? -1) < BUDGETS[c]).map((p) => `${p.path} ${show(p.median[c])}`);
    const lowest = Math.min(...pages.map((p) => p.median[c] ?? -1));
    return {
      label: `${c} ≥ ${BUDGETS[c]} on every page`,
      pass: below.length === 0,
      detail: below.length ? `below on ${below.join(", ")}` : `${pages.length} pages, lowest ${lowest}`,
    };
  });
  const rows = pages.map(({ path, median: m }) => [
    path,
    ...CATEGORIES.map((c) => show(m[c])),
    show(m.fcpMs, " ms"),
    show(m.lcpMs, " ms"),
    show(m.tbtMs, " ms"),
    show(m.cls),
    show(m.siMs, " ms"),
  ]);
  const warnings = pages.flatMap((p) => [...p.errors, ...p.warnings].map((w) => `- ${p.path}: ${w}`));
  const failed = pages.filter((p) => p.failedAudits.length).map((p) => `- ${p.path}: ${p.failedAudits.join(", ")}`);
  return {
    ...head,
    status: "ok",
    budgets,
    data: { runs, pages, missingPages },
    markdown: [
      ...table(["page", "perf", "a11y", "best practices", "SEO", "FCP", "LCP", "TBT", "CLS", "SI"], rows),
      "",
      missingPages.length
        ? `Not available yet (no page at the path): ${missingPages.join(", ")}.`
        : "Every public page measured.",
      ...(failed.length ? ["", "Audits that cost accessibility, best-practices or SEO points:", "", ...failed] : []),
      ...(warnings.length ? ["", "Lighthouse errors and warnings (n/a above):", "", ...warnings] : []),
    ],
  };
}
