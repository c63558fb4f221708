// Leads are the member's data: every read and write is scoped to the member who owns them, so
// another member's id answers "not found", never someone else's lead.
import type { Lead, LeadSourceType, LeadUpdateInput } from "@realty/contracts/leads";
import { and, count, desc, eq, gte, isNull, lt, sql } from "drizzle-orm";
import { atomically } from "../../db/batch.ts";
import { leads } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";

type LeadRow = typeof leads.$inferSelect;

export interface NewLead {
  ownerId: number;
  /** A lead magnet's landing page has no item id: id 0 and the magnet's slug. */
  item: { type: LeadSourceType; id: number; title: string; leadMagnet?: string };
  name: string;
  email: string | null;
  phone: string | null;
  message: string;
  consentText: string;
}

export function presentLead(row: LeadRow): Lead {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    status: row.status,
    notes: row.notes,
    source: { type: row.itemType, id: row.itemId, title: row.itemTitle, leadMagnet: row.leadMagnet },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function createLead(db: Database, lead: NewLead, now: Date): Promise<Lead> {
  const [row] = await db
    .insert(leads)
    .values({
      userId: lead.ownerId,
      itemType: lead.item.type,
      itemId: lead.item.id,
      itemTitle: lead.item.title,
      leadMagnet: lead.item.leadMagnet ?? null,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      message: lead.message,
      consentText: lead.consentText,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error("lead insert returned no row");
  return presentLead(row);
}

/** The member's leads, newest first (a deleted lead is archived and no longer listed). */
export async function listLeads(db: Database, ownerId: number): Promise<Lead[]> {
  const rows = await db
    .select()
    .from(leads)
    .where(and(eq(leads.userId, ownerId), isNull(leads.archivedAt)))
    .orderBy(desc(leads.createdAt), desc(leads.id));
  return rows.map(presentLead);
}

const NOT_FOUND = "Lead not found";

export async function updateLead(db: Database, ownerId: number, id: number, input: LeadUpdateInput, now: Date): Promise<Lead> {
  const [row] = await db
    .update(leads)
    .set({ ...input, updatedAt: now })
    .where(and(eq(leads.id, id), eq(leads.userId, ownerId), isNull(leads.archivedAt)))
    .returning();
  if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
  return presentLead(row);
}

/**
 * Deleting a lead archives it, with an audit row, in one batch: the guarantee counts the leads a
 * member captured, so a delete must never lower that count. The visitor's contact details go (the
 * member asked for them to be gone); when and where the lead was captured stays, as evidence.
 */
export async function deleteLead(db: Database, ownerId: number, id: number, now: Date): Promise<void> {
  const at = now.getTime();
  const [archived] = await atomically(db, [
    db
      .update(leads)
      .set({ archivedAt: now, updatedAt: now, name: "(deleted)", email: null, phone: null, message: "", notes: "" })
      .where(and(eq(leads.id, id), eq(leads.userId, ownerId), isNull(leads.archivedAt)))
      .returning({ id: leads.id }),
    db.run(sql`INSERT INTO audit_log (actor_id, actor_email, action, target_type, target_id, details, created_at)
      SELECT u.id, u.email, 'lead.archived', 'lead', ${String(id)},
        json_object('itemType', l.item_type, 'itemId', l.item_id, 'capturedAt', l.created_at), ${at}
      FROM leads l JOIN users u ON u.id = l.user_id
      WHERE changes() > 0 AND l.id = ${id} AND l.user_id = ${ownerId} AND l.archived_at = ${at}`),
  ]);
  if (archived.length === 0) throw new AppError("NOT_FOUND", NOT_FOUND);
}

/** Leads received in [from, to): the guarantee counts those of the first 30 days. */
export async function countLeadsBetween(db: Database, ownerId: number, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(leads)
    .where(and(eq(leads.userId, ownerId), gte(leads.createdAt, from), lt(leads.createdAt, to)));
  return row?.n ?? 0;
}

/**
 * Real leads per script across all members, for the admin's per-script "leads" figure (which
 * today counts share-link visits; a lead is a form submission instead).
 */
export async function leadCountsByScript(db: Database): Promise<Map<number, number>> {
  const rows = await db
    .select({ scriptId: leads.itemId, n: count() })
    .from(leads)
    .where(eq(leads.itemType, "script"))
    .groupBy(leads.itemId);
  return new Map(rows.map((r) => [r.scriptId, r.n]));
}
