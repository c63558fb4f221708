import { StrictMode } from "react";
import { Router } from "wouter";
import type { FirstReads } from "./first-reads.ts";
import { AppProvider } from "./provider.tsx";
import { AppRouter } from "./router.tsx";

export interface AppProps {
  /** The address drawn on the server (the build's prerender, or a member's first screen). */
  ssrPath?: string;
  ssrSearch?: string;
  /** API answers the first screen was drawn from, by read path: the browser hydrates from the same. */
  firstReads?: FirstReads;
}

/**
 * The whole app, in the browser and on the server alike: the same tree on both sides, so the
 * browser hydrates the HTML the server or the build drew.
 */
export function App({ ssrPath, ssrSearch, firstReads }: AppProps) {
  return (
    <StrictMode>
      <Router ssrPath={ssrPath} ssrSearch={ssrSearch}>
        <AppProvider firstReads={firstReads}>
          <AppRouter />
        </AppProvider>
      </Router>
    </StrictMode>
  );
}
