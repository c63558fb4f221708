import { and, eq } from "drizzle-orm";
import { guaranteeClaims } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";

export type ClaimRow = typeof guaranteeClaims.$inferSelect;

/** The member's open refund claim (at most one: a partial unique index holds it). */
export async function openClaim(db: Database, userId: number): Promise<ClaimRow | null> {
  const [row] = await db
    .select()
    .from(guaranteeClaims)
    .where(and(eq(guaranteeClaims.userId, userId), eq(guaranteeClaims.status, "open")))
    .limit(1);
  return row ?? null;
}
