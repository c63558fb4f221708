import type { DiscountValidationResult } from "@realty/contracts/payments";
import { effectiveDiscount, type PaidTier } from "@realty/plans";
import { eq, sql } from "drizzle-orm";
import { discountCodes } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import { codeHasUseSql } from "./order-basis.ts";

export type DiscountCode = typeof discountCodes.$inferSelect;

export const CODE_NOT_VALID = "This code is not valid or is no longer active.";
export const CODE_USED_UP = "This code has reached its maximum number of uses.";
export function codeExpiredMessage(expiresAt: Date): string {
  return `This code expired on ${expiresAt.toISOString().slice(0, 10)}.`;
}

/** Why a known, active code cannot be used now: expired, or its paid uses are all taken. */
async function refusal(db: Database, row: DiscountCode, now: Date): Promise<string | null> {
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return codeExpiredMessage(row.expiresAt);
  if (row.maxUses === null) return null;
  // Paid uses and the uses live orders hold (order-basis.ts): a reserved use is not offered again.
  const [left] = await db.all<{ ok: number }>(sql`SELECT ${codeHasUseSql(row.code, now, null)} AS ok`);
  return left?.ok ? null : CODE_USED_UP;
}

/**
 * An active code by its (upper-cased) text; unknown and inactive codes are both null. An expired or
 * used-up code is refused with its reason (400), so checkout says why rather than "not valid".
 */
export async function findActiveCode(db: Database, code: string, now = new Date()): Promise<DiscountCode | null> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code.trim().toUpperCase()));
  if (!row?.isActive) return null;
  const reason = await refusal(db, row, now);
  if (reason) throw new AppError("BAD_REQUEST", reason, { discountCode: reason });
  return row;
}

/** POST /api/discount/validate: the percent that applies to `plan` (part 2 §3 result shape). */
export async function validateDiscount(db: Database, code: string, plan: PaidTier): Promise<DiscountValidationResult> {
  let row: DiscountCode | null;
  try {
    row = await findActiveCode(db, code);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { valid: false, discount: 0, name: null, tierSpecific: false, error: err.message };
  }
  if (!row) return { valid: false, discount: 0, name: null, tierSpecific: false, error: CODE_NOT_VALID };
  const { percent, tierSpecific } = effectiveDiscount(row, plan);
  if (percent === 0) {
    return { valid: false, discount: 0, name: row.name, tierSpecific: false, error: "This code does not apply to this plan." };
  }
  return { valid: true, discount: percent, name: row.name, tierSpecific, error: null };
}
