// The private calendar feed (RFC 5545): one event per planned item at the member's posting time,
// plus what is already scheduled in the hub. The URL's secret is the only key: rotating it in the
// hub revokes the old one. Event times are UTC (…Z), which every calendar app shows in local time.
import { addDays, zonedToUtc } from "@realty/contracts/social";
import { and, eq, isNotNull } from "drizzle-orm";
import { hubPosts } from "../../db/schema.ts";
import type { ConfigDeps } from "../service-deps.ts";
import { planWeeks } from "./calendar.ts";
import { userForIcsToken } from "./preferences.ts";

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** RFC 5545 text: backslash, semicolon, comma and newlines escaped; lines folded at 75 octets. */
function text(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

function fold(line: string): string {
  const out: string[] = [];
  let rest = line;
  while (rest.length > 74) {
    out.push(rest.slice(0, 74));
    rest = ` ${rest.slice(74)}`;
  }
  out.push(rest);
  return out.join("\r\n");
}

function event(uid: string, start: Date, summary: string, description: string, now: Date): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${uid}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(new Date(start.getTime() + 30 * 60_000))}`,
    `SUMMARY:${text(summary)}`,
    `DESCRIPTION:${text(description)}`,
    "END:VEVENT",
  ];
}

/** The feed for `token`, or null when no member holds it (revoked or never issued). */
export async function icsFeed(deps: ConfigDeps, token: string): Promise<string | null> {
  const prefs = await userForIcsToken(deps, token);
  if (!prefs) return null;
  const now = deps.now();
  const planStart = prefs.planStart ?? now.toISOString().slice(0, 10);
  const weeks = await planWeeks(deps, planStart);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//RealtyReels//Content plan//EN",
    "CALSCALE:GREGORIAN",
    "X-WR-CALNAME:My 52-week content plan",
  ];
  const host = new URL(deps.config.publicUrl).host;
  for (const w of weeks) {
    const at = (offset: number) => zonedToUtc(addDays(w.startsOn, offset), prefs.postTime, prefs.timeZone);
    const label = `Week ${w.week} (Q${w.quarter})`;
    if (w.video)
      lines.push(...event(`plan-${w.week}-video@${host}`, at(0), `${label}: film "${w.video.title}"`, w.video.description, now));
    if (w.script)
      lines.push(
        ...event(
          `plan-${w.week}-script@${host}`,
          at(2),
          `${label}: script "${w.script.title}"`,
          "Post it from the Social Hub.",
          now,
        ),
      );
    if (w.post)
      lines.push(
        ...event(`plan-${w.week}-post@${host}`, at(4), `${label}: post "${w.post.title}"`, "Post it from the Social Hub.", now),
      );
  }
  const scheduled = await deps.db
    .select()
    .from(hubPosts)
    .where(and(eq(hubPosts.userId, prefs.userId), eq(hubPosts.status, "scheduled"), isNotNull(hubPosts.scheduledFor)));
  for (const post of scheduled) {
    if (!post.scheduledFor) continue;
    lines.push(
      ...event(
        `hub-post-${post.id}@${host}`,
        post.scheduledFor,
        `Scheduled post: ${post.content.slice(0, 60)}`,
        post.content,
        now,
      ),
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
