// Pending registrations: the purchase form's account, kept (password already hashed) until the
// payment that creates it. The browser holds only a random token; the table holds its hash.
//
// A live registration (unused, unexpired) reserves its e-mail: nobody else may register it or start
// another checkout with it until the payment creates the buyer's account (issue 11, finding 7).
import type { PreparePaymentInput } from "@realty/contracts/payments";
import { and, eq, gt, isNull } from "drizzle-orm";
import { atomically } from "../../db/batch.ts";
import { pendingRegistrations, users } from "../../db/schema.ts";
import type { Database } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { constantTimeEqual, randomToken, sha256Hex } from "../../lib/tokens.ts";
import { isReplaceableDemo } from "./demo-accounts.ts";
import { reserveStatements } from "./reserve-statements.ts";

/** Long enough to fill in a card; a payment that succeeds later is still fulfilled. */
export const REGISTRATION_TTL_MS = 2 * 60 * 60_000;

export const REGISTRATION_UNUSABLE =
  "Your checkout session has expired or was already used. Please enter your information again.";
export const EMAIL_HAS_ACCOUNT = "An account with this email already exists. Please log in to upgrade your plan.";
export const CHECKOUT_IN_PROGRESS =
  "A purchase with this email is already in progress in another browser. Please finish it there, or try again in two hours.";
export const EMAIL_RESERVED =
  "A purchase with this email is in progress. Please finish that purchase, or try again in two hours.";

export type PendingRegistration = typeof pendingRegistrations.$inferSelect;

function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The registration holding `email` now, if any. */
async function liveReservation(db: Database, email: string, now: Date): Promise<PendingRegistration | undefined> {
  const [row] = await db
    .select()
    .from(pendingRegistrations)
    .where(
      and(
        eq(pendingRegistrations.email, normalEmail(email)),
        isNull(pendingRegistrations.usedAt),
        gt(pendingRegistrations.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** Refuses an account for an e-mail a checkout holds (POST /api/auth/register calls this). */
export async function assertEmailNotReserved(db: Database, email: string, now: Date): Promise<void> {
  if (await liveReservation(db, email, now)) throw new AppError("CONFLICT", EMAIL_RESERVED, { email: EMAIL_RESERVED });
}

async function holdsReservation(reservation: PendingRegistration, token: string | null | undefined): Promise<boolean> {
  return Boolean(token) && constantTimeEqual(await sha256Hex(token ?? ""), reservation.tokenHash);
}

/** Refuses an e-mail that has a real account, or a checkout held by another browser. */
async function assertCheckoutAllowed(
  db: Database,
  email: string,
  replaceToken: string | null | undefined,
  now: Date,
): Promise<void> {
  const [existing] = await db.select().from(users).where(eq(users.email, email));
  // A demo account is no account to buy into: fulfilment replaces it (fulfil.ts). Any other must log in.
  if (existing && !isReplaceableDemo(existing)) {
    throw new AppError("CONFLICT", EMAIL_HAS_ACCOUNT, { email: EMAIL_HAS_ACCOUNT });
  }
  const held = await liveReservation(db, email, now);
  // Only the browser holding the reservation may renew it (it went back to edit its details).
  if (held && !(await holdsReservation(held, replaceToken))) {
    throw new AppError("CONFLICT", CHECKOUT_IN_PROGRESS, { email: CHECKOUT_IN_PROGRESS });
  }
}

export async function preparePayment(db: Database, input: PreparePaymentInput, now: Date): Promise<string> {
  const email = normalEmail(input.email);
  // Checked before the costly hash, and again below where it counts.
  await assertCheckoutAllowed(db, email, input.replaceToken, now);
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
  // Check and insert in one guarded batch, so two browsers cannot both reserve the same e-mail.
  const replaceHash = input.replaceToken ? await sha256Hex(input.replaceToken) : null;
  const inserted = await atomically(db, reserveStatements(db, values, replaceHash, now));
  if ((inserted.at(-1) as unknown[]).length === 0) {
    // Lost a race since the first check: say why, as the first check would have.
    await assertCheckoutAllowed(db, email, input.replaceToken, now);
    throw new AppError("CONFLICT", CHECKOUT_IN_PROGRESS, { email: CHECKOUT_IN_PROGRESS });
  }
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
