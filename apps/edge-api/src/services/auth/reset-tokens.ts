// Single-use e-mailed tokens (password reset and first password): 32 random bytes, stored as a
// SHA-256 hash, with an expiry. Only the newest token of an account is ever live: issuing one ends
// the older ones, and using one ends all of them (an older link must not outlive a newer).
import { and, eq, gt, isNull, type SQL } from "drizzle-orm";
import { passwordResetTokens, users } from "../../db/schema.ts";
import type { Database, User } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import { randomToken, sha256Hex } from "../../lib/tokens.ts";

export const INVALID_RESET = "Invalid or expired reset link.";

/** Ends every unused token of an account. Runs for unknown accounts too (user id 0): same work. */
export async function revokeTokens(db: Database, userId: number, now: Date): Promise<void> {
  await tokenRevocation(db, userId, now);
}

/** The statement of revokeTokens, for a caller that batches it with other writes (db/batch.ts). */
export function tokenRevocation(db: Database, userId: number, now: Date, guard?: SQL) {
  const unused = and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt));
  return db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(guard ? and(unused, guard) : unused);
}

/** A fresh token and its hash; computed whether or not it will be stored, so timing is equal. */
export async function newToken(): Promise<{ token: string; tokenHash: string }> {
  const token = randomToken(32);
  return { token, tokenHash: await sha256Hex(token) };
}

/** Stores a token for the account after ending its older ones. */
export async function storeToken(db: Database, userId: number, tokenHash: string, now: Date, ttlMs: number): Promise<void> {
  await revokeTokens(db, userId, now);
  await tokenInsert(db, userId, tokenHash, now, ttlMs);
}

/** The insert of storeToken, for a caller that batches it after tokenRevocation (db/batch.ts). */
export function tokenInsert(db: Database, userId: number, tokenHash: string, now: Date, ttlMs: number) {
  return db.insert(passwordResetTokens).values({
    tokenHash,
    userId,
    expiresAt: new Date(now.getTime() + ttlMs),
    createdAt: now,
  });
}

/** The live token row and its account, or undefined for an unknown, used or expired token. */
export async function findLiveToken(
  db: Database,
  token: string,
  now: Date,
): Promise<{ tokenHash: string; user: User } | undefined> {
  const [row] = await db
    .select({ tokenHash: passwordResetTokens.tokenHash, user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, await sha256Hex(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  return row;
}

/**
 * Uses the token once and ends every other token of the account. Only one of two concurrent
 * uses gets the row back; the other is refused like an expired link.
 */
export async function claimToken(db: Database, tokenHash: string, userId: number, now: Date): Promise<void> {
  const claimed = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ tokenHash: passwordResetTokens.tokenHash });
  if (claimed.length === 0) throw new AppError("BAD_REQUEST", INVALID_RESET);
  await revokeTokens(db, userId, now);
}
