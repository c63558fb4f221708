// Each library tab has an address of its own (the route manifest's LIBRARY_TAB_PATHS): a link or a
// reload opens that tab, and the server knows which tab's first screen to draw. Older links name the
// tab by hash (/dashboard#leads in earlier lead e-mails).
import { LIBRARY_TAB_PATHS, type LibraryTabId, libraryTabAt } from "@realty/contracts/member-routes";

export { libraryTabOfHash as tabOfHash } from "@realty/contracts/member-routes";
export type { LibraryTabId };

export function tabAddress(tab: LibraryTabId): string {
  return LIBRARY_TAB_PATHS[tab];
}

/** The tab an address opens; Scripts for /dashboard, and for Leads when the member has no Leads tab. */
export function tabAt(pathname: string, hasLeads: boolean): LibraryTabId {
  const tab = libraryTabAt(pathname) ?? "scripts";
  return tab === "leads" && !hasLeads ? "scripts" : tab;
}

/** ?video={id} as a positive integer, or undefined (part 1 §2.12). */
export function readVideoParam(search: string): number | undefined {
  const raw = new URLSearchParams(search).get("video");
  const id = raw && /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
