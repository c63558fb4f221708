import type { PreferencesInput } from "@realty/contracts/auth";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import type { Database, User } from "../../db/types.ts";

/** Saves the member's default customization answers; an empty answer clears the default. */
export async function updatePreferences(db: Database, user: User, input: PreferencesInput, now: Date): Promise<User> {
  const [updated] = await db
    .update(users)
    .set({
      defaultLocation: input.defaultLocation || null,
      defaultSpecialty: input.defaultSpecialty || null,
      defaultPersonality: input.defaultPersonality || null,
      updatedAt: now,
    })
    .where(eq(users.id, user.id))
    .returning();
  // A member deleted meanwhile: answer what the session knew, as before.
  return updated ?? user;
}
