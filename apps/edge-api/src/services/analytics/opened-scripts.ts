// "New for you": the scripts a member has opened, read from the script_view analytics
// events the dialog already records, so no second record of the same fact is kept.
import { ANALYTICS_EVENTS } from "@realty/contracts/admin";
import { and, eq } from "drizzle-orm";
import { analyticsEvents } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { eventScriptId } from "./script-events.ts";

/** Ids of the scripts this member has opened at least once, ascending. */
export async function openedScriptIds(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ scriptId: eventScriptId })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.event, ANALYTICS_EVENTS.scriptView), eq(analyticsEvents.userId, userId)));
  return rows
    .map((r) => Number(r.scriptId))
    .filter((id) => Number.isInteger(id) && id > 0)
    .sort((a, b) => a - b);
}
