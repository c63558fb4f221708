// What the member app's HTML asks for before the app runs. For the first paint, an HTTP `Link`
// header, which works before the HTML is even parsed: the stylesheet and the largest paint's image.
// The app's code and the first screen's API reads come after the paint: the page's inline script
// asks for them (apps/member/src/page-boot.js), all at once rather than one after another once
// React has booted. `crossorigin=use-credentials` matches the app's own fetch (mode cors,
// credentials include), so the app's request is answered from the preload.

import { createHash } from "node:crypto";
import type { MemberRoute } from "@realty/contracts/member-routes";

/** The session read: `{ user }`, with `user` null for a visitor or an expired session. */
export const SESSION_READ = "/api/auth/session";

/** Whether the request carries a session cookie at all (valid or not is the API's to say). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? "").split(";").some((part) => /^\s*(__Host-)?sid=./.test(part));
}

const link = (path: string) => `<${path}>; rel=preload; as=fetch; crossorigin=use-credentials`;
const moduleLink = (file: string) => `<${file}>; rel=modulepreload`;

/** route-preloads.json of the member build (apps/member/vite.config.ts): page chunks per address. */
export interface RouteChunks {
  signedOut: Record<string, string[]>;
  session: Record<string, string[]>;
  /** The entry's stylesheet and modules, linked first (absent in older builds). */
  entry?: { css: string[]; modules: string[] };
}

/** The build's table, or none when the file is missing or not the expected shape. */
export function parseRouteChunks(text: string | undefined): RouteChunks | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null || !("signedOut" in parsed) || !("session" in parsed)) return null;
    return parsed as RouteChunks;
  } catch {
    return null;
  }
}

/** What a member page asks for before the app runs, by when (the app's code after the first paint). */
export interface SpaPreloads {
  /** For the first paint, in the `Link` header: the entry's stylesheet, the largest paint's image. */
  paint: string[];
  /** The entry's modules (the page's inline script lists them already, from the build). */
  entryModules: string[];
  /** The reads the page needs from the API before it is hydrated. */
  reads: string[];
  /** The page's own chunks. */
  modules: string[];
}

/**
 * What the app's HTML on a route needs beside it: the page's own chunks, the session read, and
 * with a session cookie the route's first reads (from the route manifest), unless the page already
 * carries them. Member reads are asked for only with a session cookie: for a visitor they would
 * answer 401, which the browser logs as an error.
 */
export function spaPreloads(
  route: MemberRoute,
  cookieHeader: string | undefined,
  chunks: RouteChunks | null = null,
  options: { readsInPage?: boolean; readsLeftOut?: readonly string[]; firstImages?: readonly string[] } = {},
): SpaPreloads {
  const signedIn = hasSessionCookie(cookieHeader);
  // A first screen drawn by the server carries its reads in the page: only those too large to carry
  // (the browser fetches them before hydrating) are asked for.
  const reads = options.readsInPage
    ? [...(options.readsLeftOut ?? [])]
    : signedIn
      ? [SESSION_READ, ...(route.firstReads ?? [])]
      : [SESSION_READ];
  const entryCss = (chunks?.entry?.css ?? []).map((file) => `<${file}>; rel=preload; as=style; crossorigin`);
  // A member's first screen drawn with an image as its largest paint: that image right after the
  // stylesheet, before any script takes the bandwidth.
  const images = (options.firstImages ?? []).map((src) => `<${src}>; rel=preload; as=image; fetchpriority=high`);
  return {
    paint: [...entryCss, ...images],
    entryModules: [...(chunks?.entry?.modules ?? [])],
    reads,
    modules: [...((signedIn ? chunks?.session : chunks?.signedOut)?.[route.path] ?? [])],
  };
}

/**
 * The `Link` header of a page that loads its code at once (a build without the page's inline
 * script): everything, in order of priority: the first paint's, the entry, the reads, the page's chunks.
 */
export function linkEverything(preloads: SpaPreloads): string {
  return [
    ...preloads.paint,
    ...preloads.entryModules.map(moduleLink),
    ...preloads.reads.map(link),
    ...preloads.modules.map(moduleLink),
  ].join(", ");
}

/** The page's inline script that loads the app once the HTML is painted (apps/member/src/page-boot.js). */
const PAGE_BOOT =
  /<script data-boot (data-entry="[^"]*" data-prefetch="[^"]*") data-modules="([^"]*)"(?: data-reads="[^"]*")?>([\s\S]*?)<\/script>/;

const attribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;");

/** The hash a Content-Security-Policy allows the page's inline script by, or null for a page without one. */
export function pageBootHash(html: string): string | null {
  const script = PAGE_BOOT.exec(html)?.[3];
  return script === undefined ? null : `sha256-${createHash("sha256").update(script).digest("base64")}`;
}

/**
 * The page's HTML with what its inline script loads after the first paint: the page's own chunks
 * after the entry's, and the reads. Null for a page without the script (it needs everything linked).
 */
export function withAfterPaintLoads(html: string, preloads: SpaPreloads): string | null {
  if (!PAGE_BOOT.test(html)) return null;
  return html.replace(PAGE_BOOT, (_tag, entryAndPrefetch: string, entryModules: string, script: string) => {
    const modules = [entryModules, ...preloads.modules.map(attribute)].filter(Boolean).join(" ");
    const reads = preloads.reads.map(attribute).join(" ");
    return `<script data-boot ${entryAndPrefetch} data-modules="${modules}" data-reads="${reads}">${script}</script>`;
  });
}
