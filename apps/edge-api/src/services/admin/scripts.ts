import type { AdminScript } from "@realty/contracts/admin";
import { asc, eq, sql } from "drizzle-orm";
import { scripts } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import { scriptEventCounts } from "./script-events.ts";

type Row = typeof scripts.$inferSelect;
export interface ScriptValues {
  title: string;
  content: string;
  category: string;
  adminCategory: string;
  urgency: "high" | "medium" | "low";
  accessLevel: string;
}

function toAdminScript(row: Row, counts?: { views: number; leads: number }): AdminScript {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    category: row.category,
    adminCategory: row.adminCategory,
    urgency: row.urgency,
    accessLevel: row.accessLevel,
    // The columns carry counts imported with a row; events recorded here add to them.
    views: row.views + (counts?.views ?? 0),
    leads: row.leads + (counts?.leads ?? 0),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Every script in library order, with views and leads from recorded events. */
export async function listScripts(db: Database): Promise<AdminScript[]> {
  const [rows, counts] = await Promise.all([
    db.select().from(scripts).orderBy(asc(scripts.sortOrder), asc(scripts.id)),
    scriptEventCounts(db),
  ]);
  return rows.map((row) => toAdminScript(row, counts.get(row.id)));
}

export async function getScript(db: Database, id: number): Promise<Row> {
  const [row] = await db.select().from(scripts).where(eq(scripts.id, id));
  if (!row) throw new AppError("NOT_FOUND", "Script not found");
  return row;
}

/** A new script goes to the end of the library order. */
export async function createScript(db: Database, values: ScriptValues, now: Date): Promise<AdminScript> {
  const [last] = await db.select({ max: sql<number | null>`max(${scripts.sortOrder})` }).from(scripts);
  const [row] = await db
    .insert(scripts)
    .values({ ...values, sortOrder: (last?.max ?? -1) + 1, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error("Script insert returned nothing");
  return toAdminScript(row);
}

export async function updateScript(
  db: Database,
  id: number,
  values: ScriptValues,
  now: Date,
): Promise<{ before: Row; after: AdminScript }> {
  const before = await getScript(db, id);
  const [row] = await db
    .update(scripts)
    .set({ ...values, updatedAt: now })
    .where(eq(scripts.id, id))
    .returning();
  if (!row) throw new AppError("NOT_FOUND", "Script not found");
  return { before, after: toAdminScript(row) };
}

/** Deleting a script also removes members' customizations of it (ON DELETE CASCADE). */
export async function deleteScript(db: Database, id: number): Promise<Row> {
  const [row] = await db.delete(scripts).where(eq(scripts.id, id)).returning();
  if (!row) throw new AppError("NOT_FOUND", "Script not found");
  return row;
}
