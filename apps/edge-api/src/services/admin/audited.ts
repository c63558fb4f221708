// Admin writes with their audit row (and, for library content, the catalogue version bump) in ONE
// batch (db/batch.ts): the write, then an audit row written only if the write changed a row, then
// the bump. All land or none, on a libSQL file, Turso and D1 alike.
import { type SQL, sql } from "drizzle-orm";
import type { BatchResponse } from "drizzle-orm/batch";
import { atomically, insertWhere, type Statement } from "../../db/batch.ts";
import { auditLog } from "../../db/schema.ts";
import type { Database, User } from "../../db/types.ts";
import { catalogueBumpStatement, notifyCatalogueBump } from "../settings/catalogue-version.ts";
import type { AuditRecord } from "./audit.ts";

export type Actor = Pick<User, "id" | "email">;

export interface AuditedOptions {
  actor: Actor;
  now: Date;
  /** Scripts, videos, posts: members' catalogue snapshots reload. */
  catalogue?: boolean;
}

/** The id SQLite gave the row the statement just before inserted (a create's audit target). */
export const INSERTED_ID: SQL = sql`CAST(last_insert_rowid() AS TEXT)`;

/** The audit row, guarded on `changes() > 0`: it follows its write, and a write that matched nothing leaves no row. */
export function auditStatement(db: Database, actor: Actor, record: AuditRecord & { targetIdSql?: SQL }, now: Date) {
  const targetId = record.targetId == null ? (record.targetIdSql ?? null) : String(record.targetId);
  return insertWhere(
    db,
    auditLog,
    {
      actorId: actor.id,
      actorEmail: actor.email,
      action: record.action,
      targetType: record.targetType,
      targetId,
      details: record.details ?? null,
      createdAt: now,
    },
    sql`changes() > 0`,
  );
}

/** Runs `write`, its audit row and (for content) the catalogue bump as one batch; answers the write's result. */
export async function audited<W extends Statement>(
  db: Database,
  write: W,
  record: AuditRecord & { targetIdSql?: SQL },
  options: AuditedOptions,
): Promise<BatchResponse<[W]>[0]> {
  const statements: [W, ...Statement[]] = [write, auditStatement(db, options.actor, record, options.now)];
  if (options.catalogue) statements.push(catalogueBumpStatement(db, options.now));
  const [result] = (await atomically(db, statements)) as unknown as [BatchResponse<[W]>[0]];
  if (options.catalogue) notifyCatalogueBump(db);
  return result;
}
