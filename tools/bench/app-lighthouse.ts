// Lighthouse on the member app: the sign-in and purchase pages as a visitor, every
// dashboard tab, the account and the Social Hub as a domination member, and the admin as an admin.
// Mobile, one page at a time, the median of --runs runs, with Lighthouse's own metrics beside each
// score (TOOLCHAIN.md: scores drop 10–20 points on a busy CPU; read the load average in the header).
import { loadavg } from "node:os";
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium.ts";
import { adminCookie, registerMember, setAccessLevel } from "./accounts.ts";
import { CORE_METRICS, type Figures as LhFigures, type LighthouseRun, medianOf, runLighthouse, show } from "./lighthouse-runs.ts";
import { chromiumMissing } from "./pages.ts";
import { type Budget, type SectionResult, startSection, table } from "./report.ts";

const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;
type Category = (typeof CATEGORIES)[number];
const BUDGETS: Record<Category, number> = { performance: 97, accessibility: 100, "best-practices": 100 };
const METRICS = CORE_METRICS;
type Metric = keyof typeof METRICS;
type Figures = LhFigures<Category | Metric>;
type Who = "visitor" | "member" | "admin";

/** The pages of the issue and who opens them. Each dashboard tab has its own address (the route manifest). */
export const APP_PAGES: readonly { path: string; who: Who }[] = [
  { path: "/login", who: "visitor" },
  { path: "/register", who: "visitor" },
  { path: "/purchase", who: "visitor" },
  { path: "/checkout", who: "visitor" },
  { path: "/dashboard", who: "member" },
  { path: "/dashboard/videos", who: "member" },
  { path: "/dashboard/posts", who: "member" },
  { path: "/dashboard/leads", who: "member" },
  { path: "/account", who: "member" },
  { path: "/social-hub", who: "member" },
  { path: "/admin", who: "admin" },
];

const RUN_OPTIONS = { categories: CATEGORIES, metrics: METRICS, auditCategories: CATEGORIES, auditBelow: 0.9 };

export async function measureAppLighthouse(baseUrl: string, dataDir: string, runs: number): Promise<SectionResult> {
  const head = startSection("app-lighthouse", `Lighthouse on the member app (mobile, median of ${runs})`);
  const missing = chromiumMissing();
  if (missing) return { ...head, status: "not available", reason: missing, budgets: [], data: null, markdown: [] };
  const member = await registerMember(baseUrl, "app-lighthouse");
  await setAccessLevel(baseUrl, dataDir, member, "domination");
  const cookies: Record<Who, string | null> = { visitor: null, member: member.cookie, admin: await adminCookie(baseUrl) };

  const pages: {
    path: string;
    who: Who;
    median: Figures;
    runs: Figures[];
    failedAudits: string[];
    errors: string[];
    /** The 1-minute load average before the page's runs: simulated throttling still varies with it. */
    load: number;
  }[] = [];
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ["--headless", ...CHROMIUM_ARGS] });
  try {
    for (const { path, who } of APP_PAGES) {
      const load = Math.round((loadavg()[0] ?? 0) * 100) / 100;
      const results: LighthouseRun<Category | Metric>[] = [];
      for (let i = 0; i < runs; i++)
        results.push(await runLighthouse(`${baseUrl}${path}`, chrome.port, { ...RUN_OPTIONS, cookie: cookies[who] }));
      const m = medianOf(results.map((r) => r.figures));
      pages.push({
        path,
        who,
        median: m,
        runs: results.map((r) => r.figures),
        failedAudits: [...new Set(results.flatMap((r) => r.failedAudits))],
        errors: results.flatMap((r) => (r.runtimeError ? [r.runtimeError] : [])),
        load,
      });
      console.log(`  ${path} (${who}): ${CATEGORIES.map((c) => show(m[c])).join(" / ")}, LCP ${show(m.lcpMs, " ms")}`);
    }
  } finally {
    chrome.kill();
  }

  const budgets: Budget[] = CATEGORIES.map((c) => {
    const below = pages.filter((p) => (p.median[c] ?? -1) < BUDGETS[c]).map((p) => `${p.path} ${show(p.median[c])}`);
    return {
      label: `app ${c} ≥ ${BUDGETS[c]} on every page`,
      pass: below.length === 0,
      detail: below.length ? `below on ${below.join(", ")}` : `${pages.length} pages`,
    };
  });
  const rows = pages.map(({ path, who, median: m, load }) => [
    path,
    who,
    ...CATEGORIES.map((c) => show(m[c])),
    show(m.fcpMs, " ms"),
    show(m.lcpMs, " ms"),
    show(m.tbtMs, " ms"),
    show(m.cls),
    String(load),
  ]);
  const audits = pages.filter((p) => p.failedAudits.length).map((p) => `- ${p.path}: ${p.failedAudits.join(", ")}`);
  const errors = pages.flatMap((p) => p.errors.map((e) => `- ${p.path}: ${e}`));
  return {
    ...head,
    status: "ok",
    budgets,
    data: { runs, pages },
    markdown: [
      ...table(["page", "as", "perf", "a11y", "best practices", "FCP", "LCP", "TBT", "CLS", "load"], rows),
      ...(audits.length ? ["", "Audits scoring under 0.9:", ...audits] : []),
      ...(errors.length ? ["", "Runs Lighthouse reported as broken:", ...errors] : []),
    ],
  };
}
