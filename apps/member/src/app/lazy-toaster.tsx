import { useToasts } from "@realty/ui/use-toast";
import { type ComponentType, useEffect, useReducer } from "react";

// Radix Toast is about 11 kB gzip, so the first load of a page does without it: the code is
// mounted with the first toast. index.html prefetches it (vite.config.ts), so that import is
// served from the browser's cache, even when the toast is 'Connection Lost'. A failed import is
// retried with the next toast rather than remembered.
let Toaster: ComponentType | null = null;
let loading: Promise<void> | null = null;

function loadToaster(): Promise<void> {
  loading ??= import("@realty/ui/toaster").then(
    (m) => {
      Toaster = m.Toaster;
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

export function LazyToaster() {
  const count = useToasts().length;
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (count > 0 && !Toaster) void loadToaster().then(rerender);
  }, [count]);
  return Toaster ? <Toaster /> : null;
}
