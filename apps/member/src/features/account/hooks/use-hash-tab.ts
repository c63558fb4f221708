import { useSyncExternalStore } from "react";

export const ACCOUNT_TABS = ["profile", "subscription", "security", "history", "brand"] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

function read(): AccountTab {
  const hash = window.location.hash.slice(1);
  return (ACCOUNT_TABS as readonly string[]).includes(hash) ? (hash as AccountTab) : "subscription";
}

function subscribe(onChange: () => void) {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

/** The account tab named by the URL hash; subscription when there is none (part 2 §2). */
export function useHashTab(): [AccountTab, (tab: string) => void] {
  const tab = useSyncExternalStore(subscribe, read, () => "subscription" as const);
  const select = (next: string) => {
    if ((ACCOUNT_TABS as readonly string[]).includes(next)) window.location.hash = next;
  };
  return [tab, select];
}
