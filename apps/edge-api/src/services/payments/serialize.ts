// Money-moving transactions, one at a time per database.
//
// The embedded libSQL client runs each statement synchronously on a pooled connection, so two
// write transactions open at once in this process cannot wait for each other: the second gets
// SQLITE_BUSY at once (a busy timeout would block the event loop the first one needs to finish).
// A per-database queue orders them in-process; another process (or Turso) can still collide, so a
// busy answer is retried with a short backoff.

const queues = new WeakMap<object, Promise<unknown>>();

export function isBusy(err: unknown): boolean {
  const text = `${String(err)} ${String((err as { cause?: unknown })?.cause ?? "")}`;
  return /SQLITE_BUSY|database is locked/i.test(text);
}

async function retryBusy<T>(fn: () => Promise<T>, attempts = 8): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (!isBusy(err) || attempt >= attempts - 1) throw err;
      await new Promise((resolve) => setTimeout(resolve, 10 * 2 ** attempt));
    }
  }
}

/** Runs `fn` after every earlier call for the same key has settled, retrying a busy database. */
export function serialized<T>(key: object, fn: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const run = previous.then(
    () => retryBusy(fn),
    () => retryBusy(fn),
  );
  queues.set(
    key,
    run.catch(() => undefined),
  );
  return run;
}
