// A short-lived, per-process cache for the reads every signed-in request repeats (the session
// with its user, a member's saved AI versions). Any state-changing request in this process empties
// it at once, except the few writes listed below that cannot change a cached read; the time limit
// only bounds staleness across processes (Workers isolates).
// See docs/decisions/ "Hot read cache".

interface Entry {
  value: unknown;
  expiresAt: number;
}

const MAX_ENTRIES = 10_000;

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private readonly ttlMs: number;
  /** Monotonic milliseconds; not the app's clock, which tests may freeze. */
  private readonly monotonicNow: () => number;

  constructor(ttlMs: number, monotonicNow: () => number = () => performance.now()) {
    this.ttlMs = ttlMs;
    this.monotonicNow = monotonicNow;
  }

  /**
   * The cached value, or `load()`'s. A load that overlaps an invalidation is returned but not kept,
   * so a read that started before a write committed can never be cached after it.
   */
  async getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.monotonicNow()) return hit.value as T;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(key, { value, expiresAt: this.monotonicNow() + this.ttlMs });
    }
    return value;
  }

  invalidateAll(): void {
    this.generation++;
    this.entries.clear();
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** GET routes that change sessions, users or customizations. */
const WRITING_GETS = new Set(["/api/logout"]);
/**
 * Writes that change no cached read, so they keep the cache (they are the busiest writes: under
 * load, emptying the cache on each made every reader go to the database again).
 * - analytics: inserts an event row; no cached read holds events ("new for you" is not cached).
 * - sign-in: reads the user and inserts a session under a fresh random token. The cache may hold a
 *   null (negative) entry only for a token someone already presented, and a new token has never
 *   been presented, so no cached "no such session" can hide the new one. Failed sign-ins write
 *   only rate-limit rows, which are not cached either.
 * Anything else that writes, including register and the demo sign-in, still empties the cache.
 */
const CACHE_NEUTRAL_WRITES = new Set(["POST /api/analytics", "POST /api/auth/login"]);

export function requestMayWrite(method: string, path: string): boolean {
  return !SAFE_METHODS.has(method) || WRITING_GETS.has(path);
}

/** Whether the request may change something the read cache holds: every write but the neutral ones. */
export function requestInvalidatesReads(method: string, path: string): boolean {
  return requestMayWrite(method, path) && !CACHE_NEUTRAL_WRITES.has(`${method} ${path}`);
}
