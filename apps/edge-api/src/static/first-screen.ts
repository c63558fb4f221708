// A signed-in member's first screen, drawn by the server (Node entry): the route manifest's first
// reads are answered by this same app in-process, with the member's own cookie, and the member
// build's server bundle (apps/member/src/server-entry.tsx) draws the page from those answers into
// the address's HTML, the answers beside it as JSON for the browser to hydrate from. The largest
// paint (the market card, a tab's first cards and images) then comes with the HTML, not after the
// JavaScript and its reads. Anything unexpected sends the build's first screen instead.
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { type DrawnApp, type MemberRoute, withDrawnApp } from "@realty/contracts/member-routes";
import { isAdminRole } from "@realty/plans";
import { SESSION_READ } from "./spa-preload.ts";

/** The member build's server entry, as `vite build --ssr` writes it. */
export interface FirstScreenBundle {
  renderFirstScreen(request: {
    path: string;
    search: string;
    firstReads: Record<string, unknown>;
    signal?: AbortSignal;
  }): Promise<DrawnApp>;
  SESSION_READ_KEY: string;
}

/**
 * A read's answer larger than this (as JSON) stays out of the page: the HTML is what the first paint
 * waits for, and the Scripts tab's cards alone would be 34 KB of its 39 KB gzip. It is preloaded
 * beside the HTML instead, and the browser fetches it before hydrating.
 */
const INLINE_READ_MAX_CHARS = 8_000;

/** A drawing that takes longer than this is dropped: the build's first screen is sent at once instead. */
const DRAW_BUDGET_MS = 1500;

/** The member build's server entry, or null when the build has none (an older build: no member is drawn). */
export async function loadFirstScreenBundle(file: string): Promise<FirstScreenBundle | null> {
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as FirstScreenBundle;
}

export interface FirstScreenRequest {
  route: MemberRoute;
  path: string;
  /** The query string without its "?". */
  search: string;
  /** Answers one API read as the member's own request would be answered. */
  read: (path: string) => Promise<Response>;
}

export interface DrawnFirstScreen extends DrawnApp {
  /** Read key → answer, for the page's JSON block. */
  reads: Record<string, unknown>;
  /** Reads drawn from but too large for the page: preloaded with it, fetched before hydrating. */
  readsLeftOut: string[];
  /** Images the drawing asks for first (its largest paint): announced with the response's headers. */
  firstImages: string[];
}

/** React writes a preload for each image drawn with fetchPriority="high" (a tab's first thumbnail or post). */
const HIGH_PRIORITY_IMAGE = /<link rel="preload" as="image" href="([^"]+)" fetchPriority="high"\/>/g;

function firstImagesOf(appHtml: string): string[] {
  return [...appHtml.matchAll(HIGH_PRIORITY_IMAGE)].map((m) => (m[1] ?? "").replaceAll("&amp;", "&")).filter(Boolean);
}

async function readJson(read: FirstScreenRequest["read"], path: string): Promise<unknown> {
  const res = await read(path);
  // A read that fails is left out: the page asks for it again and shows its own error or empty state.
  return res.ok ? res.json() : undefined;
}

/** A signed-in session sent on from this address, as the app itself would send it (an admin at /admin). */
export interface FirstScreenRedirect {
  redirect: string;
}

export type FirstScreen = DrawnFirstScreen | FirstScreenRedirect;

/** Whether a signed-in session at this address gets anything from the server: a drawing or a redirect. */
function drawsOrRedirects(route: MemberRoute): boolean {
  const signedIn = [route.open.user, route.open.admin];
  return Boolean(route.firstReads?.length) || signedIn.some((target) => target && "redirect" in target);
}

/**
 * The session's own first screen at a member address with first reads, the address it is sent on
 * to, or null: a visitor, an address the session does not open, or a drawing that failed or ran out
 * of time (the build's first screen is sent, and the app decides).
 */
export async function drawFirstScreen(bundle: FirstScreenBundle, request: FirstScreenRequest): Promise<FirstScreen | null> {
  const { route, read } = request;
  if (!drawsOrRedirects(route)) return null;
  const session = (await readJson(read, SESSION_READ)) as { user?: { role?: string; isAdmin?: boolean } | null } | undefined;
  const user = session?.user;
  if (!user) return null;
  const target = route.open[user.isAdmin || isAdminRole(user.role) ? "admin" : "user"];
  if (!target) return null;
  if ("redirect" in target) return { redirect: target.redirect };
  if (!route.firstReads?.length) return null;
  const answers = await Promise.all(route.firstReads.map((path) => readJson(read, path)));
  const reads: Record<string, unknown> = { [bundle.SESSION_READ_KEY]: user };
  route.firstReads.forEach((path, i) => {
    if (answers[i] !== undefined) reads[path] = answers[i];
  });
  const signal = AbortSignal.timeout(DRAW_BUDGET_MS);
  const drawn = await bundle.renderFirstScreen({ path: request.path, search: request.search, firstReads: reads, signal });
  // Each answer is measured once: the Scripts tab's cards alone are 122 KB of JSON.
  const readsLeftOut = Object.keys(reads).filter((path) => JSON.stringify(reads[path]).length > INLINE_READ_MAX_CHARS);
  const inPage = Object.fromEntries(Object.entries(reads).filter(([path]) => !readsLeftOut.includes(path)));
  return { ...drawn, reads: inPage, readsLeftOut, firstImages: firstImagesOf(drawn.appHtml) };
}

/** JSON safe inside a <script> element: no "</script>" or "<!--" can end or bend it. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * The build's HTML of the address with the member's first screen in #root and its reads at the end
 * of the body: the browser can paint the screen before it has parsed the reads, which only the script needs.
 */
export function withFirstScreen(shellHtml: string, drawn: DrawnFirstScreen): string {
  const leftOut = drawn.readsLeftOut.map((path) => path.replaceAll("&", "&amp;").replaceAll('"', "&quot;")).join(" ");
  const json = `<script type="application/json" id="first-reads" data-left-out="${leftOut}">${scriptSafeJson(drawn.reads)}</script>`;
  return withDrawnApp(shellHtml, drawn, json);
}
