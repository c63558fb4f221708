import { useEffect, useState } from "react";

/**
 * How many items of a long list to render: the first screen's worth at once, then `step` more
 * after each yield to the browser, until all are in. A tab of 71 cards then paints its first row
 * without one long task (Lighthouse's total blocking time), and every card still ends up in the
 * page, so find-in-page and links to a card keep working. The slices are explicit timeouts, not a
 * React transition: the build runs on Preact (docs/decisions/35), whose startTransition renders
 * everything at once.
 */
export function useRenderedCount(total: number, firstScreen: number, step = 12): number {
  const [count, setCount] = useState(firstScreen);
  useEffect(() => {
    if (count >= total) return;
    const timer = setTimeout(() => setCount((n) => n + step), 0);
    return () => clearTimeout(timer);
  }, [total, count, step]);
  return Math.min(total, count);
}
