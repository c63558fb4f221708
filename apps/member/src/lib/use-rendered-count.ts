import { startTransition, useEffect, useState } from "react";
import { whenIdle } from "./when-idle.ts";

/** At the latest this long between two batches, so the list fills in on a busy phone too. */
const BATCH_TIMEOUT_MS = 500;

/**
 * How many items of a long list to render: the first screen's worth at once, then the rest in
 * batches of that size, each in an idle moment and as a transition. Rendering the rest in one go
 * (even deferred, which React renders in the background) ends in one commit that inserts every
 * card at once: on a phone that single task blocked input for hundreds of milliseconds (Lighthouse's
 * total blocking time on the Posts and Videos tabs). Small commits keep each task short. Every card
 * still ends up in the page, so find-in-page and links to a card keep working.
 */
export function useRenderedCount(total: number, firstScreen: number): number {
  const [count, setCount] = useState(firstScreen);
  const shown = Math.min(total, Math.max(count, firstScreen));
  useEffect(() => {
    if (shown >= total) return;
    return whenIdle(() => startTransition(() => setCount((n) => Math.max(n, firstScreen) + firstScreen)), BATCH_TIMEOUT_MS);
  }, [shown, total, firstScreen]);
  return shown;
}
