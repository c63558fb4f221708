import { and, eq, gt, ne, type SQL } from "drizzle-orm";
import { sessions, users } from "../../db/schema.ts";
import type { Database, Session, User } from "../../db/types.ts";
import { randomToken, sha256Hex } from "../../lib/tokens.ts";

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** Idle expiry (privacy policy: authentication cookies about 30 days) and a hard cap. */
export const SESSION_IDLE_MS = 30 * DAY;
export const SESSION_ABSOLUTE_MS = 90 * DAY;

export async function createSession(db: Database, userId: number, now: Date): Promise<{ token: string; session: Session }> {
  const token = randomToken(32);
  const [session] = await db
    .insert(sessions)
    .values({
      id: await sha256Hex(token),
      userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
      absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    })
    .returning();
  if (!session) throw new Error("Session insert returned nothing");
  return { token, session };
}

/**
 * The live session and its user for a cookie token, or null. Extends the idle expiry at most
 * hourly so a busy member does not write on every request.
 */
export async function validateSession(db: Database, token: string, now: Date): Promise<{ session: Session; user: User } | null> {
  const id = await sha256Hex(token);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now), gt(sessions.absoluteExpiresAt, now)));
  if (!row) return null;
  const renewed = new Date(Math.min(now.getTime() + SESSION_IDLE_MS, row.session.absoluteExpiresAt.getTime()));
  if (renewed.getTime() - row.session.expiresAt.getTime() > HOUR) {
    await db.update(sessions).set({ expiresAt: renewed }).where(eq(sessions.id, id));
    row.session.expiresAt = renewed;
  }
  return row;
}

export async function deleteSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user, except the one given (the one that changed the password). */
export async function deleteUserSessions(db: Database, userId: number, exceptSessionId?: string): Promise<void> {
  await userSessionsDeletion(db, userId, exceptSessionId);
}

/** The statement of deleteUserSessions, for a caller that batches it with other writes (db/batch.ts). */
export function userSessionsDeletion(db: Database, userId: number, exceptSessionId?: string, guard?: SQL) {
  const own = exceptSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId)) : eq(sessions.userId, userId);
  return db.delete(sessions).where(guard ? and(own, guard) : own);
}
