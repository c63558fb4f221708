// One analytics hit is one statement: the INSERT carries its own flood check, counting the sender's
// events in the limit's window (by a keyed hash of the address, indexed with the time), so there is
// no separate counter row to upsert on every page view.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/types.ts";

export interface AnalyticsEvent {
  event: string;
  properties: Record<string, unknown>;
  userId: number | null;
}

/** The sender and how many events it may record per window. */
export interface EventGate {
  clientKey: string;
  limit: number;
  windowMs: number;
}

/**
 * One page view, click, client error or share visit: the admin figures are counts of these rows.
 * With a gate, the row is written only while its sender is under the limit; false when refused.
 */
export async function recordEvent(db: Database, event: AnalyticsEvent, now: Date, gate?: EventGate): Promise<boolean> {
  const at = now.getTime();
  const properties = JSON.stringify(event.properties);
  const underLimit = gate
    ? sql`(SELECT count(*) FROM analytics_events WHERE client_key = ${gate.clientKey} AND created_at > ${at - gate.windowMs}) < ${gate.limit}`
    : sql`1`;
  const rows = await db.all<{ id: number }>(
    sql`INSERT INTO analytics_events (event, properties, user_id, client_key, created_at)
      SELECT ${event.event}, ${properties}, ${event.userId}, ${gate?.clientKey ?? null}, ${at} WHERE ${underLimit}
      RETURNING id`,
  );
  return rows.length > 0;
}
