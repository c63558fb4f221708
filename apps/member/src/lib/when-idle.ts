// Work that may wait for an idle moment (prefetches, the rest of a long list). Safari has no
// requestIdleCallback: there the work runs on the next task instead of throwing in a timer.

type IdleGlobal = typeof globalThis & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `work` when the browser is idle (at the latest after `timeoutMs`); answers a cancel. */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  const idle = globalThis as IdleGlobal;
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const handle = idle.requestIdleCallback(work, { timeout: timeoutMs });
    return () => idle.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}

/** `whenIdle` after a fixed delay: for work that must not share the first screen's network. */
export function idleAfter(delayMs: number, work: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const timer = setTimeout(() => {
    cancelIdle = whenIdle(work, delayMs);
  }, delayMs);
  return () => {
    clearTimeout(timer);
    cancelIdle?.();
  };
}
