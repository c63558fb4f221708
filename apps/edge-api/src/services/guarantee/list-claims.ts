import { desc, eq } from "drizzle-orm";
import { guaranteeClaims } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import type { ClaimRow } from "./open-claim.ts";

/** The member's refund claims, newest first (GET /api/guarantee/claims). */
export async function listClaims(db: Database, userId: number): Promise<ClaimRow[]> {
  return db.select().from(guaranteeClaims).where(eq(guaranteeClaims.userId, userId)).orderBy(desc(guaranteeClaims.createdAt));
}
