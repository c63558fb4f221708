import useSWR from "swr";
import { SCRIPTS_KEY, type Script } from "./get-scripts.ts";

/** GET /api/scripts?view=cards: the whole library with each open script's text cut to its card. */
export const SCRIPT_CARDS_KEY = "/api/scripts?view=cards";

/**
 * The Scripts tab's lists (issue 18): the cards first, then the full texts, asked for only once
 * the cards are in so they never compete with the first screen. `list` is the fullest one loaded;
 * `full` is what the search of content and the dialog need.
 */
export function useScriptLists() {
  const cards = useSWR<Script[] | null>(SCRIPT_CARDS_KEY);
  const full = useSWR<Script[] | null>(cards.data ? SCRIPTS_KEY : null);
  return {
    list: full.data ?? cards.data ?? undefined,
    full: full.data ?? undefined,
    isLoading: cards.isLoading && !cards.data,
  };
}
