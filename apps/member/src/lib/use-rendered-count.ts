import { useDeferredValue } from "react";

/**
 * How many items of a long list to render: the first screen's worth at once, then the rest in a
 * deferred render. React renders a deferred value in the background, yielding to the browser
 * between small units of work, so a tab of 71 cards paints its first row without one long task
 * (Lighthouse's total blocking time) and input stays answered meanwhile. Every card still ends up
 * in the page, so find-in-page and links to a card keep working.
 */
export function useRenderedCount(total: number, firstScreen: number): number {
  // 0 on the first render: a list already cached at mount also starts with its first screen only.
  const deferredTotal = useDeferredValue(total, 0);
  return Math.max(Math.min(total, firstScreen), Math.min(total, deferredTotal));
}
