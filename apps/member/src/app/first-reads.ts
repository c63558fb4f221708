// A member's first screen drawn by the server carries the API answers it was drawn from, as JSON in
// the page: the browser hydrates from the same answers, so its first render matches the HTML and
// waits for no request. Keys are the app's read keys (the session's answer under USER_KEY).
import { preload } from "swr";

/** Read key → the API's answer. */
export type FirstReads = Record<string, unknown>;

/** The element id of the JSON block; the server writes it (apps/edge-api/src/static/first-screen.ts). */
export const FIRST_READS_ELEMENT_ID = "first-reads";

/** The answers in the page, or undefined when the page was not drawn for a member. */
export function firstReadsInPage(doc: Pick<Document, "getElementById">): FirstReads | undefined {
  const text = doc.getElementById(FIRST_READS_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as FirstReads) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The server fetched these a moment ago: each key's first fetch in the page takes the server's
 * answer instead of asking again (swr hands a preload to the first reader), so hydration is not
 * followed by a second round of the same reads and renders. Later fetches go to the network.
 */
export function answerFirstFetchesFrom(reads: FirstReads): void {
  for (const [key, answer] of Object.entries(reads)) void preload(key, () => Promise.resolve(answer));
}
