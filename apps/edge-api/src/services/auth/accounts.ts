import type { DemoLoginInput, LoginInput, RegisterInput } from "@realty/contracts/auth";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import type { Database, User } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import { hashPassword, verifyPassword } from "../../lib/passwords.ts";

export const INVALID_LOGIN = "Invalid email or password. Please try again.";

export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return user;
}

export async function findUserById(db: Database, id: number): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

function isUniqueViolation(err: unknown): boolean {
  const text = String((err as { cause?: unknown })?.cause ?? err);
  return /UNIQUE constraint failed/i.test(text) || /UNIQUE constraint failed/i.test(String(err));
}

export const EMAIL_TAKEN = "An account with this email already exists. Please log in instead.";

/** Creates an account with access level none (a purchase raises it). */
export async function registerUser(db: Database, input: RegisterInput, now: Date): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await db
      .insert(users)
      .values({ ...input, email: input.email.toLowerCase(), passwordHash, createdAt: now, updatedAt: now })
      .returning();
    if (!user) throw new Error("User insert returned nothing");
    return user;
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", EMAIL_TAKEN, { email: EMAIL_TAKEN });
    throw err;
  }
}

/** The user for a correct e-mail and password; the same error for a wrong password or no account. */
export async function authenticate(db: Database, input: LoginInput): Promise<User> {
  const user = await findUserByEmail(db, input.email);
  const ok = await verifyPassword(input.password, user?.passwordHash);
  if (!user || !ok) throw new AppError("UNAUTHORIZED", INVALID_LOGIN);
  return user;
}

/**
 * Demo access (docs/decisions.md): creates, or signs back into, a demo account with access level
 * none, so a prospect sees the real dashboard with every item locked. It never signs into a real
 * account: those need their password.
 */
export async function demoLogin(db: Database, input: DemoLoginInput, now: Date): Promise<User> {
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    if (existing.isDemo && existing.passwordHash === null) return existing;
    throw new AppError("CONFLICT", "This email already has an account. Please log in with your password.");
  }
  const [first = "", ...rest] = input.name.split(/\s+/);
  const [user] = await db
    .insert(users)
    .values({
      email: input.email,
      firstName: first,
      lastName: rest.join(" "),
      isDemo: true,
      accessLevel: "none",
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!user) throw new Error("User insert returned nothing");
  return user;
}

/** Sets the first password of an account that has none yet (a demo account becoming real). */
export async function setInitialPassword(db: Database, input: { userId: number; email: string; password: string }, now: Date) {
  const user = await findUserById(db, input.userId);
  if (!user || user.email !== input.email.toLowerCase() || user.passwordHash !== null) {
    throw new AppError("BAD_REQUEST", "This account cannot set a password this way. Please log in or reset your password.");
  }
  const passwordHash = await hashPassword(input.password);
  await db.update(users).set({ passwordHash, isDemo: false, updatedAt: now }).where(eq(users.id, user.id));
}

export async function changePassword(db: Database, user: User, currentPassword: string, newPassword: string, now: Date) {
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    throw new AppError("BAD_REQUEST", "Current password is incorrect", { currentPassword: "Current password is incorrect" });
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), updatedAt: now })
    .where(eq(users.id, user.id));
}

export async function ensureAdmin(db: Database, email: string, password: string, now: Date): Promise<User> {
  const passwordHash = await hashPassword(password);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    const [user] = await db
      .update(users)
      .set({ passwordHash, role: "admin", isDemo: false, updatedAt: now })
      .where(eq(users.id, existing.id))
      .returning();
    if (!user) throw new Error("Admin update returned nothing");
    return user;
  }
  const [user] = await db
    .insert(users)
    .values({
      email: email.toLowerCase(),
      firstName: "Admin",
      lastName: "",
      passwordHash,
      role: "admin",
      accessLevel: "domination",
    })
    .returning();
  if (!user) throw new Error("Admin insert returned nothing");
  return user;
}
