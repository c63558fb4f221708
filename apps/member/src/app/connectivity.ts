// Connectivity (part 1 §4): driven by the browser's online/offline events. The toasts are raised
// in the event handlers, once per change, whichever components are listening.
import { toast } from "@realty/ui/use-toast";
import { useSyncExternalStore } from "react";

let online = typeof navigator === "undefined" ? true : navigator.onLine;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (next === online) return;
  online = next;
  if (next) toast({ title: "Connection Restored", description: "You're back online!" });
  else toast({ title: "Connection Lost", description: "You're offline. Some features may not work.", variant: "destructive" });
  for (const listener of listeners) listener();
}

const goOnline = () => set(true);
const goOffline = () => set(false);

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener("online", goOnline);
    window.addEventListener("offline", goOffline);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener("online", goOnline);
      window.removeEventListener("offline", goOffline);
    }
  };
}

export function useOnlineStatus(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => online,
    () => true,
  );
}
