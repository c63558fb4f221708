// A port whose adapter (and the SDK behind it) is imported on the first call of one of its methods.
// On Workers the entry module is parsed on every cold start: the Stripe and OpenAI SDKs stay in
// chunks of their own (apps/edge-api/src/cli/deploy/build-worker.ts) that only the requests using them load.

/**
 * `known` holds the port's plain properties (list optional ones as undefined); every other property
 * is an async method forwarded to the adapter `load` resolves, loaded once.
 */
export function lazyPort<T extends object>(known: Partial<T>, load: () => Promise<T>): T {
  let loaded: Promise<T> | undefined;
  return new Proxy(known as T, {
    get(target, prop, receiver) {
      if (prop in target) return Reflect.get(target, prop, receiver);
      // Not a thenable: `await port` must not call the adapter.
      if (prop === "then") return undefined;
      return async (...args: unknown[]) => {
        loaded ??= load();
        const port = (await loaded) as Record<PropertyKey, unknown>;
        const method = port[prop];
        if (typeof method !== "function") throw new Error(`The adapter has no method ${String(prop)}`);
        return method.apply(port, args);
      };
    },
  });
}
