// Pending registrations: the purchase form's account, kept (password already hashed) until the
// payment that creates it. The browser holds only a random token; the table holds its hash.
import type { PreparePaymentInput } from "@realty/contracts/payments";
import { eq } from "drizzle-orm";
import { pendingRegistrations } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { randomToken, sha256Hex } from "../../lib/tokens.ts";
import { findUserByEmail } from "../auth/accounts.ts";

/** Long enough to fill in a card; a payment that succeeds later is still fulfilled. */
export const REGISTRATION_TTL_MS = 2 * 60 * 60_000;

export const REGISTRATION_UNUSABLE =
  "Your checkout session has expired or was already used. Please enter your information again.";
export const EMAIL_HAS_ACCOUNT = "An account with this email already exists. Please log in to upgrade your plan.";

export type PendingRegistration = typeof pendingRegistrations.$inferSelect;

export async function preparePayment(db: Database, input: PreparePaymentInput, now: Date): Promise<string> {
  const email = input.email.trim().toLowerCase();
  const existing = await findUserByEmail(db, email);
  // A demo account (no password) may become the paid account; a real one must log in instead.
  if (existing && !(existing.isDemo && existing.passwordHash === null)) {
    throw new AppError("CONFLICT", EMAIL_HAS_ACCOUNT, { email: EMAIL_HAS_ACCOUNT });
  }
  const token = randomToken(32);
  await db.insert(pendingRegistrations).values({
    tokenHash: await sha256Hex(token),
    email,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    passwordHash: await hashPassword(input.password),
    plan: input.plan,
    expiresAt: new Date(now.getTime() + REGISTRATION_TTL_MS),
    createdAt: now,
  });
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
