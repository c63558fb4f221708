// Demo access (POST /api/login) makes passwordless accounts anyone can open with an e-mail alone.
// Such an account must never hold a purchase: a buyer whose e-mail has one
// gets a new account with the purchase form's password, and the demo account is removed.
import { type SQL, sql } from "drizzle-orm";
import type { User } from "../../db/types.ts";

/** A demo account nobody can be locked out of: no password, no role, no access, nothing bought. */
export function isReplaceableDemo(user: Pick<User, "isDemo" | "passwordHash" | "role" | "accessLevel">): boolean {
  return user.isDemo && user.passwordHash === null && user.role === "user" && user.accessLevel === "none";
}

/**
 * The same rule in SQL for the guarded statements of a money batch: `t` prefixes the columns
 * ("u." inside a join). The prefix is one of two fixed strings, never input.
 */
export function replaceableDemoSql(t: "" | "u." = ""): SQL {
  return sql.raw(`${t}is_demo = 1 AND ${t}password_hash IS NULL AND ${t}role = 'user' AND ${t}access_level = 'none'`);
}

/** Whether a signed-in session may buy for its own account: only one whose holder chose a password. */
export function canHoldPurchase(user: Pick<User, "isDemo" | "passwordHash">): boolean {
  return !user.isDemo && user.passwordHash !== null;
}
