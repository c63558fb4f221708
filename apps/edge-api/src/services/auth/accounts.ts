import type { LoginInput, RegisterInput } from "@realty/contracts/auth";
import { isAdminRole } from "@realty/plans";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import type { Database, User } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import { hashPassword, verifyPassword } from "../../lib/passwords.ts";
import { assertAcceptablePassword } from "./password-policy.ts";
import { revokeTokens } from "./reset-tokens.ts";
import { deleteUserSessions } from "./sessions.ts";

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
  await assertAcceptablePassword(input.password, "password", input.email);
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

export const DEMO_PASSWORD_REFUSED = "Demo accounts have no password. Buy a plan to get your own account.";

export async function changePassword(db: Database, user: User, currentPassword: string, newPassword: string, now: Date) {
  if (user.isDemo) throw new AppError("BAD_REQUEST", DEMO_PASSWORD_REFUSED);
  if (!(await verifyPassword(currentPassword, user.passwordHash))) {
    throw new AppError("BAD_REQUEST", "Current password is incorrect", { currentPassword: "Current password is incorrect" });
  }
  await assertAcceptablePassword(newPassword, "newPassword", user.email);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), updatedAt: now })
    .where(eq(users.id, user.id));
  // A reset link mailed before the change must not undo it.
  await revokeTokens(db, user.id, now);
}

export function adminEmailTaken(email: string): string {
  return `${email} belongs to an existing account that is not an admin; it was not made admin. Choose another ADMIN_EMAIL, or delete that account first.`;
}

/**
 * The admin bootstrap (ADMIN_EMAIL at start, npm run admin:create). Creates the admin, or sets the
 * password of an existing admin and ends its sessions when the password changed. It never promotes
 * an existing member: whoever registered that address first would become admin.
 */
export async function ensureAdmin(db: Database, email: string, password: string, now: Date): Promise<User> {
  const existing = await findUserByEmail(db, email);
  if (existing && !isAdminRole(existing.role)) throw new AppError("CONFLICT", adminEmailTaken(existing.email));
  if (existing) {
    if (await verifyPassword(password, existing.passwordHash)) return existing;
    const [user] = await db
      .update(users)
      .set({ passwordHash: await hashPassword(password), updatedAt: now })
      .where(eq(users.id, existing.id))
      .returning();
    if (!user) throw new Error("Admin update returned nothing");
    await deleteUserSessions(db, user.id);
    await revokeTokens(db, user.id, now);
    return user;
  }
  const [user] = await db
    .insert(users)
    .values({
      email: email.trim().toLowerCase(),
      firstName: "Admin",
      lastName: "",
      passwordHash: await hashPassword(password),
      role: "admin",
      accessLevel: "domination",
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!user) throw new Error("Admin insert returned nothing");
  return user;
}
