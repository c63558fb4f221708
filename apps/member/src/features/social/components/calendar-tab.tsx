import {
  type CalendarWeek,
  HUB_PLATFORMS,
  PLATFORMS,
  type Platform,
  type SocialStatus,
} from "@realty/contracts/social-constants";
import { Badge } from "@realty/ui/badge";
import { Button } from "@realty/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@realty/ui/card";
import { toast } from "@realty/ui/use-toast";
import { useState } from "react";
import { serverMessage } from "../../../lib/api-client.ts";
import { scheduleWeek, useCalendar, usePreferences } from "../api/queue-api.ts";
import { BestTimeHints } from "./best-time-hints.tsx";
import { CalendarFeed } from "./calendar-feed.tsx";
import { PostCalendar } from "./post-calendar.tsx";

const KIND_LABEL = { video: "Video", script: "Script", post: "Post" } as const;

function WeekCard({
  week,
  platforms,
  postTime,
  zone,
}: {
  week: CalendarWeek;
  platforms: Platform[];
  postTime: string;
  zone: string;
}) {
  const [pending, setPending] = useState(false);
  async function fill() {
    if (platforms.length === 0) {
      toast({
        title: "Connect an account first",
        description: "Connect a network in Accounts, then schedule the week.",
        variant: "destructive",
      });
      return;
    }
    setPending(true);
    try {
      const result = await scheduleWeek(week.week, platforms);
      const skipped = result.skipped.map((s) => `${s.title}: ${s.reason}`).join(" ");
      toast({ title: `Week ${week.week}: ${result.scheduled} scheduled`, description: skipped || `At ${postTime} ${zone}.` });
    } catch (error) {
      toast({
        title: "Could not schedule the week",
        description: serverMessage(error) ?? "Please try again.",
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  }
  return (
    <li>
      <Card className="gap-2 py-3" role="region" aria-label={`Week ${week.week}`}>
        <CardHeader className="px-3">
          <CardTitle className="flex flex-wrap items-center gap-2 text-sm">
            Week {week.week}
            <span className="font-normal text-muted">from {week.startsOn}</span>
            {week.queued > 0 ? <Badge variant="secondary">{week.queued} in queue</Badge> : null}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 px-3 text-sm">
          <ul className="flex flex-col gap-1">
            {week.items.map((item) => (
              <li key={`${item.kind}-${item.id}`} className={item.open ? "text-ink" : "text-muted"}>
                <span className="font-medium">{KIND_LABEL[item.kind]}:</span> {item.title}
                {item.open ? "" : " (not in your plan)"}
              </li>
            ))}
          </ul>
          <Button size="sm" className="w-fit" disabled={pending} onClick={() => void fill()}>
            {pending ? "Scheduling..." : "Schedule this week"}
          </Button>
        </CardContent>
      </Card>
    </li>
  );
}

/** The posts' week and month views, then the 52-week plan by quarter with "Schedule this week". */
export function CalendarTab({ status, zone }: { status: SocialStatus | null | undefined; zone: string }) {
  const { data: weeks, error } = useCalendar();
  const { data: prefs } = usePreferences();
  const platforms = PLATFORMS.filter((p) => status?.[p]);
  if (error) return <p className="text-sm text-danger">The calendar could not be loaded. Please try again.</p>;
  if (!weeks) return <p className="text-sm text-muted">Loading your calendar...</p>;
  const postTime = prefs?.postTime ?? "09:00";
  return (
    <div className="flex flex-col gap-6">
      <PostCalendar zone={zone} />
      <BestTimeHints platforms={HUB_PLATFORMS.filter((p) => status?.[p])} />
      <CalendarFeed zone={zone} />
      <h2 className="text-lg font-semibold text-ink">Your 52-week plan</h2>
      {[1, 2, 3, 4].map((quarter) => (
        <section key={quarter} aria-labelledby={`quarter-${quarter}`} className="flex flex-col gap-3">
          <h2 id={`quarter-${quarter}`} className="text-lg font-semibold text-ink">
            Quarter {quarter}
          </h2>
          <ul className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
            {weeks
              .filter((w) => w.quarter === quarter)
              .map((w) => (
                <WeekCard key={w.week} week={w} platforms={platforms} postTime={postTime} zone={zone} />
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
