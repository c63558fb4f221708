// The hub's address says what to open: ?compose=script|post|video&id=N (from a library item's
// Post or Schedule button; &schedule=1 opens the schedule picker), ?tab=history and so on.
import type { ComposeSource } from "@realty/contracts/social-constants";

export interface ComposeQuery {
  kind: ComposeSource["kind"] | null;
  id: number | null;
  schedule: boolean;
  tab: string | null;
}

export function readComposeQuery(search = window.location.search): ComposeQuery {
  const q = new URLSearchParams(search);
  const kind = q.get("compose");
  const id = Number(q.get("id"));
  const known = kind === "script" || kind === "post" || kind === "video" ? kind : null;
  return {
    kind: known,
    id: known && Number.isInteger(id) && id > 0 ? id : null,
    schedule: q.get("schedule") === "1",
    tab: q.get("tab"),
  };
}

/** The composer's address for a library item. */
export function composeHref(kind: ComposeSource["kind"], id: number, schedule = false): string {
  return `/social-hub?compose=${kind}&id=${id}${schedule ? "&schedule=1" : ""}`;
}
