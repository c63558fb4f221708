import { HUB_COUNTER_LIMIT, HUB_TOASTS, type Platform, type SocialStatus } from "@realty/contracts/social-constants";
import { Button } from "@realty/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@realty/ui/card";
import { cn } from "@realty/ui/cn";
import { Label } from "@realty/ui/label";
import { toast } from "@realty/ui/use-toast";
import { CalendarClock, Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { serverMessage } from "../../../lib/api-client.ts";
import { getVideoLink } from "../api/get-video-link.ts";
import { postNow, schedulePost } from "../api/social-api.ts";
import { platformInfo } from "../lib/platforms.ts";
import { combineDateAndTime, DEFAULT_TIME, plural } from "../lib/schedule.ts";
import { PlatformPicker } from "./platform-picker.tsx";
import { QuickTemplates } from "./quick-templates.tsx";
import { SchedulePicker } from "./schedule-picker.tsx";

function videoFromQuery(): number | undefined {
  const id = Number(new URLSearchParams(window.location.search).get("video"));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Compose: content with its 280 counter (not blocking), platforms, optional schedule (part 2). */
export function ComposeTab({ status }: { status: SocialStatus | null | undefined }) {
  const [content, setContent] = useState("");
  const [selected, setSelected] = useState<ReadonlySet<Platform>>(new Set());
  const [date, setDate] = useState<Date | undefined>();
  const [time, setTime] = useState(DEFAULT_TIME);
  const [pending, setPending] = useState(false);
  // Opened from a library video's "Post through your hub": the post records which video it carries.
  const [libraryVideoId, setLibraryVideoId] = useState<number | undefined>(videoFromQuery);
  // A platform disconnected meanwhile cannot stay ticked.
  const platforms = [...selected].filter((p) => status?.[p]);
  const length = [...content].length;

  function toggle(platform: Platform) {
    const next = new Set(selected);
    if (next.has(platform)) next.delete(platform);
    else next.add(platform);
    setSelected(next);
  }

  function clear() {
    setContent("");
    setSelected(new Set());
    setDate(undefined);
    setTime(DEFAULT_TIME);
    setLibraryVideoId(undefined);
  }

  async function insertVideoLink() {
    if (!libraryVideoId) return;
    try {
      const url = await getVideoLink(libraryVideoId);
      setContent((text) => (text.trim() ? `${text.trimEnd()}\n\n${url}` : url));
    } catch (error) {
      toast({
        title: "Error",
        description: serverMessage(error) ?? "The video's link could not be made.",
        variant: "destructive",
      });
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!content.trim()) return void toast({ ...HUB_TOASTS.contentRequired, variant: "destructive" });
    if (platforms.length === 0) return void toast({ ...HUB_TOASTS.platformRequired, variant: "destructive" });
    const scheduledFor = date ? combineDateAndTime(date, time) : null;
    if (date && !scheduledFor)
      return void toast({ title: "Time Required", description: "Please enter a time such as 09:00", variant: "destructive" });
    setPending(true);
    try {
      if (scheduledFor) {
        const result = await schedulePost({ content, platforms, scheduledFor: scheduledFor.toISOString(), libraryVideoId });
        toast({
          title: "Post Scheduled!",
          description: `Your post will be published to ${plural(result.totalPosts, "platform")}`,
        });
      } else {
        const result = await postNow({ content, platforms, libraryVideoId });
        const failed = (result.failures ?? []).map((f) => `${platformInfo(f.platform).name}: ${f.reason}`);
        toast({
          title: "Posted Successfully!",
          description: [`Posted to ${result.successfulPosts}/${result.totalPosts} platforms`, ...failed].join(". "),
        });
      }
      clear();
    } catch (error) {
      toast({
        title: HUB_TOASTS.postingFailed.title,
        description: serverMessage(error) ?? HUB_TOASTS.postingFailed.description,
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Create Post</CardTitle>
          <CardDescription>Write once, then post now or schedule it for your connected accounts.</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="flex flex-col gap-6" onSubmit={submit} noValidate>
            <div className="flex flex-col gap-2">
              <Label htmlFor="post-content">Post Content</Label>
              <textarea
                id="post-content"
                rows={6}
                value={content}
                onChange={(e) => setContent(e.target.value)}
                placeholder="What would you like to share with your audience?"
                aria-describedby="post-counter"
                className="w-full rounded-lg border border-line bg-white px-3 py-2 text-base text-ink shadow-xs outline-none placeholder:text-muted/70 focus-visible:border-brand-500 focus-visible:ring-3 focus-visible:ring-brand-500/25 md:text-sm"
              />
              <p
                id="post-counter"
                className={cn("text-right text-xs", length > HUB_COUNTER_LIMIT ? "font-semibold text-danger" : "text-muted")}
              >
                {length}/{HUB_COUNTER_LIMIT}
                {length > HUB_COUNTER_LIMIT && platforms.includes("twitter") ? " (X accepts at most 280 characters)" : ""}
              </p>
            </div>
            {libraryVideoId ? (
              <div className="flex flex-wrap items-center gap-2 rounded-md border border-line p-3 text-sm text-ink" role="status">
                <span>This post carries a library video: it counts toward your guarantee's authority videos.</span>
                <Button type="button" size="sm" variant="outline" onClick={() => void insertVideoLink()}>
                  Insert the video's link
                </Button>
                <Button type="button" size="sm" variant="ghost" onClick={() => setLibraryVideoId(undefined)}>
                  Not a library video
                </Button>
              </div>
            ) : null}
            <PlatformPicker status={status} selected={new Set(platforms)} onToggle={toggle} />
            <SchedulePicker date={date} time={time} onDateChange={setDate} onTimeChange={setTime} />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" disabled={pending}>
                {date ? <CalendarClock aria-hidden /> : <Send aria-hidden />}
                {pending ? "Posting..." : date ? "Schedule Post" : "Post Now"}
              </Button>
              <Button type="button" variant="outline" onClick={clear} disabled={pending}>
                Clear
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      <QuickTemplates onUse={setContent} />
    </div>
  );
}
