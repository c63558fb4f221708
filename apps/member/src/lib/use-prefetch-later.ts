import { useEffect } from "react";
import { idleAfter } from "./when-idle.ts";

/** Long enough after the first screen that the prefetch is not part of its paint. */
const PREFETCH_DELAY_MS = 3000;

/**
 * Runs `load` (dynamic imports of a page's later steps or tabs) a few seconds after mount, at an
 * idle moment: a click then rarely waits for code, and the first screen never shares the network
 * with it (fetched at once, it counted against Lighthouse's LCP on a phone).
 */
export function usePrefetchLater(load: () => void): void {
  useEffect(() => idleAfter(PREFETCH_DELAY_MS, load), [load]);
}
