import { useEffect, useState } from "react";
import { whenIdle } from "./when-idle.ts";

/**
 * How many items of a long list to render: the first screen's worth at once, then `step` more
 * each time the browser is idle, until all are in. A tab of 71 cards then paints its first row
 * without one long task (Lighthouse's total blocking time): slices are small enough to stay under
 * 50 ms on a slow phone, and idle time waits for the first screen's image. Every card still ends
 * up in the page, so find-in-page and links to a card keep working. Explicit slices, not a React
 * transition: the build runs on Preact (docs/decisions/35), whose startTransition renders
 * everything at once.
 */
export function useRenderedCount(total: number, firstScreen: number, step = 4): number {
  const [count, setCount] = useState(firstScreen);
  useEffect(() => {
    if (count >= total) return;
    return whenIdle(() => setCount((n) => n + step), 1000);
  }, [total, count, step]);
  return Math.min(total, count);
}
