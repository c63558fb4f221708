// When a post may be scheduled: in the future, at most a year ahead (times are UTC instants).

import { AppError } from "../../lib/errors.ts";
import type { DbDeps } from "../service-deps.ts";

export const MAX_SCHEDULE_AHEAD_MS = 365 * 24 * 60 * 60_000;

export function checkScheduleTime(deps: Pick<DbDeps, "now">, scheduledFor: Date): void {
  const now = deps.now().getTime();
  if (scheduledFor.getTime() <= now) {
    throw new AppError("BAD_REQUEST", "Please choose a time in the future, or use Post Now.", { scheduledFor: "In the past" });
  }
  if (scheduledFor.getTime() - now > MAX_SCHEDULE_AHEAD_MS) {
    throw new AppError("BAD_REQUEST", "Posts can be scheduled up to one year ahead.", { scheduledFor: "Too far ahead" });
  }
}
