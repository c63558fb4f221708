// Parts of the app whose code loads when first drawn (pages, tabs, dialogs), named so that a first
// screen drawn on the server hydrates in place. React's `lazy` suspends on its first render even when
// the code is already downloaded, and a drawn part still suspended when an update arrives (a read
// answering, the router settling) is thrown away and drawn again by the browser: the member would
// see the page flash and its largest paint happen twice. So the server records which parts it drew
// (`PartsDrawn`), the HTML names them (`data-parts` on #root), and the browser loads exactly those
// before it hydrates (`loadDrawnParts`); each then renders at once, as on the server.
import { type ComponentType, createContext, lazy, useContext } from "react";

interface Part {
  /** The module's own loader, as declared. */
  loader: () => Promise<unknown>;
  /** Loads the module and keeps it. */
  load: () => Promise<unknown>;
  /** The module, once loaded: the part's lazy component then resolves without suspending. */
  module?: unknown;
}

const parts = new Map<string, Part>();

/** Filled by the server while it draws: the names of the parts in the HTML. */
export const PartsDrawn = createContext<Set<string> | null>(null);

function registerPart(name: string, load: () => Promise<unknown>): Part {
  const known = parts.get(name);
  if (known) {
    if (known.loader !== load) throw new Error(`Two modules are named "${name}" as lazily loaded parts`);
    return known;
  }
  const part: Part = {
    loader: load,
    load: () =>
      load().then((module) => {
        part.module = module;
        return module;
      }),
  };
  parts.set(name, part);
  return part;
}

/** A thenable already settled: React's `lazy` reads it synchronously and renders without suspending. */
function settled<T>(value: T): Promise<T> {
  // biome-ignore lint/suspicious/noThenProperty: React's lazy takes any thenable; this one calls back at once.
  const thenable = { then: (onFulfilled: (value: T) => unknown) => void onFulfilled(value) };
  return thenable as unknown as Promise<T>;
}

/**
 * A component whose code loads with its first render, like React's `lazy`. `name` is unique per
 * module (two parts of one module, a page and its `Shell`, share it and pass the same `load`).
 */
export function lazyPart<M, P extends object>(
  name: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): ComponentType<P> {
  const part = registerPart(name, load);
  const Lazy = lazy(() => {
    const loaded = part.module as M | undefined;
    if (loaded !== undefined) return settled({ default: pick(loaded) });
    return (part.load() as Promise<M>).then((module) => ({ default: pick(module) }));
  });
  function LazyPart(props: P) {
    useContext(PartsDrawn)?.add(name);
    // biome-ignore lint/suspicious/noExplicitAny: the props pass through unchanged.
    return <Lazy {...(props as any)} />;
  }
  LazyPart.displayName = `LazyPart(${name})`;
  return LazyPart;
}

/**
 * Loads the parts the HTML was drawn with, before hydration. A part's module may itself declare
 * parts (a page declares its tabs), so names unknown at first are looked for again after each load.
 * A part that fails to load is left to suspend as usual.
 */
export async function loadDrawnParts(names: readonly string[]): Promise<void> {
  const waiting = new Set(names);
  for (;;) {
    const ready = [...waiting].filter((name) => parts.has(name));
    if (ready.length === 0) return;
    for (const name of ready) waiting.delete(name);
    await Promise.allSettled(ready.map((name) => parts.get(name)?.load()));
  }
}

/** The `data-parts` value of #root. */
export function drawnPartsAttribute(drawn: ReadonlySet<string>): string {
  return [...drawn].sort().join(" ");
}
