import type { DiscountValidationResult } from "@realty/contracts/payments";
import { effectiveDiscount, type PaidTier } from "@realty/plans";
import { eq } from "drizzle-orm";
import { discountCodes } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";

export type DiscountCode = typeof discountCodes.$inferSelect;

export const CODE_NOT_VALID = "This code is not valid or is no longer active.";

/** An active code by its (upper-cased) text; unknown and inactive codes are both null. */
export async function findActiveCode(db: Database, code: string): Promise<DiscountCode | null> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code.trim().toUpperCase()));
  return row?.isActive ? row : null;
}

/** POST /api/discount/validate: the percent that applies to `plan` (part 2 §3 result shape). */
export async function validateDiscount(db: Database, code: string, plan: PaidTier): Promise<DiscountValidationResult> {
  const row = await findActiveCode(db, code);
  if (!row) return { valid: false, discount: 0, name: null, tierSpecific: false, error: CODE_NOT_VALID };
  const { percent, tierSpecific } = effectiveDiscount(row, plan);
  if (percent === 0) {
    return { valid: false, discount: 0, name: row.name, tierSpecific: false, error: "This code does not apply to this plan." };
  }
  return { valid: true, discount: percent, name: row.name, tierSpecific, error: null };
}
