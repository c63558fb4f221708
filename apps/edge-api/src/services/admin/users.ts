import type { AdminUser, AdminUserDetail } from "@realty/contracts/admin";
import { accessLevelLabel, isAdminRole } from "@realty/plans";
import { and, count, desc, eq, gt, sql } from "drizzle-orm";
import { atomically } from "../../db/batch.ts";
import { purchases, scriptCustomizations, sessions, users } from "../../db/schema.ts";
import type { Database, User } from "../../db/types.ts";
import { AppError } from "../../lib/errors.ts";
import { hashPassword } from "../../lib/passwords.ts";
import type { MediaPort } from "../../ports/media.ts";
import { tokenRevocation } from "../auth/reset-tokens.ts";
import { userSessionsDeletion } from "../auth/sessions.ts";
import { deleteBrandMedia } from "../brand/brand-photo.ts";
import { syncEntitlementStatement } from "../entitlement/entitlement.ts";
import { deleteImageFiles } from "../post-images/image-files.ts";
import { cancelUnusablePostsStatements } from "../social/post-entitlement.ts";
import { deleteVoiceOvers } from "../voice/delete-voice-overs.ts";
import { changedFields } from "./audit.ts";
import { type Actor, audited, auditStatement, INSERTED_ID } from "./audited.ts";
import { isUniqueViolation } from "./db-errors.ts";
import { anonymiseAndDelete } from "./delete-user-batch.ts";

export const EMAIL_IN_USE = "A user with this email already exists";

export function toAdminUser(user: User): AdminUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    accessLevel: user.accessLevel,
    accessLevelLabel: accessLevelLabel(user.accessLevel),
    role: user.role,
    isAdmin: isAdminRole(user.role),
    isDemo: user.isDemo,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

export async function listUsers(db: Database): Promise<AdminUser[]> {
  const rows = await db.select().from(users).orderBy(desc(users.createdAt), desc(users.id));
  return rows.map(toAdminUser);
}

export async function getUser(db: Database, id: number): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw new AppError("NOT_FOUND", "User not found");
  return user;
}

/** The view dialog: the account plus what deleting it would remove. */
export async function getUserDetail(db: Database, id: number, now: Date): Promise<AdminUserDetail> {
  const user = await getUser(db, id);
  const [bought, [sessionRow], [customRow]] = await Promise.all([
    db.select().from(purchases).where(eq(purchases.userId, id)).orderBy(desc(purchases.createdAt)),
    db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, id), gt(sessions.expiresAt, now))),
    db.select({ n: count() }).from(scriptCustomizations).where(eq(scriptCustomizations.userId, id)),
  ]);
  return {
    ...toAdminUser(user),
    hasPassword: user.passwordHash !== null,
    activeSessions: sessionRow?.n ?? 0,
    customizations: customRow?.n ?? 0,
    purchases: bought.map((p) => ({
      id: p.id,
      productType: p.productType,
      fromTier: p.fromTier,
      amount: p.amountCents,
      createdAt: p.createdAt.toISOString(),
    })),
  };
}

function conflictOnDuplicateEmail(err: unknown): never {
  if (isUniqueViolation(err)) throw new AppError("CONFLICT", EMAIL_IN_USE, { email: EMAIL_IN_USE });
  throw err;
}

/** Each write below lands with its audit row in one batch (audited.ts); a taken e-mail is a 409 and changes nothing. */
export async function createUser(
  db: Database,
  input: { firstName: string; lastName: string; email: string; password: string; accessLevel: string },
  now: Date,
  actor: Actor,
): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  try {
    const insert = db
      .insert(users)
      .values({
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        // Given by hand: the admin's grant, which the entitlement rule keeps whatever is bought or refunded.
        accessLevel: input.accessLevel,
        accessGrant: input.accessLevel === "none" ? null : input.accessLevel,
        passwordHash,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const details = { email: input.email, accessLevel: input.accessLevel };
    const [user] = await audited(
      db,
      insert,
      { action: "user.create", targetType: "user", targetIdSql: INSERTED_ID, details },
      { actor, now },
    );
    if (!user) throw new Error("User insert returned nothing");
    return user;
  } catch (err) {
    return conflictOnDuplicateEmail(err);
  }
}

export async function updateUser(
  db: Database,
  id: number,
  input: { firstName: string; lastName: string; email: string },
  now: Date,
  actor: Actor,
): Promise<User> {
  const before = await getUser(db, id);
  try {
    const update = db
      .update(users)
      .set({ ...input, updatedAt: now })
      .where(eq(users.id, id))
      .returning();
    const record = { action: "user.update", targetType: "user", targetId: id, details: changedFields(before, input) };
    const [user] = await audited(db, update, record, { actor, now });
    if (!user) throw new AppError("NOT_FOUND", "User not found");
    return user;
  } catch (err) {
    return conflictOnDuplicateEmail(err);
  }
}

/**
 * Sets a user's password and signs them out everywhere: whoever held a session under the old
 * password must sign in again. An admin resetting their own password keeps the current session.
 * The password, its audit row, the sessions and the reset tokens are one batch (audited.ts); the
 * sign-outs run only where the new hash landed, so a refused update ends nobody's session.
 */
export async function setUserPassword(
  db: Database,
  id: number,
  newPassword: string,
  options: { actor: Actor; now: Date; keepSessionId?: string | undefined },
) {
  const { actor, now } = options;
  const target = await getUser(db, id);
  if (target.isDemo) throw new AppError("BAD_REQUEST", DEMO_PASSWORD_REFUSED);
  const passwordHash = await hashPassword(newPassword);
  const landed = sql`EXISTS (SELECT 1 FROM users WHERE id = ${id} AND password_hash = ${passwordHash})`;
  const [[user]] = await atomically(db, [
    db
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(and(eq(users.id, id), eq(users.isDemo, false)))
      .returning(),
    auditStatement(
      db,
      actor,
      { action: "user.password", targetType: "user", targetId: id, details: { email: target.email } },
      now,
    ),
    userSessionsDeletion(db, id, options.keepSessionId, landed),
    tokenRevocation(db, id, now, landed),
  ]);
  if (!user) throw new AppError("NOT_FOUND", "User not found");
  return user;
}

/**
 * Demo accounts (demo access, no password, a made-up address) never gain access or a password:
 * whoever opened the demo would hold it. Create a user for the person instead.
 */
export const DEMO_ACCESS_REFUSED =
  "Demo accounts cannot be given access. Create a user for this person instead, or ask them to buy a plan.";
export const DEMO_PASSWORD_REFUSED = "Demo accounts cannot have a password. Create a user for this person instead.";

/** The outbox key of the cancelled-posts notice an admin's change of level may queue. */
export function grantNoticeKey(id: number, now: Date): string {
  return `posts_cancelled:grant:${id}:${now.getTime()}`;
}

/**
 * An admin's hand-set level is a grant: the member holds the higher of it and what their standing
 * purchases give (the entitlement rule), so a grant never takes away what was paid for; a refund
 * does that. Lowering the grant cancels queued posts the member can no longer use, in the same batch.
 */
export async function setAccessLevel(db: Database, id: number, accessLevel: string, now: Date, actor: Actor): Promise<User> {
  const target = await getUser(db, id);
  if (target.isDemo && accessLevel !== "none") throw new AppError("BAD_REQUEST", DEMO_ACCESS_REFUSED);
  const update = db
    .update(users)
    .set({ accessGrant: accessLevel === "none" ? null : accessLevel, updatedAt: now })
    .where(accessLevel === "none" ? eq(users.id, id) : and(eq(users.id, id), eq(users.isDemo, false)))
    .returning({ id: users.id });
  const details = { email: target.email, from: target.accessLevel, to: accessLevel };
  const member = sql`${id}`;
  const landed = sql`EXISTS (SELECT 1 FROM users WHERE id = ${id} AND updated_at = ${now.getTime()})`;
  const [[updated]] = await atomically(db, [
    update,
    auditStatement(db, actor, { action: "user.access_level", targetType: "user", targetId: id, details }, now),
    syncEntitlementStatement(db, member, now, landed),
    ...cancelUnusablePostsStatements(db, member, now, landed, grantNoticeKey(id, now)),
  ]);
  if (!updated) throw new AppError("NOT_FOUND", "User not found");
  return getUser(db, id);
}

/**
 * Deletes the account and everything that belongs to it: sessions, customizations, hub posts,
 * social connections, leads and the brand profile go by ON DELETE CASCADE. Money history stays:
 * orders and purchases keep their row with the buyer set to null and marked anonymised,
 * so revenue and counts do not change; the e-mail's pending registrations go (personal data).
 * Analytics events and audit rows keep their row with the user set to null.
 */
export async function deleteUser(
  db: Database,
  id: number,
  options: { actor: Actor; now: Date; media?: MediaPort },
): Promise<User> {
  const { actor, now, media } = options;
  if (id === actor.id) throw new AppError("BAD_REQUEST", "You cannot delete your own account");
  const user = await getUser(db, id);
  // The brand photo lives in the media store, outside the cascade: remove it while the row still names it.
  if (media) {
    await deleteBrandMedia({ db, media }, id);
    await deleteImageFiles({ db, media }, id);
    await deleteVoiceOvers({ db, media, now: () => now }, user);
  }
  // The account, the anonymised money history and the audit row are one batch (delete-user-batch.ts).
  await anonymiseAndDelete(db, user, { actor, now });
  return user;
}
