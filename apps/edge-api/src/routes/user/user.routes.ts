import { changePasswordInput } from "@realty/contracts/auth";
import { isAccessLevel, LIBRARY_SIZE, PLANS } from "@realty/plans";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { valid } from "../../lib/validate.ts";
import { limitAccountGuesses } from "../../middleware/account-limit.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { isAdmin, requireUser } from "../../middleware/session.ts";
import { changePassword } from "../../services/auth/accounts.ts";
import { deleteUserSessions } from "../../services/auth/sessions.ts";

export const userRoutes = new Hono<AppEnv>()
  .get("/user/access-level", (c) => {
    const user = requireUser(c);
    return c.json({ accessLevel: isAccessLevel(user.accessLevel) ? user.accessLevel : "none" });
  })
  .get("/user/access", (c) => {
    const user = requireUser(c);
    const level = isAccessLevel(user.accessLevel) ? user.accessLevel : "none";
    const admin = isAdmin(user);
    const counts = admin
      ? LIBRARY_SIZE
      : level === "none"
        ? { scripts: 0, videos: 0, posts: 0 }
        : { scripts: PLANS[level].scripts, videos: PLANS[level].videos, posts: PLANS[level].posts };
    return c.json({
      accessLevel: level,
      isAdmin: admin,
      planName: level === "none" ? "No Access" : PLANS[level].name,
      ...counts,
    });
  })
  // Limited per address (middleware) and per account, before the hash runs.
  .put("/user/password", rateLimit("passwordChange"), valid("json", changePasswordInput), async (c) => {
    const user = requireUser(c);
    await limitAccountGuesses(c, "passwordChange", user.id);
    const { currentPassword, newPassword } = c.req.valid("json");
    await changePassword(c.var.deps.db, user, currentPassword, newPassword, c.var.deps.now());
    await deleteUserSessions(c.var.deps.db, user.id, c.var.session?.id);
    return c.json({ success: true, message: "Password updated successfully" });
  });
