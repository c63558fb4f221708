import { eq } from "drizzle-orm";
import { scripts } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";

export type ScriptRecord = typeof scripts.$inferSelect;

/** A published script straight from the table (not the member catalogue), or null. */
export async function findPublishedScript(db: Database, id: number): Promise<ScriptRecord | null> {
  const [script] = await db.select().from(scripts).where(eq(scripts.id, id)).limit(1);
  return script?.published ? script : null;
}
