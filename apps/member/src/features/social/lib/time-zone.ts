// The member's time zone: the stored one, else what this browser reports.
import { formatInZone } from "@realty/contracts/social-constants";

export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/** A time as the member reads it, with the zone's name next to it. */
export function showTime(instant: string | Date, timeZone: string | undefined): string {
  return formatInZone(instant, timeZone ?? browserTimeZone());
}
