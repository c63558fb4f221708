import { StrictMode } from "react";
import { Router } from "wouter";
import { AppProvider } from "./provider.tsx";
import { AppRouter } from "./router.tsx";

/**
 * The whole app, in the browser and in the build's prerender alike: the same tree on both sides, so
 * the browser hydrates the HTML the build drew. `ssrPath` is the address the build draws.
 */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <StrictMode>
      <Router ssrPath={ssrPath}>
        <AppProvider>
          <AppRouter />
        </AppProvider>
      </Router>
    </StrictMode>
  );
}
