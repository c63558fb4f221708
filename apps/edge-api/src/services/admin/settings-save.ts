// PUT /api/admin/settings: every changed key and the audit row in one batch (db/batch.ts), so the
// log never shows a change that did not land, nor misses one that did.
import { atomically, type Statement, type Statements } from "../../db/batch.ts";
import { settings } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { getPlatformSettings } from "../settings/settings.ts";
import { changedFields } from "./audit.ts";
import { type Actor, auditStatement } from "./audited.ts";

export async function savePlatformSettings(db: Database, input: Record<string, unknown>, now: Date, actor: Actor): Promise<void> {
  const before = await getPlatformSettings(db);
  const writes = Object.entries(input).map(([key, value]) =>
    db
      .insert(settings)
      .values({ key, value, updatedAt: now })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } }),
  );
  const audit = auditStatement(
    db,
    actor,
    { action: "settings.update", targetType: "settings", details: changedFields({ ...before }, input) },
    now,
  );
  // The audit row follows the last upsert, which always changes its row.
  const statements: [...Statement[], Statement] = [...writes, audit];
  await atomically(db, statements as unknown as Statements);
}
