import { useEffect, useState } from "react";
import useSWR from "swr";
import { idleAfter } from "../../../lib/when-idle.ts";
import { SCRIPTS_KEY, type Script } from "./get-scripts.ts";

/** GET /api/scripts?view=cards: the whole library with each open script's text cut to its card. */
export const SCRIPT_CARDS_KEY = "/api/scripts?view=cards";

/**
 * How long after the cards arrive the full texts are fetched unasked. The full list is about
 * three times the cards (120 KB gzip for a domination member): asked for beside the cards, it
 * took the bandwidth of the first screen's paint on a phone (Lighthouse's LCP).
 */
const FULL_LIST_DELAY_MS = 3000;

/** True once `ready` has held for `delayMs` and the browser then had an idle moment. */
function useIdleAfter(ready: boolean, delayMs: number): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    return idleAfter(delayMs, () => setIdle(true));
  }, [ready, idle, delayMs]);
  return idle;
}

/**
 * The Scripts tab's lists: the cards first, then the full texts, fetched when the
 * member reaches for them (`loadFull`: the search gets focus, a script is opened) or a few seconds
 * after the cards, so they never compete with the first screen. `list` is the fullest one loaded;
 * `full` is what the search of content and the dialog need.
 */
export function useScriptLists() {
  const cards = useSWR<Script[] | null>(SCRIPT_CARDS_KEY);
  const [wanted, setWanted] = useState(false);
  const idle = useIdleAfter(Boolean(cards.data), FULL_LIST_DELAY_MS);
  const full = useSWR<Script[] | null>(cards.data && (wanted || idle) ? SCRIPTS_KEY : null);
  return {
    list: full.data ?? cards.data ?? undefined,
    full: full.data ?? undefined,
    // Read only while there are no cards: swr redraws for the fields read.
    isLoading: !cards.data && cards.isLoading,
    loadFull: () => setWanted(true),
  };
}
