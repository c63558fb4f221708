import {
  CURRENT_PASSWORD_WRONG,
  DEMO_EMAIL_REFUSED,
  EMAIL_CHANGE_NEEDS_PASSWORD,
  EMAIL_IN_USE,
  type ProfileInput,
} from "@realty/contracts/account";
import { and, eq, ne } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import type { Database, User } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import type { Log } from "../../lib/log.ts";
import { verifyPassword } from "../../lib/passwords.ts";
import type { MailPort } from "../../ports/mail.ts";
import { revokeTokens } from "../auth/reset-tokens.ts";
import { deleteUserSessions } from "../auth/sessions.ts";
import { notifyEmailChanged } from "./email-change-notice.ts";

function isUniqueViolation(err: unknown): boolean {
  return /UNIQUE constraint failed/i.test(`${String(err)} ${String((err as { cause?: unknown })?.cause ?? "")}`);
}

export interface ProfileDeps {
  db: Database;
  mail: MailPort;
  now: Date;
  productName: string;
  log: Log;
  /** The session making the change keeps working; others end when the e-mail changes. */
  sessionId?: string | undefined;
}

export function emailChanges(user: User, input: Pick<ProfileInput, "email">): boolean {
  return input.email.trim().toLowerCase() !== user.email;
}

/**
 * Whoever holds a session must not be able to move the account to their own address (and so take
 * the reset links): a new e-mail needs the current password.
 */
async function checkEmailChange(user: User, currentPassword: string | undefined): Promise<void> {
  if (user.isDemo) throw new AppError("BAD_REQUEST", DEMO_EMAIL_REFUSED, { email: DEMO_EMAIL_REFUSED });
  if (!currentPassword) {
    throw new AppError("BAD_REQUEST", EMAIL_CHANGE_NEEDS_PASSWORD, { currentPassword: EMAIL_CHANGE_NEEDS_PASSWORD });
  }
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    throw new AppError("BAD_REQUEST", CURRENT_PASSWORD_WRONG, { currentPassword: CURRENT_PASSWORD_WRONG });
  }
}

/**
 * PUT /api/user/profile: names and e-mail; an e-mail another account uses is refused (409). A new
 * e-mail ends the account's reset links and other sessions and is reported to the old address.
 */
export async function updateProfile(deps: ProfileDeps, user: User, input: ProfileInput): Promise<User> {
  const { db, now } = deps;
  const email = input.email.trim().toLowerCase();
  const changing = emailChanges(user, input);
  if (changing) await checkEmailChange(user, input.currentPassword);
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, user.id)));
  if (taken) throw new AppError("CONFLICT", EMAIL_IN_USE, { email: EMAIL_IN_USE });
  let updated: User | undefined;
  try {
    [updated] = await db
      .update(users)
      .set({ firstName: input.firstName.trim(), lastName: input.lastName.trim(), email, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
  } catch (err) {
    // Two accounts claiming the same address at once: the unique index decides.
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", EMAIL_IN_USE, { email: EMAIL_IN_USE });
    throw err;
  }
  if (!updated) throw new AppError("NOT_FOUND", "Account not found");
  if (changing) {
    await revokeTokens(db, user.id, now);
    await deleteUserSessions(db, user.id, deps.sessionId);
    await notifyEmailChanged(deps, { oldEmail: user.email, newEmail: email, firstName: updated.firstName });
  }
  return updated;
}
