import { analyticsEvents } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";

export interface AnalyticsEvent {
  event: string;
  properties: Record<string, unknown>;
  userId: number | null;
}

/** One page view, click, client error or share visit: the admin figures are counts of these rows. */
export async function recordEvent(db: Database, event: AnalyticsEvent, now: Date): Promise<void> {
  await db.insert(analyticsEvents).values({ ...event, createdAt: now });
}
