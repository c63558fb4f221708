// The outbox row a money batch writes beside its change (see notice-outbox.ts for the sending).
import { type SQL, sql } from "drizzle-orm";
import type { Statement } from "../../db/batch.ts";
import type { noticeOutbox } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";

export type NoticeKind = (typeof noticeOutbox.$inferSelect)["kind"];

export interface NoticeRow {
  kind: NoticeKind;
  /** What the notice is about (an order, a refund, a member), a value or SQL read in the batch. */
  refId: number | SQL;
  /** One notice per fact: the same key is never queued twice. */
  key: string | SQL;
  now: Date;
  /** The batch's claim: the row is written only where the money change itself was. */
  guard: SQL;
  /** Rows `refId` and `key` read from, e.g. `purchase_refunds rf`. */
  from?: SQL;
}

export function noticeStatement(db: Database, n: NoticeRow): Statement {
  const at = n.now.getTime();
  const from = n.from ? sql` FROM ${n.from}` : sql``;
  return db.run(sql`INSERT INTO notice_outbox (kind, ref_id, dedupe_key, attempts, next_attempt_at, created_at)
    SELECT ${n.kind}, ${n.refId}, ${n.key}, 0, ${at}, ${at}${from}
    WHERE ${n.guard} AND NOT EXISTS (SELECT 1 FROM notice_outbox x WHERE x.dedupe_key = ${n.key})`);
}
