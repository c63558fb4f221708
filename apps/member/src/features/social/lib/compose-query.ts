// The hub's address says what to open: ?compose=script|post|video&id=N (from a library item's
// Post or Schedule button; &schedule=1 opens the schedule picker), ?tab=history and so on.
import type { ComposeSource } from "@realty/contracts/social-constants";

export interface ComposeQuery {
  kind: ComposeSource["kind"] | null;
  id: number | null;
  schedule: boolean;
  tab: string | null;
  /** YYYY-MM-DD to schedule on (a day chosen on the calendar), when valid. */
  day: string | null;
}

export function readComposeQuery(search: string): ComposeQuery {
  const q = new URLSearchParams(search);
  const kind = q.get("compose");
  const id = Number(q.get("id"));
  const known = kind === "script" || kind === "post" || kind === "video" ? kind : null;
  return {
    kind: known,
    id: known && Number.isInteger(id) && id > 0 ? id : null,
    schedule: q.get("schedule") === "1",
    tab: q.get("tab"),
    day: validDay(q.get("day")),
  };
}

function validDay(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

/** The composer opened to schedule a post on `day` (from an empty day on the calendar). */
export function composeOnDayHref(day: string): string {
  return `/social-hub?tab=compose&day=${day}`;
}

/** The composer's address for a library item. */
export function composeHref(kind: ComposeSource["kind"], id: number, schedule = false): string {
  return `/social-hub?compose=${kind}&id=${id}${schedule ? "&schedule=1" : ""}`;
}
