import type { AdminDiscountCode } from "@realty/contracts/admin";
import { desc, eq } from "drizzle-orm";
import { discountCodes } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import { type CodeUsage, codeUsage } from "./code-usage.ts";
import { isUniqueViolation } from "./db-errors.ts";

type Row = typeof discountCodes.$inferSelect;
export type DiscountCodeValues = Omit<Row, "id" | "createdAt" | "updatedAt" | "expiresAt"> & { expiresAt: string | Date | null };

export const CODE_TAKEN = "A discount code with this code already exists";

export function toAdminDiscountCode(row: Row, usage: CodeUsage = { uses: 0, revenueCents: 0 }): AdminDiscountCode {
  const { updatedAt: _updated, ...rest } = row;
  return {
    ...rest,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    usesSoFar: usage.uses,
    revenueCents: usage.revenueCents,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listDiscountCodes(db: Database): Promise<AdminDiscountCode[]> {
  const [rows, usage] = await Promise.all([
    db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt), desc(discountCodes.id)),
    codeUsage(db),
  ]);
  return rows.map((row) => toAdminDiscountCode(row, usage.get(row.code)));
}

/** The contract sends the expiry as ISO text; the column holds a Date. */
function toColumns(values: DiscountCodeValues) {
  return { ...values, expiresAt: values.expiresAt === null ? null : new Date(values.expiresAt) };
}

export async function getDiscountCode(db: Database, id: number): Promise<Row> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id));
  if (!row) throw new AppError("NOT_FOUND", "Discount code not found");
  return row;
}

function conflictOnDuplicate(err: unknown): never {
  if (isUniqueViolation(err)) throw new AppError("CONFLICT", CODE_TAKEN, { code: CODE_TAKEN });
  throw err;
}

export async function createDiscountCode(db: Database, values: DiscountCodeValues, now: Date): Promise<Row> {
  try {
    const [row] = await db
      .insert(discountCodes)
      .values({ ...toColumns(values), createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error("Discount code insert returned nothing");
    return row;
  } catch (err) {
    return conflictOnDuplicate(err);
  }
}

export async function updateDiscountCode(db: Database, id: number, values: DiscountCodeValues, now: Date): Promise<Row> {
  try {
    const [row] = await db
      .update(discountCodes)
      .set({ ...toColumns(values), updatedAt: now })
      .where(eq(discountCodes.id, id))
      .returning();
    if (!row) throw new AppError("NOT_FOUND", "Discount code not found");
    return row;
  } catch (err) {
    return conflictOnDuplicate(err);
  }
}

export async function deleteDiscountCode(db: Database, id: number): Promise<Row> {
  const [row] = await db.delete(discountCodes).where(eq(discountCodes.id, id)).returning();
  if (!row) throw new AppError("NOT_FOUND", "Discount code not found");
  return row;
}
