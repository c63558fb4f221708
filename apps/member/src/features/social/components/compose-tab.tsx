import {
  FIRST_COMMENT_MAX,
  firstCommentNetworks,
  HUB_TOASTS,
  PLATFORM_NAMES,
  type Platform,
  type SocialStatus,
  zonedToUtc,
} from "@realty/contracts/social-constants";
import { Button } from "@realty/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@realty/ui/card";
import { cn } from "@realty/ui/cn";
import { Label } from "@realty/ui/label";
import { toast } from "@realty/ui/use-toast";
import { CalendarClock, GalleryHorizontal, Send, X } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useSearch } from "wouter";
import { serverMessage } from "../../../lib/api-client.ts";
import { getVideoLink } from "../api/get-video-link.ts";
import { usePreferences } from "../api/queue-api.ts";
import { postNow, schedulePost } from "../api/social-api.ts";
import { useComposeDraft } from "../hooks/use-compose-draft.ts";
import { composeCounter } from "../lib/compose-counter.ts";
import { chosenVariants, dayOf, draftProblem } from "../lib/draft-checks.ts";
import { platformInfo } from "../lib/platforms.ts";
import { DEFAULT_TIME, plural } from "../lib/schedule.ts";
import { browserTimeZone } from "../lib/time-zone.ts";
import { BestTimeHints } from "./best-time-hints.tsx";
import { ComposeSourceBar } from "./compose-source-bar.tsx";
import { NetworkPreviews } from "./network-previews.tsx";
import { PlatformPicker } from "./platform-picker.tsx";
import { QuickTemplates } from "./quick-templates.tsx";
import { SchedulePicker } from "./schedule-picker.tsx";

/** The counter counts against X's limit, the shortest; it warns and does not block (part 2 §9). */

function videoFromQuery(search: string): number | undefined {
  const id = Number(new URLSearchParams(search).get("video"));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** Compose: text, per-network previews and edits, library attachment, platforms, optional schedule. */
export function ComposeTab({ status }: { status: SocialStatus | null | undefined }) {
  const draft = useComposeDraft();
  const search = useSearch();
  const { data: prefs } = usePreferences();
  const zone = prefs?.timeZone ?? browserTimeZone();
  const [selected, setSelected] = useState<ReadonlySet<Platform>>(new Set());
  // "Schedule" on a library item opens the composer with tomorrow chosen.
  const [date, setDate] = useState<Date | undefined>(() => {
    // A day chosen on the calendar (local midnight of that day, as the date picker holds days).
    if (draft.query.day) {
      const [y = 1970, m = 1, d = 1] = draft.query.day.split("-").map(Number);
      return new Date(y, m - 1, d);
    }
    if (!draft.query.schedule) return undefined;
    const now = new Date();
    return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  });
  const [time, setTime] = useState(prefs?.postTime ?? DEFAULT_TIME);
  const [pending, setPending] = useState(false);
  // Opened from a library video's "Post through your hub": the post records which video it carries.
  const [libraryVideoId, setLibraryVideoId] = useState<number | undefined>(() => videoFromQuery(search));
  // A platform disconnected meanwhile cannot stay ticked.
  const platforms = [...selected].filter((p) => status?.[p]);
  const { content, variants, media } = draft;
  const [firstComment, setFirstComment] = useState("");
  const commentNetworks = firstCommentNetworks(platforms);
  const counter = composeCounter(content, platforms);

  function toggle(platform: Platform) {
    const next = new Set(selected);
    if (next.has(platform)) next.delete(platform);
    else next.add(platform);
    setSelected(next);
  }

  function clear() {
    draft.reset();
    setFirstComment("");
    setSelected(new Set());
    setDate(undefined);
    setTime(prefs?.postTime ?? DEFAULT_TIME);
    setLibraryVideoId(undefined);
  }

  async function insertVideoLink() {
    if (!libraryVideoId) return;
    try {
      const url = await getVideoLink(libraryVideoId);
      draft.setContent((text) => (text.trim() ? `${text.trimEnd()}\n\n${url}` : url));
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
    const facts = { content, media, platforms, variants, date, time };
    const stop = draftProblem(facts);
    if (stop) return void toast({ ...stop, variant: "destructive" });
    const comment = commentNetworks.length > 0 && firstComment.trim() ? firstComment.trim() : undefined;
    const body = {
      content,
      platforms,
      variants: chosenVariants(facts),
      media: media ?? undefined,
      libraryVideoId,
      firstComment: comment,
    };
    setPending(true);
    try {
      if (date) {
        const scheduledFor = zonedToUtc(dayOf(date), time, zone).toISOString();
        const result = await schedulePost({ ...body, scheduledFor });
        toast({
          title: "Post Scheduled!",
          description: `Your post will be published to ${plural(result.totalPosts, "platform")}`,
        });
        clear();
        return;
      }
      const result = await postNow(body);
      const failures = result.failures ?? [];
      if (failures.length === 0) {
        toast({
          title: "Posted Successfully!",
          description: `Posted to ${result.successfulPosts}/${result.totalPosts} platforms`,
        });
        clear();
        return;
      }
      // A partial failure keeps the draft for the networks that did not take it.
      setSelected(new Set(failures.map((f) => f.platform)));
      toast({
        title: `Posted to ${result.successfulPosts} of ${result.totalPosts}`,
        description: `${failures.map((f) => `${platformInfo(f.platform).name}: ${f.reason}`).join(" ")} Your text is kept here: fix it and post again.`,
        variant: "destructive",
      });
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

  /** A list post goes out as its one image or as its carousel (Instagram, Facebook and LinkedIn take several images). */
  function toggleCarousel(postId: number) {
    const slides = draft.source?.carouselSlides;
    if (!slides) return;
    draft.setMedia(
      media?.kind === "post-carousel" ? { kind: "post-image", postId, size: "feed" } : { kind: "post-carousel", postId, slides },
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="min-w-0 lg:col-span-2">
        <CardHeader>
          <CardTitle>Create Post</CardTitle>
          <CardDescription>Write once, check each network's preview, then post now or schedule it.</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="flex flex-col gap-6" onSubmit={submit} noValidate>
            <ComposeSourceBar draft={draft} />
            <div className="flex flex-col gap-2">
              <Label htmlFor="post-content">Post Content</Label>
              <textarea
                id="post-content"
                rows={6}
                value={content}
                onChange={(e) => draft.setContent(e.target.value)}
                placeholder="What would you like to share with your audience?"
                aria-describedby="post-counter"
                className="w-full rounded-lg border border-line bg-white px-3 py-2 text-base text-ink shadow-xs outline-none placeholder:text-muted/70 focus-visible:border-brand-500 focus-visible:ring-3 focus-visible:ring-brand-500/25 md:text-sm"
              />
              <p
                id="post-counter"
                className={cn("text-right text-xs", counter.over ? "font-semibold text-danger" : "text-muted")}
              >
                {counter.count}/{counter.limit}
              </p>
            </div>
            {media ? (
              <div className="flex flex-wrap items-center gap-2 text-sm text-ink">
                <span>
                  Attached:{" "}
                  {media.kind === "post-image"
                    ? "your branded post image"
                    : media.kind === "carousel"
                      ? `a carousel of ${media.postIds.length} branded post images`
                      : media.kind === "post-carousel"
                        ? `the post's carousel (${media.slides ?? "several"} slides)`
                        : media.cut === "full"
                          ? "your branded full video (the right shape for each network)"
                          : "your branded short cut (the right shape for each network)"}
                </span>
                {media.kind === "video" ? (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    onClick={() =>
                      draft.setMedia(
                        media.cut === "full"
                          ? { kind: "video", videoId: media.videoId }
                          : { kind: "video", videoId: media.videoId, cut: "full" },
                      )
                    }
                  >
                    {media.cut === "full" ? "Send the short cut" : "Send the full video instead"}
                  </Button>
                ) : null}
                {draft.source?.carouselSlides && (media.kind === "post-image" || media.kind === "post-carousel") ? (
                  <Button type="button" size="sm" variant="outline" onClick={() => toggleCarousel(media.postId)}>
                    <GalleryHorizontal aria-hidden />
                    {media.kind === "post-image"
                      ? `Send as a carousel (${draft.source.carouselSlides} slides)`
                      : "Send the single image"}
                  </Button>
                ) : null}
                <Button type="button" size="sm" variant="ghost" onClick={() => draft.setMedia(null)}>
                  <X aria-hidden /> Remove attachment
                </Button>
              </div>
            ) : null}
            {libraryVideoId && !media ? (
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
            <NetworkPreviews
              platforms={platforms}
              content={content}
              variants={variants}
              media={media}
              status={status}
              onVariant={draft.setVariant}
            />
            {commentNetworks.length > 0 ? (
              <label className="flex flex-col gap-1 text-sm font-medium text-ink">
                First comment (optional, on {commentNetworks.map((p) => PLATFORM_NAMES[p]).join(" and ")})
                <textarea
                  rows={2}
                  maxLength={FIRST_COMMENT_MAX}
                  value={firstComment}
                  onChange={(e) => setFirstComment(e.target.value)}
                  placeholder="Hashtags or a link, posted as the first comment under the post"
                  className="w-full rounded-lg border border-line px-2 py-1 text-base font-normal md:text-sm"
                />
              </label>
            ) : null}
            <SchedulePicker date={date} time={time} onDateChange={setDate} onTimeChange={setTime} zone={zone} />
            <BestTimeHints platforms={platforms} />
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
      <QuickTemplates onUse={(text) => draft.setContent(text)} />
    </div>
  );
}
