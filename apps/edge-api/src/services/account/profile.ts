import { EMAIL_IN_USE, type ProfileInput } from "@realty/contracts/account";
import { and, eq, ne } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import type { Database, User } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";

function isUniqueViolation(err: unknown): boolean {
  return /UNIQUE constraint failed/i.test(`${String(err)} ${String((err as { cause?: unknown })?.cause ?? "")}`);
}

/** PUT /api/user/profile: names and e-mail; an e-mail another account uses is refused (409). */
export async function updateProfile(db: Database, user: User, input: ProfileInput, now: Date): Promise<User> {
  const email = input.email.trim().toLowerCase();
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, user.id)));
  if (taken) throw new AppError("CONFLICT", EMAIL_IN_USE, { email: EMAIL_IN_USE });
  try {
    const [updated] = await db
      .update(users)
      .set({ firstName: input.firstName.trim(), lastName: input.lastName.trim(), email, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) throw new AppError("NOT_FOUND", "Account not found");
    return updated;
  } catch (err) {
    // Two accounts claiming the same address at once: the unique index decides.
    if (isUniqueViolation(err)) throw new AppError("CONFLICT", EMAIL_IN_USE, { email: EMAIL_IN_USE });
    throw err;
  }
}
