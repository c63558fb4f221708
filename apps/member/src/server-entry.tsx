// The server's side of "paint from HTML": the app drawn at an address, to the HTML the browser
// then hydrates. The build draws each address before anything is known about the visitor
// (vite.config.ts, prerenderShells); the Node entry draws a signed-in member's first screen from the
// API answers it shows (the route manifest's first reads), and the browser hydrates from the same
// answers. Built by `vite build --ssr` into dist-server/ (apps/edge-api/src/static/first-screen.ts).
import "./zod-jitless.ts";
import type { DrawnApp } from "@realty/contracts/member-routes";
import { prerender } from "react-dom/static";
import { App } from "./app/app.tsx";
import type { FirstReads } from "./app/first-reads.ts";
import { USER_KEY } from "./lib/auth.ts";
import { PartsDrawn } from "./lib/lazy-part.tsx";

export interface FirstScreenRequest {
  path: string;
  /** The query string without its "?" ("video=12"). */
  search?: string;
  /** None for the build's drawing: every read shows its loading state. */
  firstReads?: FirstReads;
  /** Gives up (and the server sends the build's first screen) when the drawing outlasts it. */
  signal?: AbortSignal;
}

/** Where the session's answer goes among the reads: the app reads the current user under this key. */
export const SESSION_READ_KEY = USER_KEY;

/**
 * The app's HTML at the address, with the lazily loaded parts it drew (the browser loads those
 * before hydrating, so the HTML stays in place). A part that fails on the server would be left for the browser to
 * draw, with an inline script the page's CSP refuses: any error fails the whole drawing instead, and
 * the server sends the build's first screen.
 */
export async function renderFirstScreen({ path, search = "", firstReads, signal }: FirstScreenRequest): Promise<DrawnApp> {
  const errors: unknown[] = [];
  const parts = new Set<string>();
  const app = (
    <PartsDrawn value={parts}>
      <App ssrPath={path} ssrSearch={search} firstReads={firstReads} />
    </PartsDrawn>
  );
  const { prelude } = await prerender(app, {
    signal,
    // Every part in place in the HTML: a large part would otherwise be sent after the page with an
    // inline script to move it in, which the page's CSP refuses (and nothing streams here anyway).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      errors.push(error);
    },
  });
  const appHtml = await new Response(prelude).text();
  if (errors.length > 0) throw new AggregateError(errors, `Drawing ${path} failed on the server`);
  return { appHtml, parts: [...parts].sort() };
}
