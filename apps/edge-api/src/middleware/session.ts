import { isAdminRole } from "@realty/plans";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import type { User } from "../db/types.ts";
import { AppError } from "../lib/errors.ts";
import { createSession, sessionPolicy, validateSession } from "../services/auth/sessions.ts";

/** __Host- pins the cookie to this origin over HTTPS; plain HTTP on localhost cannot use it. */
function cookieName(c: Context<AppEnv>): string {
  return c.var.deps.config.production ? "__Host-sid" : "sid";
}

/** Loads the signed-in user, if any, into c.var.user. Never refuses a request. */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  c.set("user", null);
  c.set("session", null);
  const token = getCookie(c, cookieName(c));
  if (token && token.length < 100) {
    const { db, now } = c.var.deps;
    const load = () => validateSession(db, token, now());
    const cached = c.var.readCache ? await c.var.readCache.getOrLoad(`session:${token}`, load) : await load();
    // A cached session is still checked against the clock: expiry never waits for the cache.
    const found = cached && cached.session.expiresAt > now() && cached.session.absoluteExpiresAt > now() ? cached : null;
    if (found) {
      c.set("user", found.user);
      c.set("session", found.session);
    }
  }
  await next();
});

export async function startSession(c: Context<AppEnv>, user: Pick<User, "id" | "role">): Promise<void> {
  const { token } = await createSession(c.var.deps.db, user, c.var.deps.now(), c.req.header("user-agent"));
  setCookie(c, cookieName(c), token, {
    httpOnly: true,
    secure: c.var.deps.config.production,
    sameSite: "Lax",
    path: "/",
    maxAge: Math.floor(sessionPolicy(user.role).idleMs / 1000),
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, cookieName(c), { path: "/", secure: c.var.deps.config.production });
}

/** The signed-in user, or a 401 the client turns into the signed-out state. */
export function requireUser(c: Context<AppEnv>): User {
  const user = c.var.user;
  if (!user) throw new AppError("UNAUTHORIZED", "Not authenticated");
  return user;
}

export function isAdmin(user: Pick<User, "role">): boolean {
  return isAdminRole(user.role);
}

export function requireAdmin(c: Context<AppEnv>): User {
  const user = requireUser(c);
  if (!isAdmin(user)) throw new AppError("FORBIDDEN", "Admin access required");
  return user;
}
