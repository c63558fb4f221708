import { type ReactNode, useState } from "react";
import { SWRConfig } from "swr";
import { swrConfig } from "../lib/swr-config.ts";
import { ErrorBoundary } from "./error-boundary.tsx";
import type { FirstReads } from "./first-reads.ts";
import { LazyToaster } from "./lazy-toaster.tsx";
import { appFetcher } from "./session-fetcher.ts";

const appSwrConfig = { ...swrConfig, fetcher: appFetcher };

/** `firstReads`: the answers a member's first screen was drawn from, each read's first value. */
export function AppProvider({ children, firstReads }: { children: ReactNode; firstReads?: FirstReads }) {
  const [config] = useState(() => (firstReads ? { ...appSwrConfig, fallback: firstReads } : appSwrConfig));
  return (
    <SWRConfig value={config}>
      <ErrorBoundary name="App">{children}</ErrorBoundary>
      <LazyToaster />
    </SWRConfig>
  );
}
