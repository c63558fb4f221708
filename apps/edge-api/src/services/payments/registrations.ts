// Pending registrations: the purchase form's account, kept (password already hashed) until the
// payment that creates it. The browser holds only a random token; the table holds its hash.
//
// A registration holds its e-mail for no one: several checkouts (another browser, a stranger) may
// wait on one address, and none blocks the owner or tells anyone the others exist. The first
// payment fulfilled creates the account; any later one whose e-mail now has an account is refused
// and refunded in full (order-basis.ts), so a purchase never lands in an account its buyer does not
// hold. The buyer resumes a checkout from any browser by a link e-mailed to the address (checkout-resume.ts).
import type { PreparePaymentInput } from "@realty/contracts/payments";
import { eq } from "drizzle-orm";
import { atomically } from "../../db/batch.ts";
import { pendingRegistrations, users } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { randomToken, sha256Hex } from "../../lib/tokens.ts";
import { assertAcceptablePassword } from "../auth/password-policy.ts";
import { isReplaceableDemo } from "./demo-accounts.ts";
import { reserveStatements } from "./reserve-statements.ts";

/** Long enough to fill in a card; a payment that succeeds later is still fulfilled. */
export const REGISTRATION_TTL_MS = 2 * 60 * 60_000;

export const REGISTRATION_UNUSABLE =
  "Your checkout session has expired or was already used. Please enter your information again.";
export const EMAIL_HAS_ACCOUNT = "An account with this email already exists. Please log in to upgrade your plan.";

export type PendingRegistration = typeof pendingRegistrations.$inferSelect;

function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Refuses an e-mail that has a real account: its owner logs in to buy (a demo account gives way). */
async function assertNoAccount(db: Database, email: string): Promise<void> {
  const [existing] = await db.select().from(users).where(eq(users.email, email));
  if (existing && !isReplaceableDemo(existing)) {
    throw new AppError("CONFLICT", EMAIL_HAS_ACCOUNT, { email: EMAIL_HAS_ACCOUNT });
  }
}

export async function preparePayment(db: Database, input: PreparePaymentInput, now: Date): Promise<string> {
  const email = normalEmail(input.email);
  await assertNoAccount(db, email);
  // The account this checkout creates meets the same password rule as every other.
  await assertAcceptablePassword(input.password, "password", email);
  const token = randomToken(32);
  const values = {
    tokenHash: await sha256Hex(token),
    email,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    passwordHash: await hashPassword(input.password),
    plan: input.plan,
    expiresAt: new Date(now.getTime() + REGISTRATION_TTL_MS),
    createdAt: now,
  };
  // This browser's earlier checkout (it went back to edit its details) ends as the new one starts.
  const replaceHash = input.replaceToken ? await sha256Hex(input.replaceToken) : null;
  const inserted = await atomically(db, reserveStatements(db, values, replaceHash, now));
  // Only an account made meanwhile stops the insert: say so, as the first check would have.
  if ((inserted.at(-1) as unknown[]).length === 0) await assertNoAccount(db, email);
  return token;
}

/** The registration a token names, whatever its state (fulfilment and sign-in use it). */
export async function findRegistration(db: Database, token: string): Promise<PendingRegistration | undefined> {
  const [row] = await db
    .select()
    .from(pendingRegistrations)
    .where(eq(pendingRegistrations.tokenHash, await sha256Hex(token)));
  return row;
}

/** A registration that may still start a payment: known, not expired, never used. */
export async function usableRegistration(db: Database, token: string, now: Date): Promise<PendingRegistration> {
  const row = await findRegistration(db, token);
  if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime()) {
    throw new AppError("BAD_REQUEST", REGISTRATION_UNUSABLE);
  }
  return row;
}
