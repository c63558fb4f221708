import { type HubPost, type Platform, zonedToUtc } from "@realty/contracts/social-constants";
import { Button } from "@realty/ui/button";
import { Input } from "@realty/ui/input";
import { toast } from "@realty/ui/use-toast";
import { useState } from "react";
import { cancelPost, deletePost, editPost, retryPost } from "../api/queue-api.ts";
import { failureToast, RetryFailed } from "../lib/failure-message.ts";
import { platformInfo } from "../lib/platforms.ts";

function dayAndTimeIn(iso: string, zone: string): { day: string; time: string } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(new Date(iso));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? "00";
  return { day: `${get("year")}-${get("month")}-${get("day")}`, time: `${get("hour")}:${get("minute")}` };
}

async function attempt(action: () => Promise<unknown>, done: string) {
  try {
    await action();
    toast({ title: done });
  } catch (error) {
    toast({ ...failureToast(error), variant: "destructive" });
  }
}

/** Edit, reschedule or cancel a scheduled post; retry or delete a failed one. */
export function PostActions({ post, zone }: { post: HubPost; zone: string }) {
  const [editing, setEditing] = useState(false);
  const scheduled = post.status === "scheduled";
  const failed = post.deliveries.filter((d) => d.status === "failed");
  const closed = !post.deliveries.some((d) => ["pending", "claimed", "sending"].includes(d.status));
  const start = post.scheduledFor ? dayAndTimeIn(post.scheduledFor, zone) : { day: "", time: "09:00" };
  const [content, setContent] = useState(post.content);
  // Each network's own text, where it differs from the main text (edited on its own below).
  const [own, setOwn] = useState<Partial<Record<Platform, string>>>(() =>
    Object.fromEntries(post.deliveries.filter((d) => d.content !== post.content).map((d) => [d.platform, d.content])),
  );
  const [day, setDay] = useState(start.day);
  const [time, setTime] = useState(start.time);

  if (editing) {
    return (
      <form
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void attempt(async () => {
            const variants = Object.fromEntries(Object.entries(own).filter(([, text]) => text !== undefined && text !== content));
            await editPost(post.id, { content, variants, scheduledFor: zonedToUtc(day, time, zone).toISOString() });
            setEditing(false);
          }, "Post updated");
        }}
      >
        <textarea
          aria-label="Scheduled post text"
          rows={4}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          className="w-full rounded-lg border border-line px-2 py-1 text-base md:text-sm"
        />
        {post.deliveries.map((d) => {
          const name = platformInfo(d.platform).name;
          const text = own[d.platform];
          return text === undefined ? (
            <Button
              key={d.platform}
              type="button"
              size="sm"
              variant="ghost"
              className="w-fit"
              onClick={() => setOwn((o) => ({ ...o, [d.platform]: content }))}
            >
              Edit for {name}
            </Button>
          ) : (
            <label key={d.platform} className="flex flex-col gap-1 text-xs font-medium text-muted">
              {name} version
              <textarea
                rows={3}
                value={text}
                onChange={(e) => setOwn((o) => ({ ...o, [d.platform]: e.target.value }))}
                className="w-full rounded-lg border border-line px-2 py-1 text-base text-ink md:text-sm"
              />
              <Button
                type="button"
                size="sm"
                variant="ghost"
                className="w-fit"
                onClick={() => setOwn(({ [d.platform]: _dropped, ...rest }) => rest)}
              >
                Use the main text for {name}
              </Button>
            </label>
          );
        })}
        <div className="flex flex-wrap items-center gap-2">
          <Input aria-label="Day" type="date" className="w-44" value={day} onChange={(e) => setDay(e.target.value)} />
          <Input aria-label="Time" type="time" className="w-32" value={time} onChange={(e) => setTime(e.target.value)} />
          <span className="text-xs text-muted">{zone}</span>
        </div>
        <div className="flex gap-2">
          <Button type="submit" size="sm">
            Save changes
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
            Keep as is
          </Button>
        </div>
      </form>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      {scheduled ? (
        <>
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            Edit or reschedule
          </Button>
          <Button size="sm" variant="outline" onClick={() => void attempt(() => cancelPost(post.id), "Scheduled post cancelled")}>
            Cancel post
          </Button>
        </>
      ) : null}
      {failed.map((d) => (
        <Button
          key={d.id}
          size="sm"
          onClick={() =>
            void attempt(
              async () => {
                const result = await retryPost(post.id, d.platform);
                if (result.successfulPosts === 0) {
                  const reason = result.failures?.[0]?.reason ?? "It failed again. Check the account in Accounts, then retry.";
                  throw new RetryFailed(d.platform, reason);
                }
              },
              `Posted to ${platformInfo(d.platform).name}`,
            )
          }
        >
          Retry {platformInfo(d.platform).name}
        </Button>
      ))}
      {closed ? (
        <Button size="sm" variant="ghost" onClick={() => void attempt(() => deletePost(post.id), "Post deleted")}>
          Delete
        </Button>
      ) : null}
    </div>
  );
}
