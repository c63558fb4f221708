// Deleting a member keeps the money history: one batch marks their orders
// anonymised, removes the registrations that hold their name and e-mail, and deletes the account;
// the foreign keys then set the orders' and purchases' user to null instead of deleting them. The
// admin's audit row is in the same batch, written only if the account was deleted (audited.ts).
import { sql } from "drizzle-orm";
import { atomically } from "../../db/batch.ts";
import type { Database, User } from "../../db/types.ts";
import { type Actor, auditStatement } from "./audited.ts";

export async function anonymiseAndDelete(
  db: Database,
  user: Pick<User, "id" | "email">,
  by: { actor: Actor; now: Date },
): Promise<void> {
  const { now } = by;
  const at = now.getTime();
  const registrations = sql`SELECT id FROM pending_registrations WHERE user_id = ${user.id} OR lower(email) = lower(${user.email})`;
  await atomically(db, [
    db.run(sql`UPDATE payment_orders SET buyer_anonymised_at = ${at}
      WHERE user_id = ${user.id} OR registration_id IN (${registrations})`),
    db.run(sql`DELETE FROM pending_registrations WHERE id IN (${registrations})`),
    // Rows the member wrote themselves (their purchases' audit rows) keep the event, not the address.
    db.run(sql`UPDATE audit_log SET actor_email = ${`deleted member #${user.id}`} WHERE actor_id = ${user.id}`),
    db.run(sql`DELETE FROM users WHERE id = ${user.id}`),
    auditStatement(
      db,
      by.actor,
      { action: "user.delete", targetType: "user", targetId: user.id, details: { email: user.email } },
      now,
    ),
  ]);
}
