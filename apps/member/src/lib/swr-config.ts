// Data-fetching defaults of part 1 §9 in swr terms. swr has no "stale time": a revalidation
// within `dedupingInterval` of the last one is skipped, which is what "fresh for 5 minutes" means.
import type { SWRConfiguration } from "swr";
import { fetcher, type QueryKey } from "./api-client.ts";
import { QUERY_RETRY_CAP_MS, retryDelay, shouldRetryQuery } from "./retry.ts";

const FIVE_MINUTES = 5 * 60 * 1000;

export const swrConfig: SWRConfiguration = {
  fetcher: (key: QueryKey) => fetcher(key),
  dedupingInterval: FIVE_MINUTES,
  revalidateOnFocus: false,
  refreshInterval: 0,
  // swr calls this with retryCount 1 for the first retry.
  onErrorRetry: (error, _key, config, revalidate, { retryCount }) => {
    if (config.shouldRetryOnError === false) return;
    const failures = retryCount - 1;
    if (!shouldRetryQuery(failures, error)) return;
    setTimeout(() => revalidate({ retryCount }), retryDelay(failures, QUERY_RETRY_CAP_MS));
  },
};
