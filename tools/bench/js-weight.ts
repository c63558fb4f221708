// JS weight: the JavaScript each page really loads in Chromium, gzip-sized, first on load and then
// after scrolling to the bottom (client:visible islands load there), plus /dashboard's first load
// for a signed-in member. Every figure comes from the script responses the browser received.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../chromium.ts";
import type { Member } from "./accounts.ts";
import { IDLE_TIMEOUT_MS, type LoadedScript, type PageResult, sum, VIEWPORT, type Visit, visit } from "./js-weight-browser.ts";
import { chromiumMissing, NOT_FOUND_PATH, PUBLIC_PAGES } from "./pages.ts";
import { DEPLOY_CHANGES, measureRepeatVisit, type RepeatVisit } from "./repeat-visit.ts";
import { type Budget, kb, type SectionResult, startSection, table } from "./report.ts";

/** React included (docs/decisions, the member app runs React everywhere). */
const DASHBOARD_BUDGET_BYTES = 110_000;
/** What a returning member downloads again after a deploy that changed one page's code. */
const REPEAT_VISIT_BUDGET_BYTES = 15_000;
const FORBIDDEN_CHUNK = /admin|checkout|stripe/i;

/** Islands whose code arrived on load although they were off screen (a visible island sharing it excuses it). */
function earlyIslands(v: Visit): string[] {
  const loaded = new Set(v.initial.map((s) => s.url));
  const visible = new Set(v.islands.filter((i) => i.inViewport).map((i) => i.component));
  return v.islands
    .filter((i) => !i.inViewport && loaded.has(i.component) && !visible.has(i.component))
    .map((i) => `${i.component.split("/").pop()} (client:${i.client})`);
}

function names(scripts: LoadedScript[]): string {
  return scripts.map((s) => `${s.name} ${kb(s.gzipBytes)}`).join(", ") || "none";
}

export async function measureJsWeight(baseUrl: string, dashboardMember: Member): Promise<SectionResult> {
  const head = startSection("js", "JavaScript weight (gzip, Chromium)");
  const missing = chromiumMissing();
  if (missing) return { ...head, status: "not available", reason: missing, budgets: [], data: null, markdown: [] };
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const pages: Record<string, PageResult> = {};
    for (const path of [...PUBLIC_PAGES, NOT_FOUND_PATH]) {
      const v = await visit(browser, `${baseUrl}${path}`, { scroll: true });
      console.log(`  ${path}: ${v.status}, ${kb(sum(v.initial) + sum(v.afterScroll) + v.inlineGzipBytes)}`);
      const expected = path === NOT_FOUND_PATH ? 404 : 200;
      if (v.status !== expected) {
        pages[path] = { notAvailable: `answered ${v.status}` };
        continue;
      }
      pages[path] = { ...v, totalGzipBytes: sum(v.initial) + sum(v.afterScroll) + v.inlineGzipBytes, early: earlyIslands(v) };
    }
    const dashboard = await visit(browser, `${baseUrl}/dashboard`, {
      scroll: false,
      cookie: { name: dashboardMember.cookie.split("=")[0] ?? "sid", value: dashboardMember.sessionToken },
    });
    const workDir = await mkdtemp(join(tmpdir(), "realty-repeat-visit-"));
    const repeats: RepeatVisit[] = [];
    try {
      for (const change of DEPLOY_CHANGES) repeats.push(await measureRepeatVisit(change, workDir));
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
    console.log(
      `  /dashboard: ${kb(sum(dashboard.initial))}, again after a deploy changing ${repeats.map((r) => `${r.change.label} ${kb(r.refetchedGzipBytes)}`).join("; ")}`,
    );
    return { ...head, ...summarize(pages, dashboard, repeats) };
  } finally {
    await browser.close();
  }
}

function summarize(
  pages: Record<string, PageResult>,
  dashboard: Visit,
  repeats: RepeatVisit[],
): Pick<SectionResult, "status" | "budgets" | "data" | "markdown"> {
  const rows: (string | number)[][] = [];
  const heavyWithoutIslands: string[] = [];
  const early: string[] = [];
  let measured = 0;
  let withoutIslands = 0;
  for (const [path, p] of Object.entries(pages)) {
    let label = path === NOT_FOUND_PATH ? `${path} (404)` : path;
    if ("notAvailable" in p) {
      rows.push([label, `not available (${p.notAvailable})`, "", "", "", ""]);
      continue;
    }
    measured++;
    if (!p.networkIdle) label += ` (network still busy after ${IDLE_TIMEOUT_MS / 1000} s)`;
    if (p.islands.length === 0) withoutIslands++;
    if (p.islands.length === 0 && p.totalGzipBytes > 0) heavyWithoutIslands.push(`${path} ${kb(p.totalGzipBytes)}`);
    early.push(...p.early.map((e) => `${path}: ${e}`));
    const counts = new Map<string, number>();
    for (const i of p.islands) {
      const key = `${i.component.split("/").pop()} (client:${i.client})`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    const islands = [...counts].map(([key, n]) => (n > 1 ? `${key} ×${n}` : key)).join(", ") || "none";
    rows.push([
      label,
      kb(sum(p.initial) + p.inlineGzipBytes),
      kb(p.totalGzipBytes),
      islands,
      names(p.initial),
      names(p.afterScroll),
    ]);
  }
  const dashTotal = sum(dashboard.initial);
  const [pageDeploy, ...widerDeploys] = repeats;
  const forbidden = dashboard.initial.filter((s) => FORBIDDEN_CHUNK.test(s.name)).map((s) => s.name);
  const budgets: Budget[] = [
    {
      label: "/dashboard first load ≤ 110 kB gzip (React included)",
      pass: dashTotal <= DASHBOARD_BUDGET_BYTES,
      detail: `${kb(dashTotal)} in ${dashboard.initial.length} scripts`,
    },
    {
      label: "/dashboard repeat visit after a deploy changing the page's code ≤ 15 kB gzip",
      pass: pageDeploy !== undefined && pageDeploy.refetchedGzipBytes <= REPEAT_VISIT_BUDGET_BYTES,
      detail: pageDeploy ? refetchedDetail(pageDeploy) : "not measured",
    },
    {
      label: "/dashboard first load has no admin or checkout chunk",
      pass: forbidden.length === 0,
      detail: forbidden.length ? forbidden.join(", ") : `chunks: ${dashboard.initial.map((s) => s.name).join(", ")}`,
    },
  ];
  if (measured > 0) {
    budgets.push(
      {
        label: "pages without islands ship 0 bytes of JS",
        pass: heavyWithoutIslands.length === 0,
        detail: heavyWithoutIslands.length
          ? heavyWithoutIslands.join("; ")
          : `${withoutIslands} of ${measured} pages have no island, all at 0 bytes`,
      },
      {
        label: "no island's JS loaded before it is visible",
        pass: early.length === 0,
        detail: early.length ? early.join("; ") : "every island loaded on load was on screen",
      },
    );
  }
  let dashNote =
    dashboard.finalPath === "/dashboard" ? "" : ` (ended on ${dashboard.finalPath}: the member was not kept on the dashboard)`;
  if (!dashboard.networkIdle) dashNote += ` (network still busy after ${IDLE_TIMEOUT_MS / 1000} s)`;
  return {
    status: "ok",
    budgets,
    data: {
      viewport: VIEWPORT,
      pages,
      dashboard: { ...dashboard, totalGzipBytes: dashTotal, repeatVisits: repeats },
    },
    markdown: [
      `Viewport ${VIEWPORT.width}×${VIEWPORT.height}, a fresh browser context per page; gzip (level 6) of each script body, inline scripts included.`,
      "",
      ...table(
        ["page", "on load", "after scrolling to the bottom", "islands", "scripts on load", "scripts after scrolling"],
        rows,
      ),
      "",
      `/dashboard first load, signed in as a domination member${dashNote}: **${kb(dashTotal)}**: ${names(dashboard.initial)}.`,
      "",
      "/dashboard again after a deploy that changed only app code (the member app built twice with one module changed; every first-load script whose file name changed is fetched again):",
      "",
      ...repeats.map(
        (r) => `- ${r.change.label} (\`${r.change.module}\`): **${kb(r.refetchedGzipBytes)}**: ${refetchedDetail(r)}`,
      ),
      ...(widerDeploys.length
        ? ["", "Only the first is budgeted: it is the everyday deploy; the others show the widest app-only change."]
        : []),
    ],
  };
}

function refetchedDetail(r: RepeatVisit): string {
  return `${r.refetched.length} scripts: ${r.refetched.map((s) => `${s.file} ${kb(s.gzipBytes)}`).join(", ") || "none"}`;
}
