import type { AdminDiscountCode } from "@realty/contracts/admin";
import { desc, eq } from "drizzle-orm";
import { discountCodes } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import { changedFields } from "./audit.ts";
import { type Actor, audited, INSERTED_ID } from "./audited.ts";
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

/** Each write lands with its audit row in one batch (audited.ts); a taken code is a 409 and changes nothing. */
export async function createDiscountCode(db: Database, values: DiscountCodeValues, now: Date, actor: Actor): Promise<Row> {
  try {
    const insert = db
      .insert(discountCodes)
      .values({ ...toColumns(values), createdAt: now, updatedAt: now })
      .returning();
    const record = {
      action: "discount_code.create",
      targetType: "discount_code",
      targetIdSql: INSERTED_ID,
      details: { ...values },
    };
    const [row] = await audited(db, insert, record, { actor, now });
    if (!row) throw new Error("Discount code insert returned nothing");
    return row;
  } catch (err) {
    return conflictOnDuplicate(err);
  }
}

export async function updateDiscountCode(
  db: Database,
  id: number,
  values: DiscountCodeValues,
  now: Date,
  actor: Actor,
): Promise<Row> {
  const before = await getDiscountCode(db, id);
  const details = changedFields({ ...toAdminDiscountCode(before) } as Record<string, unknown>, { ...values });
  try {
    const update = db
      .update(discountCodes)
      .set({ ...toColumns(values), updatedAt: now })
      .where(eq(discountCodes.id, id))
      .returning();
    const [row] = await audited(
      db,
      update,
      { action: "discount_code.update", targetType: "discount_code", targetId: id, details },
      { actor, now },
    );
    if (!row) throw new AppError("NOT_FOUND", "Discount code not found");
    return row;
  } catch (err) {
    return conflictOnDuplicate(err);
  }
}

export async function deleteDiscountCode(db: Database, id: number, now: Date, actor: Actor): Promise<Row> {
  const before = await getDiscountCode(db, id);
  const remove = db.delete(discountCodes).where(eq(discountCodes.id, id)).returning();
  const record = { action: "discount_code.delete", targetType: "discount_code", targetId: id, details: { code: before.code } };
  const [row] = await audited(db, remove, record, { actor, now });
  if (!row) throw new AppError("NOT_FOUND", "Discount code not found");
  return row;
}
