// The browser side of the JS weight section: one page visit in a fresh Chromium context, collecting
// every script response (gzip-sized), the page's inline scripts and its Astro islands, on load and
// after scrolling to the bottom.
import { gzipSync } from "node:zlib";
import type { Browser, Page } from "@playwright/test";

/** Lighthouse's mobile viewport, so "visible on load" means the same in both sections. */
export const VIEWPORT = { width: 412, height: 823 };
export const IDLE_TIMEOUT_MS = 10_000;

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

export interface Island {
  component: string;
  client: string;
  inViewport: boolean;
}

export interface Visit {
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
export type PageResult = (Visit & { totalGzipBytes: number; early: string[] }) | { notAvailable: string };

export const sum = (scripts: LoadedScript[]) => scripts.reduce((n, s) => n + s.gzipBytes, 0);

export async function visit(
  browser: Browser,
  url: string,
  options: { scroll: boolean; cookie?: { name: string; value: string } },
) {
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
