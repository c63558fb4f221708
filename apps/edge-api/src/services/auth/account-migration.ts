// One-off start-up step for accounts made before sign-in required a password (idempotent; safe on every start).
// Paid accounts without a password used to open with demo access (their e-mail alone), so:
// each gets one set-password e-mail, loses every session opened without a password, and stops
// being a demo account. Old demo accounts (no access, no password) give their real address back,
// so its owner can register with it: they get a made-up one.
import { and, eq, exists, isNull, ne, notLike, or } from "drizzle-orm";
import { purchases, users } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { jobLog } from "../../lib/log.ts";
import type { AppDeps } from "../../ports/app-deps.ts";
import type { MailPort } from "../../ports/mail.ts";
import { getPlatformSettings } from "../settings/settings.ts";
import { DEMO_EMAIL_DOMAIN, demoEmail } from "./demo.ts";
import { deleteUserSessions } from "./sessions.ts";
import { sendSetPasswordEmail } from "./set-password.ts";

export interface AccountMigrationDeps {
  db: Database;
  mail: MailPort;
  now: Date;
  /** The configured origin of e-mailed links (PUBLIC_URL, or the listening origin in development). */
  origin: string;
  productName: string;
}

export interface AccountMigrationResult {
  mailed: string[];
  demoAddressesFreed: number;
}

export async function migratePasswordlessAccounts(deps: AccountMigrationDeps): Promise<AccountMigrationResult> {
  const { db, now } = deps;
  const paid = or(
    ne(users.accessLevel, "none"),
    exists(db.select({ id: purchases.id }).from(purchases).where(eq(purchases.userId, users.id))),
  );
  const pending = await db
    .select()
    .from(users)
    .where(and(isNull(users.passwordHash), isNull(users.passwordSetupMailedAt), paid));
  const mailed: string[] = [];
  for (const user of pending) {
    // Marked first: a crash after this line costs one e-mail, never a second one on each start.
    const claimed = await db
      .update(users)
      .set({ passwordSetupMailedAt: now, isDemo: false, updatedAt: now })
      .where(and(eq(users.id, user.id), isNull(users.passwordSetupMailedAt)))
      .returning({ id: users.id });
    if (claimed.length === 0) continue;
    await deleteUserSessions(db, user.id);
    await sendSetPasswordEmail(deps, user);
    mailed.push(user.email);
  }
  const oldDemos = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.isDemo, true),
        isNull(users.passwordHash),
        eq(users.accessLevel, "none"),
        notLike(users.email, `%@${DEMO_EMAIL_DOMAIN}`),
      ),
    );
  for (const demo of oldDemos) {
    await db.update(users).set({ email: demoEmail(), updatedAt: now }).where(eq(users.id, demo.id));
  }
  return { mailed, demoAddressesFreed: oldDemos.length };
}

/**
 * The start-up call (Node entry after its deps are built; the Worker's first cron run): links use
 * the configured origin, never a request's.
 */
export async function runAccountMigration(deps: Pick<AppDeps, "db" | "mail" | "config" | "now">): Promise<void> {
  const { platformName } = await getPlatformSettings(deps.db);
  const result = await migratePasswordlessAccounts({
    db: deps.db,
    mail: deps.mail,
    now: deps.now(),
    origin: new URL(deps.config.publicUrl).origin,
    productName: platformName,
  });
  if (result.mailed.length > 0 || result.demoAddressesFreed > 0) {
    jobLog("account-migration").info(
      `Accounts: set-password e-mail sent to ${result.mailed.length} paid account(s) without a password; ${result.demoAddressesFreed} old demo address(es) freed`,
    );
  }
}
