import { ANALYTICS_EVENTS } from "@realty/contracts/admin";
import { inArray, sql } from "drizzle-orm";
import { analyticsEvents } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { leadCountsByScript } from "../leads/leads.ts";

const prop = (name: string) => sql`json_extract(${analyticsEvents.properties}, ${`$.${name}`})`;

/**
 * The script an event is about, as an integer whether the client sent 12 or "12": scriptId for
 * script_view and script_share, id for a share_visit of type "script".
 */
export const eventScriptId = sql<number>`cast(coalesce(${prop("scriptId")}, ${prop("id")}) as integer)`;

export interface ScriptCounts {
  views: number;
  leads: number;
  shares: number;
}

/**
 * Views and shares per script from analytics events; leads are real lead-form submissions,
 * not visits to a shared link.
 */
export async function scriptEventCounts(db: Database): Promise<Map<number, ScriptCounts>> {
  const rows = await db
    .select({ scriptId: eventScriptId, event: analyticsEvents.event, n: sql<number>`count(*)` })
    .from(analyticsEvents)
    .where(inArray(analyticsEvents.event, [ANALYTICS_EVENTS.scriptView, ANALYTICS_EVENTS.scriptShare]))
    .groupBy(eventScriptId, analyticsEvents.event);
  const counts = new Map<number, ScriptCounts>();
  const entry = (scriptId: number) => {
    const found = counts.get(scriptId) ?? { views: 0, leads: 0, shares: 0 };
    counts.set(scriptId, found);
    return found;
  };
  for (const row of rows) {
    if (!row.scriptId) continue;
    if (row.event === ANALYTICS_EVENTS.scriptView) entry(row.scriptId).views += row.n;
    else entry(row.scriptId).shares += row.n;
  }
  for (const [scriptId, n] of await leadCountsByScript(db)) entry(scriptId).leads = n;
  return counts;
}
