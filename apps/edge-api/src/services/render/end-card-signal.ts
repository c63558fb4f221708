// Wakes a render service's waiting claim the moment a member's end card is queued in this process
// (Node) or isolate (Worker). The claim route holds an idle service's claim open for up to its
// `wait` (a long poll) instead of answering "nothing" at once, so an idle service costs one request
// a minute (and its quick look for a recording before each) and still starts a card as soon as it
// is asked for. A job queued by another isolate is found when the wait ends, by the claim's second
// look; a member's recording queued there ends the wait within seconds (render-service.routes.ts).
import type { Database } from "../../db/types.ts";

const waiting = new WeakMap<Database, Set<() => void>>();

/** Called after a job is queued: every claim waiting on this database looks again now. */
export function notifyEndCardQueued(db: Database): void {
  const set = waiting.get(db);
  if (!set) return;
  waiting.delete(db);
  for (const wake of set) wake();
}

/**
 * Resolves true when a job is queued here; false after `ms`, or when `signal` aborts (the service
 * hung up).
 */
export function waitForEndCard(db: Database, ms: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    const set = waiting.get(db) ?? new Set<() => void>();
    waiting.set(db, set);
    const timer = setTimeout(() => done(false), ms);
    const woken = () => done(true);
    const aborted = () => done(false);
    function done(queued: boolean) {
      clearTimeout(timer);
      set.delete(woken);
      signal?.removeEventListener("abort", aborted);
      resolve(queued);
    }
    set.add(woken);
    signal?.addEventListener("abort", aborted, { once: true });
  });
}
