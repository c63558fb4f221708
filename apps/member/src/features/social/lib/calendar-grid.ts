// The week and month grids of the hub's calendar, in the member's time zone: which days a grid
// shows, which posts fall on a day, and where a post lands when it is moved by days or minutes.
import { addDays, dayIn, type HubPost, zonedToUtc } from "@realty/contracts/social-constants";

/** Day of the week of YYYY-MM-DD, Monday = 0. */
function weekdayIndex(day: string): number {
  return (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
}

/** The Monday on or before `day`. */
export function startOfWeek(day: string): string {
  return addDays(day, -weekdayIndex(day));
}

export function weekDays(day: string): string[] {
  const monday = startOfWeek(day);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** Six weeks from the Monday on or before the month's first day (every month fits). */
export function monthDays(day: string): string[] {
  const first = `${day.slice(0, 7)}-01`;
  const monday = startOfWeek(first);
  return Array.from({ length: 42 }, (_, i) => addDays(monday, i));
}

/** YYYY-MM-DD a month before or after `day`'s month (its first day). */
export function shiftMonth(day: string, months: number): string {
  const [y = 1970, m = 1] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1 + months, 1)).toISOString().slice(0, 10);
}

/** HH:MM of an instant on the zone's wall clock. */
export function timeIn(iso: string, zone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(new Date(iso));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? "00";
  return `${get("hour")}:${get("minute")}`;
}

/** When a post shows on the calendar: its scheduled time, else when it was made. */
export function postInstant(post: HubPost): string {
  return post.scheduledFor ?? post.createdAt;
}

/** The posts of `day`, earliest first. */
export function postsOn(posts: HubPost[], day: string, zone: string): HubPost[] {
  return posts
    .filter((p) => dayIn(new Date(postInstant(p)), zone) === day)
    .sort((a, b) => postInstant(a).localeCompare(postInstant(b)));
}

/** Only a post no network has started can be moved (the server checks again). */
export function canMove(post: HubPost): boolean {
  return post.status === "scheduled" && post.deliveries.every((d) => d.status === "pending" && d.attempts === 0);
}

/**
 * The instant a post lands on when moved to `day` (keeping its wall-clock time) and by `minutes`:
 * computed on the zone's wall clock, so a move across a daylight-saving change keeps 9:00 at 9:00.
 */
export function movedTo(iso: string, zone: string, day: string, minutes = 0): Date {
  const [h = 0, m = 0] = timeIn(iso, zone).split(":").map(Number);
  const total = h * 60 + m + minutes;
  const dayShift = Math.floor(total / 1440);
  const within = ((total % 1440) + 1440) % 1440;
  const time = `${String(Math.floor(within / 60)).padStart(2, "0")}:${String(within % 60).padStart(2, "0")}`;
  return zonedToUtc(addDays(day, dayShift), time, zone);
}
