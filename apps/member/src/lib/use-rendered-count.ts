import { startTransition, useEffect, useState } from "react";

/**
 * How many items of a long list to render: the first screen's worth at once, then all of them in
 * a transition, which React renders in short slices that yield to the browser. A tab of 71 cards
 * then paints its first row without one long task (Lighthouse's total blocking time), and every
 * card still ends up in the page, so find-in-page and links to a card keep working.
 */
export function useRenderedCount(total: number, firstScreen: number): number {
  const [count, setCount] = useState(firstScreen);
  useEffect(() => {
    if (total > count) startTransition(() => setCount(total));
  }, [total, count]);
  return Math.min(total, count);
}
