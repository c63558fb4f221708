import { eq } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import type { Database, User } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import type { Log } from "../../lib/log.ts";
import { hashPassword } from "../../lib/passwords.ts";
import type { MailPort } from "../../ports/mail.ts";
import { findUserByEmail } from "./accounts.ts";
import { assertAcceptablePassword } from "./password-policy.ts";
import { claimToken, findLiveToken, INVALID_RESET, newToken, revokeTokens, storeToken } from "./reset-tokens.ts";
import { deleteUserSessions } from "./sessions.ts";

export { INVALID_RESET };
export const RESET_TOKEN_TTL_MS = 30 * 60_000;
/**
 * Every forgot-password answer takes at least this long, so an unknown e-mail is not answered
 * faster than a real account. Well above the few queries it runs.
 */
export const FORGOT_PASSWORD_MIN_MS = 300;

export interface ResetRequestDeps {
  db: Database;
  mail: MailPort;
  now: Date;
  origin: string;
  productName: string;
  log: Log;
  /** Keeps a runtime alive for work that finishes after the response (the Worker's waitUntil). */
  defer?: (work: Promise<unknown>) => void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Mails a single-use link valid for 30 minutes when a real account exists, ending older links.
 * Equal work and time either way: a token is always made and hashed, the same queries run, and the
 * call returns at a fixed minimum duration. A slow mail API does not delay the answer past it:
 * the sending goes on after the response (and its failure is logged, never answered).
 */
export async function requestPasswordReset(deps: ResetRequestDeps, email: string): Promise<void> {
  const deadline = performance.now() + FORGOT_PASSWORD_MIN_MS;
  const found = await findUserByEmail(deps.db, email);
  // Demo accounts have a made-up address nobody reads; they are treated as no account.
  const user = found && !found.isDemo ? found : undefined;
  const { token, tokenHash } = await newToken();
  let sending: Promise<unknown> = Promise.resolve();
  if (user) {
    await storeToken(deps.db, user.id, tokenHash, deps.now, RESET_TOKEN_TTL_MS);
    sending = sendResetMail(deps, user, token);
  } else {
    await revokeTokens(deps.db, 0, deps.now);
  }
  deps.defer?.(sending);
  await Promise.race([sending, sleep(deadline - performance.now())]);
  await sleep(deadline - performance.now());
}

/** The reset e-mail; a failure is logged, never answered (the caller has already answered). */
export function sendResetMail(
  deps: Pick<ResetRequestDeps, "mail" | "origin" | "productName" | "log">,
  user: Pick<User, "email" | "firstName">,
  token: string,
): Promise<unknown> {
  const link = `${deps.origin}/reset-password?token=${encodeURIComponent(token)}`;
  return deps.mail
    .send({
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
    })
    .catch((err: unknown) => deps.log.error("Password reset e-mail failed", err));
}

export async function isResetTokenValid(db: Database, token: string, now: Date): Promise<boolean> {
  const row = await findLiveToken(db, token, now);
  return row !== undefined && !row.user.isDemo;
}

/** Uses the token once: sets the password, ends every other link and every session of the account. */
export async function resetPassword(db: Database, token: string, newPassword: string, now: Date): Promise<void> {
  const row = await findLiveToken(db, token, now);
  if (!row || row.user.isDemo) throw new AppError("BAD_REQUEST", INVALID_RESET);
  // Checked before the token is used, so a refused password leaves the link working.
  await assertAcceptablePassword(newPassword, "newPassword", row.user.email);
  const passwordHash = await hashPassword(newPassword);
  await claimToken(db, row.tokenHash, row.user.id, now);
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, row.user.id));
  await deleteUserSessions(db, row.user.id);
}
