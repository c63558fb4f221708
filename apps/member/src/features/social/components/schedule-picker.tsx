import { Input } from "@realty/ui/input";
import { Label } from "@realty/ui/label";
import { Skeleton } from "@realty/ui/skeleton";
import { Suspense } from "react";
import { lazyPart } from "../../../lib/lazy-part.tsx";

const DayCalendar = lazyPart(
  "features/social/components/day-calendar",
  () => import("./day-calendar.tsx"),
  (m) => m.default,
);

interface Props {
  date: Date | undefined;
  time: string;
  onDateChange: (date: Date | undefined) => void;
  onTimeChange: (time: string) => void;
  /** The member's time zone, shown next to the time (schedules are stored in UTC). */
  zone?: string;
}

function startOfToday(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/**
 * Single-date picker (clicking the selected day clears it, so the post goes out now) and the time,
 * 09:00 by default (part 2 §5).
 */
export function SchedulePicker({ date, time, onDateChange, onTimeChange, zone }: Props) {
  return (
    <div className="grid gap-4 md:grid-cols-[auto_1fr]">
      <div>
        <p id="schedule-label" className="mb-2 text-sm font-medium text-ink">
          Schedule (optional)
        </p>
        <div className="w-fit rounded-xl border border-line bg-white p-2">
          {/* Always the height of a six-week month (344 px), and as wide as the calendar (7 days of
              44 px, fewer on a phone): the calendar arriving, or a shorter month, moves nothing. */}
          <div className="min-h-[21.5rem]">
            <Suspense
              fallback={
                <Skeleton className="h-[21.5rem] w-[19.25rem] max-w-full" role="status" aria-label="Loading the calendar" />
              }
            >
              <DayCalendar date={date} onDateChange={onDateChange} firstDay={startOfToday()} labelledBy="schedule-label" />
            </Suspense>
          </div>
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="post-time">Time</Label>
        <Input id="post-time" type="time" className="w-36" value={time} onChange={(e) => onTimeChange(e.target.value)} />
        {zone ? <p className="text-xs text-muted">Time zone: {zone}</p> : null}
        <p className="text-sm text-muted" aria-live="polite">
          {date
            ? `Scheduled for ${date.toLocaleDateString(undefined, { weekday: "long", month: "long", day: "numeric" })} at ${time}${zone ? ` ${zone}` : ""}`
            : "No date chosen: the post goes out as soon as you press Post Now."}
        </p>
      </div>
    </div>
  );
}
