import type { ReactNode } from "react";
import { SWRConfig } from "swr";
import { swrConfig } from "../lib/swr-config.ts";
import { ErrorBoundary } from "./error-boundary.tsx";
import { LazyToaster } from "./lazy-toaster.tsx";
import { appFetcher } from "./session-fetcher.ts";

const appSwrConfig = { ...swrConfig, fetcher: appFetcher };

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={appSwrConfig}>
      <ErrorBoundary name="App">{children}</ErrorBoundary>
      <LazyToaster />
    </SWRConfig>
  );
}
