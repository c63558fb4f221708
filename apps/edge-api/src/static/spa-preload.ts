// Preloads sent with the SPA shell: the browser starts the first screen's API reads
// while it is still fetching the bundle, instead of after React has booted. An HTTP `Link` header
// works before the HTML is even parsed. `crossorigin=use-credentials` matches the app's own
// fetch (mode cors, credentials include), so the app's request is answered from the preload.

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

/**
 * The `Link` header for the app's HTML on a route: the page's own chunks as modulepreloads, the
 * session read, and with a session cookie the route's first reads (from the route manifest), unless
 * the page already carries them. Member
 * reads are preloaded only with a session cookie: for a visitor they would answer 401, which the
 * browser logs as an error.
 */
export function spaPreloadLink(
  route: MemberRoute,
  cookieHeader: string | undefined,
  chunks: RouteChunks | null = null,
  options: { readsInPage?: boolean; readsLeftOut?: readonly string[]; firstImages?: readonly string[] } = {},
): string {
  const signedIn = hasSessionCookie(cookieHeader);
  // A first screen drawn by the server carries its reads in the page: only those too large to carry
  // (the browser fetches them before hydrating) are preloaded.
  const reads = options.readsInPage
    ? (options.readsLeftOut ?? [])
    : signedIn
      ? [SESSION_READ, ...(route.firstReads ?? [])]
      : [SESSION_READ];
  const modules = (signedIn ? chunks?.session : chunks?.signedOut)?.[route.path] ?? [];
  const entryCss = (chunks?.entry?.css ?? []).map((file) => `<${file}>; rel=preload; as=style; crossorigin`);
  const entryModules = (chunks?.entry?.modules ?? []).map(moduleLink);
  // A member's first screen drawn with an image as its largest paint: that image right after the
  // stylesheet, before any script takes the bandwidth.
  const images = (options.firstImages ?? []).map((src) => `<${src}>; rel=preload; as=image; fetchpriority=high`);
  // Order is priority: the entry first, the first reads next, then the page's own chunks.
  return [...entryCss, ...images, ...entryModules, ...reads.map(link), ...modules.map(moduleLink)].join(", ");
}
