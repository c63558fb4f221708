import { eq } from "drizzle-orm";
import { scriptCustomizations } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";

/** A member's saved AI versions by script id: one indexed read (user_id leads the unique index). */
export async function customizedContentByScript(db: Database, userId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ scriptId: scriptCustomizations.scriptId, content: scriptCustomizations.content })
    .from(scriptCustomizations)
    .where(eq(scriptCustomizations.userId, userId));
  return new Map(rows.map((r) => [r.scriptId, r.content]));
}
