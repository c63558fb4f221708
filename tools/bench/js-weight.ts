// JS weight: the JavaScript each page really loads in Chromium, gzip-sized, first on load and then
// after scrolling to the bottom (client:visible islands load there), plus /dashboard's first load
// for a signed-in member. Every figure comes from the script responses the browser received.
import { gzipSync } from "node:zlib";
import { type Browser, chromium, type Page } from "@playwright/test";
import type { Member } from "./accounts.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH, chromiumMissing, NOT_FOUND_PATH, PUBLIC_PAGES } from "./pages.ts";
import { type Budget, kb, type SectionResult, startSection, table } from "./report.ts";

/** Lighthouse's mobile viewport, so "visible on load" means the same in both sections. */
const VIEWPORT = { width: 412, height: 823 };
const DASHBOARD_BUDGET_BYTES = 100_000;
const FORBIDDEN_CHUNK = /admin|checkout|stripe/i;
const IDLE_TIMEOUT_MS = 10_000;

/** Waits until the network is quiet for 500 ms; a page that never is gets measured as it stands. */
function settle(page: Page): Promise<boolean> {
  return page.waitForLoadState("networkidle", { timeout: IDLE_TIMEOUT_MS }).then(
    () => true,
    () => false,
  );
}

export interface LoadedScript {
  name: string;
  url: string;
  bytes: number;
  gzipBytes: number;
}

interface Island {
  component: string;
  client: string;
  inViewport: boolean;
}

interface Visit {
  status: number;
  finalPath: string;
  initial: LoadedScript[];
  afterScroll: LoadedScript[];
  inlineGzipBytes: number;
  islands: Island[];
  /** False when requests were still going on IDLE_TIMEOUT_MS after load (polling, streaming). */
  networkIdle: boolean;
}

type Phase = "initial" | "afterScroll";
type PageResult = (Visit & { totalGzipBytes: number; early: string[] }) | { notAvailable: string };

const sum = (scripts: LoadedScript[]) => scripts.reduce((n, s) => n + s.gzipBytes, 0);

async function visit(browser: Browser, url: string, options: { scroll: boolean; cookie?: { name: string; value: string } }) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  if (options.cookie) await context.addCookies([{ ...options.cookie, url }]);
  const page = await context.newPage();
  let phase = "initial" as Phase;
  const pending: Promise<LoadedScript & { phase: Phase }>[] = [];
  page.on("response", (res) => {
    if (res.request().resourceType() !== "script") return;
    const at = phase;
    const name = new URL(res.url()).pathname.split("/").pop() ?? res.url();
    pending.push(
      res.body().then(
        (body) => ({ name, url: res.url(), bytes: body.length, gzipBytes: gzipSync(body).length, phase: at }),
        // Shown in the report rather than dropped, so a gap in the figures is visible.
        () => ({ name: `${name} (body unavailable)`, url: res.url(), bytes: 0, gzipBytes: 0, phase: at }),
      ),
    );
  });
  const response = await page.goto(url, { waitUntil: "load" });
  let networkIdle = await settle(page);
  const islands = await readIslands(page);
  const inlineGzipBytes = await inlineScriptGzip(page);
  if (options.scroll) {
    phase = "afterScroll";
    await scrollToBottom(page);
    networkIdle = (await settle(page)) && networkIdle;
  }
  const scripts = await Promise.all(pending);
  const finalPath = new URL(page.url()).pathname;
  await context.close();
  const strip = ({ phase: _, ...s }: LoadedScript & { phase: Phase }) => s;
  return {
    status: response?.status() ?? 0,
    finalPath,
    initial: scripts.filter((s) => s.phase === "initial").map(strip),
    afterScroll: scripts.filter((s) => s.phase === "afterScroll").map(strip),
    inlineGzipBytes,
    islands,
    networkIdle,
  } satisfies Visit;
}

function readIslands(page: Page): Promise<Island[]> {
  return page.$$eval("astro-island", (elements) =>
    elements.map((el) => {
      const r = el.getBoundingClientRect();
      // An island that renders nothing (0×0) still counts as visible when its position is on screen.
      const inViewport = r.bottom >= 0 && r.top <= window.innerHeight && r.right >= 0 && r.left <= window.innerWidth;
      return {
        component: new URL(el.getAttribute("component-url") ?? "", location.href).href,
        client: el.getAttribute("client") ?? "",
        inViewport,
      };
    }),
  );
}

/** Inline classic and module scripts count as JS the page ships (JSON-LD and data blocks do not). */
async function inlineScriptGzip(page: Page): Promise<number> {
  const texts = await page.$$eval("script:not([src])", (els) =>
    (els as HTMLScriptElement[])
      .filter((s) => ["", "module", "text/javascript", "application/javascript"].includes(s.type))
      .map((s) => s.textContent ?? ""),
  );
  return texts.reduce((n, t) => n + (t.trim() ? gzipSync(t).length : 0), 0);
}

async function scrollToBottom(page: Page): Promise<void> {
  for (let step = 0; step < 60; step++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(100);
    if (atBottom) break;
  }
}

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
    console.log(`  /dashboard: ${kb(sum(dashboard.initial))}`);
    return { ...head, ...summarize(pages, dashboard) };
  } finally {
    await browser.close();
  }
}

function summarize(
  pages: Record<string, PageResult>,
  dashboard: Visit,
): Pick<SectionResult, "status" | "budgets" | "data" | "markdown"> {
  const rows: (string | number)[][] = [];
  const heavyWithoutIslands: string[] = [];
  const early: string[] = [];
  let measured = 0;
  for (const [path, p] of Object.entries(pages)) {
    let label = path === NOT_FOUND_PATH ? `${path} (404)` : path;
    if ("notAvailable" in p) {
      rows.push([label, `not available (${p.notAvailable})`, "", "", "", ""]);
      continue;
    }
    measured++;
    if (!p.networkIdle) label += ` (network still busy after ${IDLE_TIMEOUT_MS / 1000} s)`;
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
  const forbidden = dashboard.initial.filter((s) => FORBIDDEN_CHUNK.test(s.name)).map((s) => s.name);
  const budgets: Budget[] = [
    {
      label: "/dashboard first load < 100 kB gzip",
      pass: dashTotal < DASHBOARD_BUDGET_BYTES,
      detail: `${kb(dashTotal)} in ${dashboard.initial.length} scripts`,
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
        detail: heavyWithoutIslands.length ? heavyWithoutIslands.join("; ") : `${measured} pages checked`,
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
    data: { viewport: VIEWPORT, pages, dashboard: { ...dashboard, totalGzipBytes: dashTotal } },
    markdown: [
      `Viewport ${VIEWPORT.width}×${VIEWPORT.height}, a fresh browser context per page; gzip (level 6) of each script body, inline scripts included.`,
      "",
      ...table(
        ["page", "on load", "after scrolling to the bottom", "islands", "scripts on load", "scripts after scrolling"],
        rows,
      ),
      "",
      `/dashboard first load, signed in as a domination member${dashNote}: **${kb(dashTotal)}**: ${names(dashboard.initial)}.`,
    ],
  };
}
