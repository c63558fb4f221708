import { isAdminRole } from "@realty/plans";
import { and, desc, eq, gt, ne, type SQL } from "drizzle-orm";
import { sessions, users } from "../../db/schema.ts";
import type { Database, Session, User } from "../../db/types.ts";
import { randomToken, sha256Hex } from "../../lib/tokens.ts";

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
/** Members' idle expiry (privacy policy: authentication cookies about 30 days) and a hard cap. */
export const SESSION_IDLE_MS = 30 * DAY;
export const SESSION_ABSOLUTE_MS = 90 * DAY;
/** An admin's session can change every member's access: it ends sooner (ASVS level 2, V7.3). */
export const ADMIN_SESSION_IDLE_MS = 12 * HOUR;
export const ADMIN_SESSION_ABSOLUTE_MS = 7 * DAY;

/** Longest stored User-Agent: enough to name the browser and system. */
const USER_AGENT_MAX = 200;

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

export function sessionPolicy(role: User["role"]): SessionPolicy {
  return isAdminRole(role)
    ? { idleMs: ADMIN_SESSION_IDLE_MS, absoluteMs: ADMIN_SESSION_ABSOLUTE_MS }
    : { idleMs: SESSION_IDLE_MS, absoluteMs: SESSION_ABSOLUTE_MS };
}

export async function createSession(
  db: Database,
  user: Pick<User, "id" | "role">,
  now: Date,
  userAgent?: string,
): Promise<{ token: string; session: Session }> {
  const token = randomToken(32);
  const policy = sessionPolicy(user.role);
  const [session] = await db
    .insert(sessions)
    .values({
      id: await sha256Hex(token),
      userId: user.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + policy.idleMs),
      absoluteExpiresAt: new Date(now.getTime() + policy.absoluteMs),
      userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
    })
    .returning();
  if (!session) throw new Error("Session insert returned nothing");
  return { token, session };
}

/**
 * The live session and its user for a cookie token, or null. Extends the idle expiry at most
 * hourly so a busy member does not write on every request. The role's policy is applied here too,
 * so a session made under a longer one (a member since made admin) is cut to the admin's limits.
 */
export async function validateSession(db: Database, token: string, now: Date): Promise<{ session: Session; user: User } | null> {
  const id = await sha256Hex(token);
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now), gt(sessions.absoluteExpiresAt, now)));
  if (!row) return null;
  const policy = sessionPolicy(row.user.role);
  const absolute = Math.min(row.session.absoluteExpiresAt.getTime(), row.session.createdAt.getTime() + policy.absoluteMs);
  if (absolute <= now.getTime()) return null;
  const renewed = Math.min(now.getTime() + policy.idleMs, absolute);
  const stored = row.session.expiresAt.getTime();
  // Pushed forward at most hourly; pulled in at once when the stored expiry is beyond the policy.
  if (renewed - stored > HOUR || stored > now.getTime() + policy.idleMs || row.session.absoluteExpiresAt.getTime() > absolute) {
    const expiresAt = new Date(renewed);
    const absoluteExpiresAt = new Date(absolute);
    await db.update(sessions).set({ expiresAt, absoluteExpiresAt }).where(eq(sessions.id, id));
    row.session.expiresAt = expiresAt;
    row.session.absoluteExpiresAt = absoluteExpiresAt;
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

export interface ActiveSession {
  /** A handle for this list only: the first characters of the stored hash, never the cookie's token. */
  id: string;
  userAgent: string | null;
  createdAt: Date;
  /** About when it was last used (renewals happen at most hourly). */
  lastActiveAt: Date;
  expiresAt: Date;
  current: boolean;
}

/** The user's live sessions, newest first, the current one marked. */
export async function listActiveSessions(
  db: Database,
  user: Pick<User, "id" | "role">,
  currentId: string | null,
  now: Date,
): Promise<ActiveSession[]> {
  const policy = sessionPolicy(user.role);
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, user.id), gt(sessions.expiresAt, now), gt(sessions.absoluteExpiresAt, now)))
    .orderBy(desc(sessions.createdAt));
  return rows.map((s) => ({
    id: s.id.slice(0, 12),
    userAgent: s.userAgent,
    createdAt: s.createdAt,
    lastActiveAt: new Date(Math.max(s.createdAt.getTime(), s.expiresAt.getTime() - policy.idleMs)),
    expiresAt: s.expiresAt,
    current: s.id === currentId,
  }));
}
