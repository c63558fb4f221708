import type { AuditEntry } from "@realty/contracts/admin";
import { desc, lt } from "drizzle-orm";
import { auditLog } from "../../db/schema.ts";
import type { Database, User } from "../../db/types.ts";

export interface AuditRecord {
  /** Dotted verb, e.g. "user.update", "video.delete". */
  action: string;
  targetType: string;
  targetId?: number | string | null;
  /** What changed; never a password or its hash. */
  details?: Record<string, unknown>;
}

/** Writes who did what, and when. The actor's e-mail is copied so the row outlives the account. */
export async function recordAudit(db: Database, actor: Pick<User, "id" | "email">, record: AuditRecord, now: Date) {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId == null ? null : String(record.targetId),
    details: record.details ?? null,
    createdAt: now,
  });
}

/** Newest first, paged by id. */
export async function listAudit(db: Database, options: { limit: number; before?: number | undefined }): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(options.before ? lt(auditLog.id, options.before) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(options.limit);
  return rows.map((r) => ({ ...r, details: r.details ?? null, createdAt: r.createdAt.toISOString() }));
}

/** The fields whose value differs between two versions of a row, for the audit details. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (after[key] !== undefined && after[key] !== before[key]) changes[key] = after[key];
  }
  return changes;
}
