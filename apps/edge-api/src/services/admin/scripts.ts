import type { AdminScript } from "@realty/contracts/admin";
import type { ScriptAdminCategory, ScriptCategory, ScriptUrgency } from "@realty/library/taxonomy";
import { asc, eq, sql } from "drizzle-orm";
import { scripts } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import { scriptEventCounts } from "../analytics/script-events.ts";
import { changedFields } from "./audit.ts";
import { type Actor, audited, INSERTED_ID } from "./audited.ts";

type Row = typeof scripts.$inferSelect;
export interface ScriptValues {
  title: string;
  content: string;
  category: ScriptCategory;
  adminCategory: ScriptAdminCategory;
  urgency: ScriptUrgency;
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

/** A new script goes to the end of the library order; with its audit row and catalogue bump in one batch. */
export async function createScript(db: Database, values: ScriptValues, now: Date, actor: Actor): Promise<AdminScript> {
  const insert = db
    .insert(scripts)
    .values({
      ...values,
      sortOrder: sql`(SELECT coalesce(max(sort_order), -1) + 1 FROM scripts)`,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const record = { action: "script.create", targetType: "script", targetIdSql: INSERTED_ID, details: { title: values.title } };
  const [row] = await audited(db, insert, record, { actor, now, catalogue: true });
  if (!row) throw new Error("Script insert returned nothing");
  return toAdminScript(row);
}

export async function updateScript(
  db: Database,
  id: number,
  values: ScriptValues,
  now: Date,
  actor: Actor,
): Promise<AdminScript> {
  const before = await getScript(db, id);
  const changes: Record<string, unknown> = changedFields(before, values);
  // Audit the fact that the text changed, not the whole script.
  if (changes.content !== undefined) changes.content = `${values.content.length} characters`;
  const update = db
    .update(scripts)
    .set({ ...values, updatedAt: now })
    .where(eq(scripts.id, id))
    .returning();
  const record = { action: "script.update", targetType: "script", targetId: id, details: changes };
  const [row] = await audited(db, update, record, { actor, now, catalogue: true });
  if (!row) throw new AppError("NOT_FOUND", "Script not found");
  return toAdminScript(row);
}

/** Deleting a script also removes members' customizations of it (ON DELETE CASCADE). */
export async function deleteScript(db: Database, id: number, now: Date, actor: Actor): Promise<Row> {
  const before = await getScript(db, id);
  const remove = db.delete(scripts).where(eq(scripts.id, id)).returning();
  const record = { action: "script.delete", targetType: "script", targetId: id, details: { title: before.title } };
  const [row] = await audited(db, remove, record, { actor, now, catalogue: true });
  if (!row) throw new AppError("NOT_FOUND", "Script not found");
  return row;
}
