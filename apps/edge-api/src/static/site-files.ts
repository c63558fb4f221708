// Serves the built marketing site and member SPA from disk, for the Node entry only (on Workers
// a CDN serves them). Both builds are small, so files are read once and kept in memory.
import { readdir, readFile } from "node:fs/promises";
import { extname, join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { type MemberRoute, memberRouteAt, shellFile } from "@realty/contracts/member-routes";
import type { Context } from "hono";
import { acceptsGzip } from "../lib/accept-encoding.ts";
import { type FirstScreen, withFirstScreen } from "./first-screen.ts";
import {
  hasSessionCookie,
  linkEverything,
  pageBootHash,
  parseRouteChunks,
  type SpaPreloads,
  spaPreloads,
  withAfterPaintLoads,
} from "./spa-preload.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

interface SiteFile {
  body: Buffer;
  /** gzip copy made once at start for text files over 1 KB (no per-request compression). */
  gzip?: Buffer;
  type: string;
  immutable: boolean;
  /** Extra headers written beside the file (e.g. a CSP with the page's inline script hashes). */
  headers?: Record<string, string>;
}

/** A page made at run time, with its gzip copy. */
function htmlFile(html: string, type: string, level: number): SiteFile {
  const body = Buffer.from(html);
  return { body, gzip: gzipSync(body, { level }), type, immutable: false };
}

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))),
  );
  return nested.flat();
}

async function load(root: string, immutablePrefix: string): Promise<Map<string, SiteFile>> {
  const files = new Map<string, SiteFile>();
  for (const path of await walk(root)) {
    const url = `/${relative(root, path).split("\\").join("/")}`;
    const type = TYPES[extname(path)] ?? "application/octet-stream";
    const body = await readFile(path);
    const gzip = COMPRESSIBLE.test(type) && body.length > 1024 ? gzipSync(body, { level: 9 }) : undefined;
    files.set(url, { body, gzip, type, immutable: url.startsWith(immutablePrefix) });
  }
  return files;
}

export interface SiteOptions {
  marketingDist: string;
  memberDist: string;
  /** Headers for marketing HTML pages, keyed by URL path (from the marketing build's manifest). */
  pageHeaders?: (path: string) => Record<string, string> | undefined;
  /** Headers for the member app's HTML at a path (its CSP: the page's inline script, Stripe on the checkout). */
  spaHeaders?: (path: string, page: { inlineScriptHashes: string[] }) => Record<string, string> | undefined;
  /**
   * Draws a signed-in session's first screen at an address, or names the address it is sent on to
   * (static/first-screen.ts); null for the build's first screen. Asked only when the request
   * carries a session cookie.
   */
  memberFirstScreen?: (c: Context, route: MemberRoute) => Promise<FirstScreen | null>;
}

/** A handler for every non-API GET: marketing pages and assets, then the SPA shell. */
export async function createSiteHandler(options: SiteOptions) {
  const marketing = await load(options.marketingDist, "/_astro/");
  const member = await load(options.memberDist, "/assets/");
  // The build's own records (Vite's manifest) are for tools, and its server bundle for the server, not for browsers.
  for (const url of member.keys()) if (url.startsWith("/.vite/") || url.startsWith("/server/")) member.delete(url);
  const spaShell = member.get("/index.html");
  const routeChunks = parseRouteChunks(member.get("/route-preloads.json")?.body.toString("utf8"));
  const notFoundPage = marketing.get("/404.html");

  /** The address's first screen, drawn into its HTML by the member build. */
  function memberHtml(route: MemberRoute): SiteFile | undefined {
    return member.get(`/${shellFile(route.path)}`);
  }

  /**
   * The session's own first screen in the address's HTML, or the address it is sent on to; private
   * to them, so never kept by a cache.
   */
  async function memberPage(
    c: Context,
    route: MemberRoute,
    shell: SiteFile,
  ): Promise<{ html: string; firstImages: string[]; readsLeftOut: string[] } | { redirect: string } | null> {
    if (!options.memberFirstScreen || !hasSessionCookie(c.req.header("cookie"))) return null;
    const drawn = await options.memberFirstScreen(c, route);
    if (!drawn || "redirect" in drawn) return drawn;
    return {
      html: withFirstScreen(shell.body.toString("utf8"), drawn),
      firstImages: drawn.firstImages,
      readsLeftOut: drawn.readsLeftOut,
    };
  }

  /**
   * The build's HTML of an address with what its inline script loads after the first paint, made
   * once per address and session kind (a visitor's and a member's differ) and kept.
   */
  const shellsWithLoads = new Map<string, SiteFile>();
  /**
   * The hash of each build's page's inline script, taken once: a page drawn for a member carries
   * the same script as the build's page it was drawn into.
   */
  const bootHashes = new Map<SiteFile, string | null>();
  function bootHashOf(shell: SiteFile): string | null {
    if (!bootHashes.has(shell)) bootHashes.set(shell, pageBootHash(shell.body.toString("utf8")));
    return bootHashes.get(shell) ?? null;
  }
  function shellWithLoads(shell: SiteFile, key: string, loads: SpaPreloads): SiteFile | null {
    const kept = shellsWithLoads.get(key);
    if (kept) return kept;
    const html = withAfterPaintLoads(shell.body.toString("utf8"), loads);
    if (html === null) return null;
    const file = htmlFile(html, shell.type, 9);
    shellsWithLoads.set(key, file);
    return file;
  }

  function lookup(path: string): SiteFile | undefined {
    const clean = path.endsWith("/") ? path : `${path}/`;
    return (
      marketing.get(path) ??
      marketing.get(`${clean}index.html`) ??
      marketing.get(`${path}.html`) ??
      (path === "/index.html" || path.startsWith("/shells/") ? undefined : member.get(path))
    );
  }

  function respond(c: Context, file: SiteFile, status: 200 | 404 = 200, extra?: Record<string, string>) {
    const headers: Record<string, string> = {
      "Content-Type": file.type,
      "Cache-Control": file.immutable ? "public, max-age=31536000, immutable" : "no-cache",
      ...file.headers,
      ...extra,
    };
    if (!file.gzip) return c.body(new Uint8Array(file.body), status, headers);
    headers.Vary = headers.Vary ? `${headers.Vary}, Accept-Encoding` : "Accept-Encoding";
    if (!acceptsGzip(c.req.header("accept-encoding"))) return c.body(new Uint8Array(file.body), status, headers);
    headers["Content-Encoding"] = "gzip";
    return c.body(new Uint8Array(file.gzip), status, headers);
  }

  return async function serveSite(c: Context): Promise<Response | null> {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return null;
    const path = decodeURIComponent(c.req.path);
    if (path.includes("..")) return null;
    const file = lookup(path);
    if (file) return respond(c, file, 200, file.type.startsWith("text/html") ? options.pageHeaders?.(path) : undefined);
    // The member app's addresses (the route manifest); anything else unknown gets the 404 card.
    const route = memberRouteAt(path);
    const html = route ? (memberHtml(route) ?? spaShell) : undefined;
    if (route && html) {
      const own = await memberPage(c, route, html);
      if (own && "redirect" in own) {
        return c.body(null, 302, { Location: own.redirect, "Cache-Control": "private, no-cache", Vary: "Cookie" });
      }
      const cookie = c.req.header("cookie");
      const linked = { readsInPage: Boolean(own), readsLeftOut: own?.readsLeftOut, firstImages: own?.firstImages };
      const loads = spaPreloads(route, cookie, routeChunks, linked);
      // The app's code and reads after the first paint, named in the page for its inline script;
      // a build without that script gets them all linked at once.
      const drawnWithLoads = own && withAfterPaintLoads(own.html, loads);
      const file = own
        ? htmlFile(drawnWithLoads ?? own.html, html.type, 6)
        : shellWithLoads(html, `${route.path} ${hasSessionCookie(cookie)}`, loads);
      const afterPaint = own ? drawnWithLoads !== null : file !== null;
      const link = afterPaint ? loads.paint.join(", ") : linkEverything(loads);
      const hash = bootHashOf(html);
      const headers = options.spaHeaders?.(path, { inlineScriptHashes: hash ? [hash] : [] });
      const privacy: Record<string, string> = own ? { "Cache-Control": "private, no-cache", Vary: "Cookie" } : {};
      return respond(c, file ?? html, 200, { ...(link ? { Link: link } : {}), ...privacy, ...headers });
    }
    // Unknown path: the static '404 Page Not Found' card (the SPA's own when there is none).
    const missing = notFoundPage ?? spaShell;
    return missing ? respond(c, missing, 404) : null;
  };
}
