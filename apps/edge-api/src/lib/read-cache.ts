// A short-lived, per-process cache for the reads every signed-in request repeats (the session
// with its user, a member's saved AI versions). Any state-changing request in this process empties
// it at once, except the writes whose route declares that they cannot change a cached read
// (middleware/read-cache-effect.ts); the time limit only bounds staleness across processes
// (Workers isolates).
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

/**
 * What a request does to the cache, declared by its route (middleware/read-cache-effect.ts):
 * "keeps" for a write that changes no cached read, "invalidates" for a GET that writes. Undeclared,
 * every unsafe method empties the cache, so a new write route cannot be forgotten.
 */
export type ReadCacheEffect = "keeps" | "invalidates";

/** Whether the request may have changed something the read cache holds. */
export function requestInvalidatesReads(method: string, declared: ReadCacheEffect | undefined): boolean {
  return declared ? declared === "invalidates" : !SAFE_METHODS.has(method);
}
