// A member's first screen drawn by the server carries the API answers it was drawn from, as JSON in
// the page: the browser hydrates from the same answers, so its first render matches the HTML and
// waits for no request. Keys are the app's read keys (the session's answer under USER_KEY).
import { preload } from "swr";
import { cache } from "swr/_internal";
import { fetcher } from "../lib/api-client.ts";

/** Read key → the API's answer. */
export type FirstReads = Record<string, unknown>;

/** The element id of the JSON block; the server writes it (apps/edge-api/src/static/first-screen.ts). */
export const FIRST_READS_ELEMENT_ID = "first-reads";

/** The answers in the page, and the reads drawn from but left out of it as too large. */
export interface FirstReadsInPage {
  reads: FirstReads;
  leftOut: string[];
}

/** The answers in the page, or undefined when the page was not drawn for a member. */
export function firstReadsInPage(doc: Pick<Document, "getElementById">): FirstReadsInPage | undefined {
  const element = doc.getElementById(FIRST_READS_ELEMENT_ID);
  const text = element?.textContent;
  if (!element || !text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return undefined;
    const leftOut = (element.getAttribute("data-left-out") ?? "").split(" ").filter(Boolean);
    return { reads: parsed as FirstReads, leftOut };
  } catch {
    return undefined;
  }
}

/**
 * The page's answers with those left out of it, fetched now (the server preloaded them with the
 * HTML). A read that fails is left out: its part is drawn again by the browser.
 */
export async function withLeftOutReads({ reads, leftOut }: FirstReadsInPage): Promise<FirstReads> {
  const fetched = await Promise.all(leftOut.map((key) => fetcher(key).catch(() => undefined)));
  const all = { ...reads };
  leftOut.forEach((key, i) => {
    if (fetched[i] !== undefined) all[key] = fetched[i];
  });
  return all;
}

/**
 * The server fetched these a moment ago. Each answer goes into swr's cache before the first render,
 * so the hooks start from it; each key's first fetch then takes the same answer instead of asking
 * again (swr hands a preload to the first reader), finds it unchanged and redraws nothing.
 *
 * Written to the cache directly, not with `mutate`: swr keeps a key's value from before its first
 * `mutate` as the "server" value it hydrates with, so a mutated key hydrated as empty, and React
 * then found every hook's store changed right after hydrating and drew the whole page once more,
 * synchronously (a long task on every drawn page). Left to the provider's fallback alone, every
 * hook would redraw its component once its cache filled, the whole page under the session gate included.
 */
export function answerFirstFetchesFrom(reads: FirstReads): void {
  for (const [key, answer] of Object.entries(reads)) {
    // Not loading, as swr itself would say of a key with data, so the first render's state holds.
    if (cache.get(key) === undefined) cache.set(key, { data: answer, isLoading: false });
    void preload(key, () => Promise.resolve(answer));
  }
}
