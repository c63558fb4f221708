// Failed sign-ins counted per account, on top of the per-address limit: an attacker rotating
// addresses still runs out. From the tenth failure in a row the account pauses (1 minute, then
// doubling with each further failure, at most an hour); every attempt during a pause answers 429
// without a password check, and the owner gets one notice e-mail at the tenth failure. Counted by
// e-mail address, whether or not an account has it, so the pause tells nobody which accounts exist.
// A successful sign-in clears the count. Rows live in rate_limits (survive restarts, no new table).

import type { LoginInput } from "@realty/contracts/auth";
import { and, eq, sql } from "drizzle-orm";
import { rateLimits } from "../../db/schema.ts";
import type { Database, User } from "../../db/types.ts";
import type { RateLimitRule } from "../../lib/app-config.ts";
import { AppError } from "../../lib/errors.ts";
import type { Log } from "../../lib/log.ts";
import type { MailPort } from "../../ports/mail.ts";
import { authenticate, findUserByEmail } from "./accounts.ts";

const FAILURES = "loginAccount";
const PAUSE = "loginAccountPause";
const FIRST_PAUSE_MS = 60_000;
const LONGEST_PAUSE_MS = 60 * 60_000;

export const ACCOUNT_PAUSED =
  "Too many failed sign-ins for this account. Please wait a few minutes and try again, or reset your password.";

export interface ThrottleDeps {
  db: Database;
  now: Date;
  /** config.rateLimits.loginAccount: `limit` failures in a row (remembered `windowMs`) start the pauses. */
  rule: RateLimitRule;
}

export interface NoticeDeps {
  mail: MailPort;
  origin: string;
  /** Read only when a notice is sent (one query most sign-ins never need). */
  productName: () => Promise<string>;
  log: Log;
  defer?: ((work: Promise<unknown>) => void) | undefined;
}

const keyOf = (email: string) => `email:${email.trim().toLowerCase()}`;

/** The pause after `failures` in a row: none below the limit, then 1, 2, 4… minutes up to an hour. */
export function pauseAfter(failures: number, limit: number): number {
  if (failures < limit) return 0;
  return Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** Math.min(failures - limit, 20));
}

/** Throws a 429 with Retry-After while the account is paused. */
export async function refuseWhilePaused(deps: ThrottleDeps, email: string): Promise<void> {
  const [pause] = await deps.db
    .select({ resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(and(eq(rateLimits.bucket, PAUSE), eq(rateLimits.key, keyOf(email))));
  const remainingMs = (pause?.resetAt ?? 0) - deps.now.getTime();
  if (remainingMs > 0) throw new AppError("RATE_LIMITED", ACCOUNT_PAUSED, undefined, Math.ceil(remainingMs / 1000));
}

/** Counts one failure (one atomic upsert), starts the pause it earns and answers the count. */
export async function recordFailedLogin(deps: ThrottleDeps, email: string): Promise<number> {
  const now = deps.now.getTime();
  const key = keyOf(email);
  const [row] = await deps.db
    .insert(rateLimits)
    .values({ bucket: FAILURES, key, count: 1, resetAt: now + deps.rule.windowMs })
    .onConflictDoUpdate({
      target: [rateLimits.bucket, rateLimits.key],
      set: {
        count: sql`CASE WHEN ${rateLimits.resetAt} <= ${now} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        resetAt: now + deps.rule.windowMs,
      },
    })
    .returning({ count: rateLimits.count });
  const failures = row?.count ?? 1;
  const pauseMs = pauseAfter(failures, deps.rule.limit);
  if (pauseMs > 0) {
    const pause = { bucket: PAUSE, key, count: failures, resetAt: now + pauseMs };
    await deps.db
      .insert(rateLimits)
      .values(pause)
      .onConflictDoUpdate({ target: [rateLimits.bucket, rateLimits.key], set: { count: failures, resetAt: pause.resetAt } });
  }
  return failures;
}

export async function clearFailedLogins(db: Database, email: string): Promise<void> {
  const key = keyOf(email);
  await db.delete(rateLimits).where(and(eq(rateLimits.key, key), sql`${rateLimits.bucket} IN (${FAILURES}, ${PAUSE})`));
}

/**
 * The owner's notice, sent by the one request whose failure was the limit-th (the count comes from
 * an atomic upsert, so two racing requests never both see it). A failure is logged, never answered.
 */
export async function noticeRepeatedFailures(deps: ThrottleDeps & NoticeDeps, email: string, failures: number): Promise<void> {
  if (failures !== deps.rule.limit) return;
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.isDemo) return;
  const link = `${deps.origin}/forgot-password`;
  const productName = await deps.productName();
  const sending = deps.mail
    .send({
      to: user.email,
      subject: `Repeated failed sign-in attempts on your ${productName} account`,
      text: [
        `Hi ${user.firstName},`,
        "",
        `Someone has tried to sign in to your ${productName} account with a wrong password ${failures} times in a row. Sign-ins to it are paused for a few minutes, longer after each further failure.`,
        "",
        "If it was you, wait a few minutes or choose a new password here:",
        "",
        link,
        "",
        "If it wasn't you, your account is safe as long as your password is not used elsewhere; choosing a new one is a good idea.",
      ].join("\n"),
      links: [link],
    })
    .catch((err: unknown) => deps.log.error("Failed sign-in notice e-mail failed", err));
  deps.defer?.(sending);
  await sending;
}

/** Signs in with the per-account pause around the password check; the user, or the error to answer. */
export async function signIn(deps: ThrottleDeps & NoticeDeps, input: LoginInput): Promise<User> {
  await refuseWhilePaused(deps, input.email);
  try {
    const user = await authenticate(deps.db, input);
    await clearFailedLogins(deps.db, input.email);
    return user;
  } catch (err) {
    if (err instanceof AppError && err.code === "UNAUTHORIZED") {
      const failures = await recordFailedLogin(deps, input.email);
      await noticeRepeatedFailures(deps, input.email, failures);
    }
    throw err;
  }
}
