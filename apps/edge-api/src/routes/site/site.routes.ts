import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { isAdmin } from "../../middleware/session.ts";

/**
 * GET /api/auth/status: whether this visitor is signed in, always 200. The prerendered marketing
 * pages call it to show Dashboard instead of Login. GET /api/auth/user answers a signed-out visitor
 * 401, which Chromium logs as a console error on every public page (and Lighthouse counts against
 * Best Practices); this answer carries no personal data, so it can be asked on every page.
 */
export const siteRoutes = new Hono<AppEnv>().get("/auth/status", (c) => {
  c.header("Cache-Control", "no-store");
  const user = c.var.user;
  return c.json({ authenticated: user !== null, isAdmin: user ? isAdmin(user) : false });
});
