// Rows on both sides of each retention line, for the Node and workerd retention tests.
import { ANALYTICS_RETENTION_DAYS } from "@realty/contracts/analytics";
import { inArray } from "drizzle-orm";
import { analyticsEvents, rateLimits, sessions } from "../db/schema.ts";
import type { Database } from "../db/types.ts";

const DAY_MS = 24 * 60 * 60_000;

/** Inserts expired and live rows for `userId` at `now`; answers what must remain after a clean-up. */
export async function rowsAroundTheLines(db: Database, userId: number, now: Date, tag: string) {
  const at = now.getTime();
  const ms = (offset: number) => new Date(at + offset);
  await db.insert(sessions).values([
    { id: `${tag}-idle-expired`, userId, expiresAt: ms(-1), absoluteExpiresAt: ms(DAY_MS), createdAt: ms(-DAY_MS) },
    { id: `${tag}-absolute-expired`, userId, expiresAt: ms(DAY_MS), absoluteExpiresAt: ms(0), createdAt: ms(-DAY_MS) },
    { id: `${tag}-live`, userId, expiresAt: ms(DAY_MS), absoluteExpiresAt: ms(30 * DAY_MS), createdAt: ms(-DAY_MS) },
  ]);
  await db.insert(rateLimits).values([
    { bucket: "login", key: `${tag}-closed`, count: 5, resetAt: at - 1 },
    { bucket: "login", key: `${tag}-open`, count: 5, resetAt: at + 60_000 },
  ]);
  const retention = ANALYTICS_RETENTION_DAYS * DAY_MS;
  const events = await db
    .insert(analyticsEvents)
    .values([
      { event: "page_view", properties: { tag, age: "past retention" }, userId, createdAt: ms(-retention - 1) },
      {
        event: "page_view",
        properties: { tag, age: "just inside" },
        userId,
        clientKey: `${tag}-old-key`,
        createdAt: ms(-retention + 60_000),
      },
      { event: "page_view", properties: { tag, age: "today" }, userId: null, clientKey: `${tag}-fresh-key`, createdAt: ms(-1) },
    ])
    .returning({ id: analyticsEvents.id });
  return {
    sessionIds: [`${tag}-idle-expired`, `${tag}-absolute-expired`, `${tag}-live`],
    rateKeys: [`${tag}-closed`, `${tag}-open`],
    eventIds: events.map((e) => e.id),
  };
}

/** What is left of the rows rowsAroundTheLines made. */
export async function remaining(db: Database, made: Awaited<ReturnType<typeof rowsAroundTheLines>>) {
  const s = await db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, made.sessionIds));
  const r = await db.select({ key: rateLimits.key }).from(rateLimits).where(inArray(rateLimits.key, made.rateKeys));
  const e = await db
    .select({ properties: analyticsEvents.properties, clientKey: analyticsEvents.clientKey })
    .from(analyticsEvents)
    .where(inArray(analyticsEvents.id, made.eventIds));
  return {
    sessions: s.map((x) => x.id.split("-").slice(1).join("-")).sort(),
    rateLimits: r.map((x) => x.key.split("-").slice(1).join("-")).sort(),
    events: e.map((x) => String(x.properties.age)).sort(),
    /** Sender keys still held: only the fresh event's (an older one's is cleared after a day). */
    clientKeys: e.flatMap((x) => (x.clientKey ? [x.clientKey.split("-").slice(1).join("-")] : [])),
  };
}

export const EXPECTED_AFTER_CLEAN_UP = {
  sessions: ["live"],
  rateLimits: ["open"],
  events: ["just inside", "today"],
  clientKeys: ["fresh-key"],
};
