// The first password of a paid account that has none: only with the
// single-use token e-mailed to the account's address. The spec's userId and email may come along
// in the body; they must match the token's account, but never suffice on their own.
import { eq } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import type { Database, User } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import { hashPassword } from "../../lib/passwords.ts";
import type { MailPort } from "../../ports/mail.ts";
import { assertAcceptablePassword } from "./password-policy.ts";
import { claimToken, findLiveToken, newToken, storeToken } from "./reset-tokens.ts";
import { deleteUserSessions } from "./sessions.ts";

/** Longer than a reset link: it goes out unasked (migration), and may wait a weekend in an inbox. */
export const SET_PASSWORD_TTL_MS = 72 * 60 * 60_000;
export const INVALID_SET_LINK =
  "This set-password link is invalid or has expired. Request a new one from the forgot password page.";
export const ALREADY_HAS_PASSWORD = "This account already has a password. Please log in or reset your password.";

export interface SetPasswordRequest {
  token: string;
  userId?: number | undefined;
  email?: string | undefined;
}

/** The account a set-password request may act on, or a 400 that says nothing about who owns it. */
export async function resolveSetPasswordToken(db: Database, input: SetPasswordRequest, now: Date) {
  const row = await findLiveToken(db, input.token, now);
  if (!row || row.user.isDemo) throw new AppError("BAD_REQUEST", INVALID_SET_LINK);
  const idMismatch = input.userId !== undefined && input.userId !== row.user.id;
  const emailMismatch = input.email !== undefined && input.email.trim().toLowerCase() !== row.user.email;
  if (idMismatch || emailMismatch) throw new AppError("BAD_REQUEST", INVALID_SET_LINK);
  if (row.user.passwordHash !== null) throw new AppError("BAD_REQUEST", ALREADY_HAS_PASSWORD);
  return row;
}

/** Sets the password, uses the token (ending the account's other links) and ends every session. */
export async function completeSetPassword(
  db: Database,
  target: { tokenHash: string; user: User },
  password: string,
  now: Date,
): Promise<void> {
  // Checked before the token is used, so a refused password leaves the link working.
  await assertAcceptablePassword(password, "password", target.user.email);
  const passwordHash = await hashPassword(password);
  await claimToken(db, target.tokenHash, target.user.id, now);
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, target.user.id));
  await deleteUserSessions(db, target.user.id);
}

/** Mails the account a link to /set-password carrying a fresh token (older links end). */
export async function sendSetPasswordEmail(
  deps: { db: Database; mail: MailPort; now: Date; origin: string; productName: string },
  user: Pick<User, "id" | "email" | "firstName">,
): Promise<void> {
  const { token, tokenHash } = await newToken();
  await storeToken(deps.db, user.id, tokenHash, deps.now, SET_PASSWORD_TTL_MS);
  const query = new URLSearchParams({ token, email: user.email });
  const link = `${deps.origin}/set-password?${query.toString()}`;
  await deps.mail.send({
    to: user.email,
    subject: `Choose a password for your ${deps.productName} account`,
    text: [
      `Hi ${user.firstName},`,
      "",
      `Your ${deps.productName} account has no password yet. To keep it yours, sign-in without a password has ended. Open this link within 72 hours to choose one:`,
      "",
      link,
      "",
      "If the link has expired, use 'Forgot password' on the login page with this e-mail address.",
    ].join("\n"),
    links: [link],
  });
}
