// Lighthouse (mobile, simulated throttling, Debian's Chromium) on every public page, one page at a
// time and with nothing else of the bench running: scores drop 10–20 points on a busy CPU
// (TOOLCHAIN.md), so each figure is the median of --runs runs and Lighthouse's metrics sit beside it.
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium.ts";
import { CORE_METRICS, type Figures as LhFigures, type LighthouseRun, medianOf, runLighthouse, show } from "./lighthouse-runs.ts";
import { chromiumMissing, PUBLIC_PAGES, pageStatus } from "./pages.ts";
import { type Budget, type SectionResult, startSection, table } from "./report.ts";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
const BUDGETS: Record<Category, number> = { performance: 98, accessibility: 98, "best-practices": 100, seo: 100 };
const METRICS = { ...CORE_METRICS, siMs: "speed-index" } as const;
type Metric = keyof typeof METRICS;

type Figures = LhFigures<Category | Metric>;
type Run = LighthouseRun<Category | Metric>;

interface PageScores {
  path: string;
  runs: Figures[];
  median: Figures;
  /** Audits that cost accessibility, best-practices or SEO points, in any run: what to fix. */
  failedAudits: string[];
  warnings: string[];
  errors: string[];
}

const RUN_OPTIONS = {
  categories: CATEGORIES,
  metrics: METRICS,
  auditCategories: CATEGORIES.filter((c) => c !== "performance"),
  auditBelow: 1,
};

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
      const results: Run[] = [];
      for (let i = 0; i < runs; i++) results.push(await runLighthouse(`${baseUrl}${path}`, chrome.port, RUN_OPTIONS));
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
