// "Schedule this week": the week's video, script and post go into the queue at the member's posting
// time in their time zone (video on the week's first day, script on the third, post on the fifth),
// each through the same checks as a post composed by hand. Items the plan does not open, or whose
// time has passed, are skipped with the reason. Each item queued carries a plan slot (week and
// kind) the database holds once per member, so running it twice, or twice at once, queues the week once.
import { addDays, type Platform, xLength, zonedToUtc } from "@realty/contracts/social";
import { and, eq } from "drizzle-orm";
import { isUniqueViolation } from "../../db/batch.ts";
import { hubPosts } from "../../db/schema.ts";
import { AppError } from "../../lib/errors.ts";
import type { SocialDeps } from "../service-deps.ts";
import { calendarFor, planWeeks } from "./calendar.ts";
import { type ComposeInput, schedulePost } from "./posts.ts";
import { loadPreferences } from "./preferences.ts";
import type { ComposeDeps } from "./social-deps.ts";

const DAY_OFFSET = { video: 0, script: 2, post: 4 } as const;
export const ALREADY_QUEUED = "It is already in your queue.";

/**
 * True when this plan item is already queued (or was sent). A cancelled one gives its slot back,
 * so the member may queue the item again after cancelling it.
 */
async function slotTaken(deps: SocialDeps, userId: number, slot: string): Promise<boolean> {
  const mine = and(eq(hubPosts.userId, userId), eq(hubPosts.planSlot, slot));
  const [row] = await deps.db.select({ status: hubPosts.status }).from(hubPosts).where(mine);
  if (!row) return false;
  if (row.status !== "cancelled") return true;
  await deps.db
    .update(hubPosts)
    .set({ planSlot: null })
    .where(and(mine, eq(hubPosts.status, "cancelled")));
  return false;
}

/** Cuts text to X's 280 as X counts it, at a word where one is near. */
export function fitForX(text: string): string {
  if (xLength(text) <= 280) return text;
  let out = "";
  for (const word of text.split(/(\s+)/)) {
    if (xLength(`${out}${word}`) > 277) break;
    out += word;
  }
  return `${out.trimEnd()}...`;
}

interface Job {
  kind: keyof typeof DAY_OFFSET;
  title: string;
  compose: () => ComposeInput;
  withoutMedia?: () => ComposeInput;
}

async function queueJob(deps: ComposeDeps & SocialDeps, userId: number, job: Job, at: Date, slot: string): Promise<void> {
  try {
    await schedulePost(deps, userId, job.compose(), at, slot);
  } catch (err) {
    // A video not rendered yet still goes out as text (the guarantee counts only attached videos).
    if (!(err instanceof AppError && job.withoutMedia && err.fields?.media)) throw err;
    await schedulePost(deps, userId, job.withoutMedia(), at, slot);
  }
}

export interface WeekResult {
  scheduled: number;
  skipped: { title: string; reason: string }[];
}

export async function scheduleWeek(
  deps: ComposeDeps & SocialDeps,
  userId: number,
  week: number,
  platforms: Platform[],
): Promise<WeekResult> {
  const prefs = await loadPreferences(deps, userId);
  const planStart = prefs.planStart ?? new Date().toISOString().slice(0, 10);
  const [plan, shown] = await Promise.all([planWeeks(deps, planStart), calendarFor(deps, userId)]);
  const entry = plan.find((w) => w.week === week);
  const items = shown.find((w) => w.week === week)?.items ?? [];
  if (!entry) throw new AppError("NOT_FOUND", "This week is not in the plan.");
  const result: WeekResult = { scheduled: 0, skipped: [] };
  const jobs: Job[] = [];
  const variantsFor = (text: string) => (platforms.includes("twitter") ? { twitter: fitForX(text) } : undefined);
  if (entry.video) {
    const v = entry.video;
    const text = `${v.title}\n\n${v.description}`.trim();
    const base = { content: text, platforms, variants: variantsFor(text) };
    jobs.push({
      kind: "video",
      title: v.title,
      compose: () => ({ ...base, media: { kind: "video", videoId: v.id } }),
      withoutMedia: () => ({ ...base, libraryVideoId: v.id }),
    });
  }
  if (entry.script) {
    const s = entry.script;
    const c = s.captions;
    const text = c?.facebook ?? s.content;
    const variants: Partial<Record<Platform, string>> = {};
    if (platforms.includes("linkedin")) variants.linkedin = c?.linkedin ?? text;
    if (platforms.includes("twitter")) variants.twitter = c?.x ?? fitForX(text);
    jobs.push({ kind: "script", title: s.title, compose: () => ({ content: text, platforms, variants }) });
  }
  if (entry.post) {
    const p = entry.post;
    jobs.push({
      kind: "post",
      title: p.title,
      compose: () => ({
        content: p.content,
        platforms,
        variants: variantsFor(p.content),
        media: { kind: "post-image", postId: p.id, size: "feed" },
      }),
    });
  }
  for (const job of jobs) {
    const open = items.find((i) => i.kind === job.kind && i.title === job.title)?.open ?? false;
    if (!open) {
      result.skipped.push({ title: job.title, reason: "Your plan does not include it." });
      continue;
    }
    const slot = `week:${week}:${job.kind}`;
    if (await slotTaken(deps, userId, slot)) {
      result.skipped.push({ title: job.title, reason: ALREADY_QUEUED });
      continue;
    }
    const at = zonedToUtc(addDays(entry.startsOn, DAY_OFFSET[job.kind]), prefs.postTime, prefs.timeZone);
    if (at.getTime() <= deps.now().getTime()) {
      result.skipped.push({ title: job.title, reason: "Its day has already passed." });
      continue;
    }
    try {
      await queueJob(deps, userId, job, at, slot);
      result.scheduled++;
    } catch (err) {
      if (isUniqueViolation(err)) {
        // A second run at the same moment queued it first.
        result.skipped.push({ title: job.title, reason: ALREADY_QUEUED });
      } else if (err instanceof AppError) {
        // Reported per item, so the rest of the week is still scheduled.
        result.skipped.push({ title: job.title, reason: err.message });
      } else throw err;
    }
  }
  return result;
}
