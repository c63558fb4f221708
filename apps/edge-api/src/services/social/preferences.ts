// The hub's per-member settings: time zone (detected by the browser, editable), the posting time
// "Schedule this week" uses, the calendar's start date, and the private calendar feed's secret.
import { dayIn, type SocialPreferences } from "@realty/contracts/social";
import { eq } from "drizzle-orm";
import { socialPreferences, users } from "../../db/schema.ts";
import { randomToken } from "../../lib/tokens.ts";
import type { ConfigDeps, DbDeps } from "../service-deps.ts";

type Row = typeof socialPreferences.$inferSelect;

export function icsUrl(deps: Pick<ConfigDeps, "config">, token: string | null): string | null {
  return token ? `${deps.config.publicUrl}/api/social/calendar/${token}.ics` : null;
}

/** Minutes after nine a member's default posting time may fall. */
const DEFAULT_SPREAD_MINUTES = 60;

/**
 * A member's posting time until they choose one: between 09:00 and 09:59, fixed per member. Had
 * every member kept one shared 09:00, a whole week's posts would fall due in the same minute.
 */
export function defaultPostTime(userId: number): string {
  // A multiplier coprime with 60 walks consecutive ids across the whole hour.
  const minute = (userId * 37) % DEFAULT_SPREAD_MINUTES;
  return `09:${String(minute).padStart(2, "0")}`;
}

/** The stored row, or the defaults: UTC, a time between 09:00 and 09:59, the plan starting the day the account was made. */
export async function loadPreferences(deps: DbDeps, userId: number): Promise<Row> {
  const [row] = await deps.db.select().from(socialPreferences).where(eq(socialPreferences.userId, userId));
  if (row) return row;
  const [user] = await deps.db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  return {
    userId,
    timeZone: "UTC",
    postTime: defaultPostTime(userId),
    planStart: dayIn(user?.createdAt ?? deps.now(), "UTC"),
    icsToken: null,
    updatedAt: deps.now(),
  };
}

export function presentPreferences(deps: Pick<ConfigDeps, "config">, row: Row): SocialPreferences {
  return {
    timeZone: row.timeZone,
    postTime: row.postTime,
    planStart: row.planStart ?? dayIn(row.updatedAt, row.timeZone),
    icsUrl: icsUrl(deps, row.icsToken),
  };
}

async function store(deps: DbDeps, row: Row): Promise<Row> {
  const values = { ...row, updatedAt: deps.now() };
  await deps.db.insert(socialPreferences).values(values).onConflictDoUpdate({ target: socialPreferences.userId, set: values });
  return values;
}

export async function updatePreferences(
  deps: ConfigDeps,
  userId: number,
  input: { timeZone?: string; postTime?: string; planStart?: string },
): Promise<SocialPreferences> {
  const current = await loadPreferences(deps, userId);
  return presentPreferences(deps, await store(deps, { ...current, ...input }));
}

/** Issues a new feed URL; the old one stops working at once. `revoke` removes the feed. */
export async function rotateIcsToken(deps: ConfigDeps, userId: number, revoke = false): Promise<SocialPreferences> {
  const current = await loadPreferences(deps, userId);
  return presentPreferences(deps, await store(deps, { ...current, icsToken: revoke ? null : randomToken(32) }));
}

export async function userForIcsToken(deps: DbDeps, token: string): Promise<Row | null> {
  const [row] = await deps.db.select().from(socialPreferences).where(eq(socialPreferences.icsToken, token));
  return row ?? null;
}
