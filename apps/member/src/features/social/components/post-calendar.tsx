// The hub's calendar of posts: a week or a month in the member's time zone, with queued, sent and
// failed posts on their days. A queued post moves by dragging it to another day, or from the
// keyboard: focus it, then the arrow keys move it a day (left/right) or 30 minutes (up/down).
import { dayIn, type HubPost, type HubPostStatus } from "@realty/contracts/social-constants";
import { Button } from "@realty/ui/button";
import { cn } from "@realty/ui/cn";
import { toast } from "@realty/ui/use-toast";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { type DragEvent, type KeyboardEvent, useState } from "react";
import { editPost } from "../api/queue-api.ts";
import { useHubPosts } from "../api/social-api.ts";
import {
  canMove,
  monthDays,
  movedTo,
  postInstant,
  postsOn,
  shiftMonth,
  startOfWeek,
  timeIn,
  weekDays,
} from "../lib/calendar-grid.ts";
import { composeOnDayHref } from "../lib/compose-query.ts";
import { failureToast } from "../lib/failure-message.ts";
import { platformInfo } from "../lib/platforms.ts";

const STATUS_STYLE: Record<HubPostStatus, string> = {
  scheduled: "border-brand-500 bg-brand-50",
  publishing: "border-brand-500 bg-white",
  posted: "border-success bg-white",
  partial: "border-danger bg-white",
  failed: "border-danger bg-red-50",
  cancelled: "border-line bg-white text-muted line-through",
};
const STATUS_WORD: Record<HubPostStatus, string> = {
  scheduled: "Queued",
  publishing: "Publishing",
  posted: "Sent",
  partial: "Partly sent",
  failed: "Failed",
  cancelled: "Cancelled",
};
const KEY_MOVES: Record<string, { days: number; minutes: number }> = {
  ArrowLeft: { days: -1, minutes: 0 },
  ArrowRight: { days: 1, minutes: 0 },
  ArrowUp: { days: 0, minutes: -30 },
  ArrowDown: { days: 0, minutes: 30 },
};

const dayLabel = (day: string, style: "long" | "short") =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    weekday: style,
    month: style === "long" ? "long" : "short",
    day: "numeric",
  }).format(new Date(`${day}T12:00:00Z`));

async function reschedule(post: HubPost, to: Date, zone: string) {
  try {
    await editPost(post.id, { scheduledFor: to.toISOString() });
    toast({
      title: "Post rescheduled",
      description: `Now ${dayLabel(dayIn(to, zone), "long")} at ${timeIn(to.toISOString(), zone)}.`,
    });
  } catch (error) {
    toast({ ...failureToast(error), variant: "destructive" });
  }
}

function PostChip({ post, zone }: { post: HubPost; zone: string }) {
  const movable = canMove(post);
  const at = postInstant(post);
  const time = timeIn(at, zone);
  const title = post.content.split("\n")[0]?.slice(0, 60) ?? "";
  function onKeyDown(e: KeyboardEvent<HTMLElement>) {
    const move = KEY_MOVES[e.key];
    if (!move || !movable) return;
    e.preventDefault();
    const day = dayIn(new Date(at), zone);
    const target = new Date(`${day}T12:00:00Z`);
    target.setUTCDate(target.getUTCDate() + move.days);
    void reschedule(post, movedTo(at, zone, target.toISOString().slice(0, 10), move.minutes), zone);
  }
  return (
    <li
      draggable={movable}
      tabIndex={movable ? 0 : -1}
      onDragStart={(e) => {
        e.dataTransfer.setData("text/plain", String(post.id));
        e.dataTransfer.effectAllowed = "move";
      }}
      onKeyDown={onKeyDown}
      aria-label={`${STATUS_WORD[post.status]} ${time}: ${title}${movable ? ". Arrow keys move it a day or 30 minutes" : ""}`}
      className={cn(
        "flex min-w-0 flex-col gap-0.5 overflow-hidden rounded-md border-l-4 px-1.5 py-1 text-xs text-ink shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
        STATUS_STYLE[post.status],
        movable && "cursor-grab",
      )}
    >
      <span className="flex flex-wrap items-center gap-1 font-semibold">
        {time}
        {post.platforms.map((p) => {
          const { Icon, name } = platformInfo(p);
          return <Icon key={p} className="size-3" aria-label={name} />;
        })}
        <span className="ml-auto hidden font-normal text-muted sm:inline">{STATUS_WORD[post.status]}</span>
      </span>
      <span className="line-clamp-2 break-words">{title}</span>
    </li>
  );
}

function DayCell({
  day,
  posts,
  zone,
  label,
  dimmed,
  composable,
  onDropPost,
}: {
  day: string;
  posts: HubPost[];
  zone: string;
  label: string;
  dimmed?: boolean;
  /** An empty day from today on offers to compose a post for it. */
  composable: boolean;
  onDropPost: (postId: number, day: string) => void;
}) {
  const [over, setOver] = useState(false);
  return (
    <section
      aria-label={dayLabel(day, "long")}
      onDragOver={(e: DragEvent) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e: DragEvent) => {
        e.preventDefault();
        setOver(false);
        const id = Number(e.dataTransfer.getData("text/plain"));
        if (id) onDropPost(id, day);
      }}
      className={cn(
        "flex min-h-20 min-w-0 flex-col gap-1 rounded-lg border border-line bg-white p-1.5",
        dimmed && "opacity-60",
        over && "ring-2 ring-brand-500",
      )}
    >
      <h3 className="text-xs font-semibold text-muted">{label}</h3>
      <ul className="flex flex-col gap-1">
        {posts.map((p) => (
          <PostChip key={p.id} post={p} zone={zone} />
        ))}
      </ul>
      {posts.length === 0 && composable ? (
        <a
          href={composeOnDayHref(day)}
          aria-label={`Compose a post for ${dayLabel(day, "long")}`}
          className="mt-auto text-xs font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          + Post
        </a>
      ) : null}
    </section>
  );
}

/** Week and month views of the member's posts, in `zone`. */
export function PostCalendar({ zone }: { zone: string }) {
  const { data: posts } = useHubPosts();
  const today = dayIn(new Date(), zone);
  const [view, setView] = useState<"week" | "month">("week");
  const [anchor, setAnchor] = useState(today);
  const list = posts ?? [];
  const days = view === "week" ? weekDays(anchor) : monthDays(anchor);
  const month = anchor.slice(0, 7);
  function onDropPost(postId: number, day: string) {
    const post = list.find((p) => p.id === postId);
    if (!post || !canMove(post)) return;
    if (dayIn(new Date(postInstant(post)), zone) === day) return;
    void reschedule(post, movedTo(postInstant(post), zone, day), zone);
  }
  function step(direction: 1 | -1) {
    if (view === "week") {
      const monday = new Date(`${startOfWeek(anchor)}T12:00:00Z`);
      monday.setUTCDate(monday.getUTCDate() + 7 * direction);
      setAnchor(monday.toISOString().slice(0, 10));
    } else setAnchor(shiftMonth(anchor, direction));
  }
  const heading =
    view === "week"
      ? `Week of ${dayLabel(days[0] ?? anchor, "long")}`
      : new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", year: "numeric" }).format(
          new Date(`${month}-15T12:00:00Z`),
        );
  return (
    <section aria-labelledby="post-calendar-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="post-calendar-heading" className="mr-auto text-lg font-semibold text-ink">
          {heading}
        </h2>
        <fieldset aria-label="Calendar view" className="flex gap-1">
          {(["week", "month"] as const).map((v) => (
            <Button
              key={v}
              size="sm"
              variant={view === v ? "default" : "outline"}
              aria-pressed={view === v}
              onClick={() => setView(v)}
            >
              {v === "week" ? "Week" : "Month"}
            </Button>
          ))}
        </fieldset>
        <Button size="sm" variant="outline" aria-label={`Previous ${view}`} onClick={() => step(-1)}>
          <ChevronLeft aria-hidden />
        </Button>
        <Button size="sm" variant="outline" onClick={() => setAnchor(today)}>
          Today
        </Button>
        <Button size="sm" variant="outline" aria-label={`Next ${view}`} onClick={() => step(1)}>
          <ChevronRight aria-hidden />
        </Button>
      </div>
      <p className="text-xs text-muted">
        Times in {zone}. Drag a queued post to another day, or focus it and use the arrow keys (a day left or right, 30 minutes up
        or down).
      </p>
      <div className={cn("grid gap-1.5", view === "week" ? "grid-cols-1 sm:grid-cols-7" : "grid-cols-7")}>
        {days.map((day) => (
          <DayCell
            key={day}
            day={day}
            zone={zone}
            posts={postsOn(list, day, zone)}
            label={view === "week" ? dayLabel(day, "short") : String(Number(day.slice(8)))}
            dimmed={view === "month" && !day.startsWith(month)}
            composable={day >= today}
            onDropPost={onDropPost}
          />
        ))}
      </div>
    </section>
  );
}
