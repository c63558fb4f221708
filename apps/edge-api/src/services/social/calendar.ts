// The 52-week calendar: each week of the plan's videos, with the script and the post
// that share most of its tags (each used once, in library order), laid out from the member's start
// date; quarters are the plan's own (videos.quarter). See docs/decisions/.
import { addDays, type CalendarItem, type CalendarWeek, zonedToUtc } from "@realty/contracts/social";
import { and, eq, gte, lt } from "drizzle-orm";
import { hubPosts, scripts, socialPosts, users, videos } from "../../db/schema.ts";
import { AppError } from "../../lib/errors.ts";
import { audienceCanOpen, audienceFor } from "../content/access.ts";
import type { DbDeps } from "../service-deps.ts";
import { loadPreferences } from "./preferences.ts";

export const PLAN_WEEKS = 52;

interface Tagged {
  id: number;
  title: string;
  tags: string[];
  accessLevel: string;
}

export interface PlannedWeek {
  week: number;
  quarter: number;
  startsOn: string;
  video: (Tagged & { description: string }) | null;
  script: (Tagged & { captions: Record<string, string> | null; content: string }) | null;
  post: (Tagged & { content: string }) | null;
}

function bestMatch<T extends Tagged>(tags: string[], pool: T[], used: Set<number>): T | null {
  let best: T | null = null;
  let score = -1;
  for (const item of pool) {
    if (used.has(item.id)) continue;
    const shared = item.tags.filter((t) => tags.includes(t)).length;
    if (shared > score) {
      best = item;
      score = shared;
    }
  }
  if (best) used.add(best.id);
  return best;
}

export async function planWeeks(deps: DbDeps, planStart: string): Promise<PlannedWeek[]> {
  const [videoRows, scriptRows, postRows] = await Promise.all([
    deps.db.select().from(videos).where(eq(videos.published, true)).orderBy(videos.week, videos.sortOrder),
    deps.db
      .select()
      .from(scripts)
      .where(and(eq(scripts.published, true), eq(scripts.language, "en")))
      .orderBy(scripts.sortOrder),
    deps.db.select().from(socialPosts).orderBy(socialPosts.postIndex),
  ]);
  const usedScripts = new Set<number>();
  const usedPosts = new Set<number>();
  const weeks: PlannedWeek[] = [];
  for (let week = 1; week <= PLAN_WEEKS; week++) {
    const video = videoRows.find((v) => v.week === week) ?? null;
    const tags = video?.tags ?? [];
    const script = bestMatch(tags, scriptRows, usedScripts);
    const post = bestMatch(tags, postRows, usedPosts);
    weeks.push({
      week,
      quarter: video?.quarter ?? Math.min(4, Math.ceil(week / 13)),
      startsOn: addDays(planStart, (week - 1) * 7),
      video: video ? { ...video, tags } : null,
      script: script ? { ...script, captions: (script.kit?.captions as Record<string, string> | undefined) ?? null } : null,
      post,
    });
  }
  return weeks;
}

async function audienceOf(deps: DbDeps, userId: number) {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError("UNAUTHORIZED", "Not authenticated");
  return audienceFor(user);
}

/** GET /api/social/calendar */
export async function calendarFor(deps: DbDeps, userId: number): Promise<CalendarWeek[]> {
  const prefs = await loadPreferences(deps, userId);
  const planStart = prefs.planStart ?? addDays(new Date().toISOString().slice(0, 10), 0);
  const audience = await audienceOf(deps, userId);
  const weeks = await planWeeks(deps, planStart);
  const queued = await deps.db
    .select({ scheduledFor: hubPosts.scheduledFor })
    .from(hubPosts)
    .where(
      and(
        eq(hubPosts.userId, userId),
        gte(hubPosts.scheduledFor, zonedToUtc(planStart, "00:00", prefs.timeZone)),
        lt(hubPosts.scheduledFor, zonedToUtc(addDays(planStart, PLAN_WEEKS * 7), "00:00", prefs.timeZone)),
      ),
    );
  return weeks.map((w) => {
    const from = zonedToUtc(w.startsOn, "00:00", prefs.timeZone).getTime();
    const to = zonedToUtc(addDays(w.startsOn, 7), "00:00", prefs.timeZone).getTime();
    const items: CalendarItem[] = [];
    const open = (level: string) => audienceCanOpen(audience, level);
    if (w.video) items.push({ kind: "video", id: w.video.id, title: w.video.title, open: open(w.video.accessLevel) });
    if (w.script) items.push({ kind: "script", id: w.script.id, title: w.script.title, open: open(w.script.accessLevel) });
    if (w.post) items.push({ kind: "post", id: w.post.id, title: w.post.title, open: open(w.post.accessLevel) });
    const inWeek = queued.filter((q) => q.scheduledFor && q.scheduledFor.getTime() >= from && q.scheduledFor.getTime() < to);
    return { week: w.week, quarter: w.quarter, startsOn: w.startsOn, items, queued: inWeek.length };
  });
}
