import type { PreferencesInput } from "@realty/contracts/auth";
import { peopleProblem } from "@realty/contracts/customize";
import { placeProblem } from "@realty/contracts/customize-options";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import type { Database, User } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";

/**
 * Saves the member's default customization answers; an empty answer clears the default. The
 * location is held to the customize form's rule (a place, never a description of people): post
 * captions speak in these defaults without a form of their own in between.
 */
export async function updatePreferences(db: Database, user: User, input: PreferencesInput, now: Date): Promise<User> {
  const location = input.defaultLocation?.trim();
  const problem = location ? (placeProblem(location) ?? peopleProblem(location)) : null;
  if (problem) throw new AppError("BAD_REQUEST", problem, { defaultLocation: problem });
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
