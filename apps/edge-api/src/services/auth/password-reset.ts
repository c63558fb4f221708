import { and, eq, gt, isNull } from "drizzle-orm";
import { passwordResetTokens, users } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { randomToken, sha256Hex } from "../../lib/tokens.ts";
import type { MailPort } from "../../ports/mail.ts";
import { findUserByEmail } from "./accounts.ts";
import { deleteUserSessions } from "./sessions.ts";

export const RESET_TOKEN_TTL_MS = 30 * 60_000;
export const INVALID_RESET = "Invalid or expired reset link.";

/**
 * Mails a single-use link valid for 30 minutes when the account exists. The caller answers the
 * same way either way, so the response does not reveal who has an account.
 */
export async function requestPasswordReset(
  deps: { db: Database; mail: MailPort; now: Date; origin: string; productName: string },
  email: string,
): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = randomToken(32);
  await deps.db.insert(passwordResetTokens).values({
    tokenHash: await sha256Hex(token),
    userId: user.id,
    expiresAt: new Date(deps.now.getTime() + RESET_TOKEN_TTL_MS),
    createdAt: deps.now,
  });
  const link = `${deps.origin}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.mail.send({
    to: user.email,
    subject: `Reset your ${deps.productName} password`,
    text: [
      `Hi ${user.firstName},`,
      "",
      `Someone asked to reset the password of your ${deps.productName} account. Open this link within 30 minutes to choose a new one:`,
      "",
      link,
      "",
      "If it wasn't you, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
    links: [link],
  });
}

async function findLiveToken(db: Database, token: string, now: Date) {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, await sha256Hex(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  return row;
}

export async function isResetTokenValid(db: Database, token: string, now: Date): Promise<boolean> {
  return (await findLiveToken(db, token, now)) !== undefined;
}

/** Uses the token once: sets the password and ends every session of the account. */
export async function resetPassword(db: Database, token: string, newPassword: string, now: Date): Promise<void> {
  const row = await findLiveToken(db, token, now);
  if (!row) throw new AppError("BAD_REQUEST", INVALID_RESET);
  // Claim the token first; only one of two concurrent resets gets a row back.
  const claimed = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.tokenHash, row.tokenHash), isNull(passwordResetTokens.usedAt)))
    .returning();
  if (claimed.length === 0) throw new AppError("BAD_REQUEST", INVALID_RESET);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), updatedAt: now })
    .where(eq(users.id, row.userId));
  await deleteUserSessions(db, row.userId);
}
