// Wall-clock times in the member's time zone <-> UTC instants, with Intl only (no tz database in
// the bundle): schedules are stored in UTC and shown with the zone's name next to them.

function partsIn(instant: number, timeZone: string): Record<string, number> {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(instant));
  const out: Record<string, number> = {};
  for (const p of parts) if (p.type !== "literal") out[p.type] = Number(p.value);
  return out;
}

/** Milliseconds the zone is ahead of UTC at `instant`. */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const p = partsIn(instant, timeZone);
  const asUtc = Date.UTC(p.year ?? 1970, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The UTC instant of `day` (YYYY-MM-DD) at `time` (HH:MM) on the wall clock of `timeZone`. */
export function zonedToUtc(day: string, time: string, timeZone: string): Date {
  const [y = 1970, m = 1, d = 1] = day.split("-").map(Number);
  const [h = 0, min = 0] = time.split(":").map(Number);
  const wall = Date.UTC(y, m - 1, d, h, min);
  let guess = wall - zoneOffsetMs(wall, timeZone);
  // Once more at the guess, for days when the offset changes (DST).
  guess = wall - zoneOffsetMs(guess, timeZone);
  return new Date(guess);
}

/** YYYY-MM-DD of `instant` in `timeZone`. */
export function dayIn(instant: Date, timeZone: string): string {
  const p = partsIn(instant.getTime(), timeZone);
  const pad = (n: number | undefined) => String(n ?? 0).padStart(2, "0");
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** YYYY-MM-DD `days` after `day`. */
export function addDays(day: string, days: number): string {
  const [y = 1970, m = 1, d = 1] = day.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** "Jan 15, 2026, 9:00 AM CST": a time as the member reads it, with the zone next to it. */
export function formatInZone(instant: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    dateStyle: "medium",
    timeStyle: "short",
  })
    .format(new Date(instant))
    .concat(` ${zoneLabel(new Date(instant), timeZone)}`);
}

/** The zone's short name at `instant` (CST, GMT+2), falling back to the IANA name. */
export function zoneLabel(instant: Date, timeZone: string): string {
  const part = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "short" })
    .formatToParts(instant)
    .find((p) => p.type === "timeZoneName");
  return part?.value ?? timeZone;
}
