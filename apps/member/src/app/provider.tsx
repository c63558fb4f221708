import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { swrConfig } from "../lib/swr-config.ts";
import { ErrorBoundary } from "./error-boundary.tsx";
import { LazyToaster } from "./lazy-toaster.tsx";

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={swrConfig}>
      <ErrorBoundary name="App">{children}</ErrorBoundary>
      <LazyToaster />
    </SWRConfig>
  );
}
