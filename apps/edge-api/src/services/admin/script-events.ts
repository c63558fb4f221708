import { ANALYTICS_EVENTS } from "@realty/contracts/admin";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import { analyticsEvents } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";

const prop = (name: string) => sql`json_extract(${analyticsEvents.properties}, ${`$.${name}`})`;

/**
 * The script an event is about, as an integer whether the client sent 12 or "12": scriptId for
 * script_view and script_share, id for a share_visit of type "script".
 */
export const eventScriptId = sql<number>`cast(coalesce(${prop("scriptId")}, ${prop("id")}) as integer)`;

/** share_visit events of script share links: each is a lead. */
export const isScriptLead = and(eq(analyticsEvents.event, ANALYTICS_EVENTS.shareVisit), sql`${prop("type")} = 'script'`);

export interface ScriptCounts {
  views: number;
  leads: number;
  shares: number;
}

/** Views, leads and shares per script, counted from analytics events (docs/decisions.md). */
export async function scriptEventCounts(db: Database): Promise<Map<number, ScriptCounts>> {
  const rows = await db
    .select({ scriptId: eventScriptId, event: analyticsEvents.event, n: sql<number>`count(*)` })
    .from(analyticsEvents)
    .where(or(inArray(analyticsEvents.event, [ANALYTICS_EVENTS.scriptView, ANALYTICS_EVENTS.scriptShare]), isScriptLead))
    .groupBy(eventScriptId, analyticsEvents.event);
  const counts = new Map<number, ScriptCounts>();
  for (const row of rows) {
    if (!row.scriptId) continue;
    const entry = counts.get(row.scriptId) ?? { views: 0, leads: 0, shares: 0 };
    if (row.event === ANALYTICS_EVENTS.scriptView) entry.views += row.n;
    else if (row.event === ANALYTICS_EVENTS.shareVisit) entry.leads += row.n;
    else entry.shares += row.n;
    counts.set(row.scriptId, entry);
  }
  return counts;
}
