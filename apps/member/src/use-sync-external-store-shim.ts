// What swr and wouter import as `use-sync-external-store/shim`: the shim exists for React 17 and
// older; React 19 has the hook itself, so the build points the shim's name here (vite.config.ts)
// and the first load carries no copy of it.
export { useSyncExternalStore } from "react";
