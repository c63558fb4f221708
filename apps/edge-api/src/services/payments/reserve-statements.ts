// The guarded batch that starts a checkout (registrations.ts): it ends this browser's earlier
// checkout and inserts the new registration only while no real account has the e-mail, in one
// batch on every engine without BEGIN (db/batch.ts). Other checkouts of the e-mail do not block it.
import type { PaidTier } from "@realty/plans";
import { type SQL, sql } from "drizzle-orm";
import { insertWhere, type Statements } from "../../db/batch.ts";
import { pendingRegistrations } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { replaceableDemoSql } from "./demo-accounts.ts";

export interface NewRegistration {
  tokenHash: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  plan: PaidTier;
  expiresAt: Date;
  createdAt: Date;
}

/** The last statement returns the inserted row, or nothing when the e-mail is taken. */
export function reserveStatements(db: Database, r: NewRegistration, replaceHash: string | null, now: Date): Statements {
  const at = now.getTime();
  // A demo account is no account to buy into (demo-accounts.ts): fulfilment replaces it.
  const noOwner: SQL = sql`NOT EXISTS (SELECT 1 FROM users WHERE email = ${r.email}
    AND NOT (${replaceableDemoSql()}))`;
  const insert = insertWhere(db, pendingRegistrations, r, noOwner).returning({ id: pendingRegistrations.id });
  if (!replaceHash) return [insert];
  // This browser's earlier checkout ends here, whatever e-mail it held (a corrected typo frees it).
  const endPrevious = db
    .update(pendingRegistrations)
    .set({ expiresAt: now })
    .where(sql`token_hash = ${replaceHash} AND used_at IS NULL AND expires_at > ${at} AND ${noOwner}`);
  return [endPrevious, insert];
}
