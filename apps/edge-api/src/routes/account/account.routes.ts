import { profileInput } from "@realty/contracts/account";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { valid } from "../../lib/validate.ts";
import { limitAccountGuesses } from "../../middleware/account-limit.ts";
import { clearSessionCookie, requireUser } from "../../middleware/session.ts";
import { emailChanges, updateProfile } from "../../services/account/profile.ts";
import { listPurchases } from "../../services/account/purchases.ts";
import { toCurrentUser } from "../../services/auth/current-user.ts";
import { deleteUserSessions, listActiveSessions } from "../../services/auth/sessions.ts";
import { getPlatformSettings } from "../../services/settings/settings.ts";

export const accountRoutes = new Hono<AppEnv>()
  // The member's signed-in browsers, so a forgotten or stolen one can be noticed and ended.
  .get("/user/sessions", async (c) => {
    const user = requireUser(c);
    c.header("Cache-Control", "no-store");
    const { db, now } = c.var.deps;
    return c.json({ sessions: await listActiveSessions(db, user, c.var.session?.id ?? null, now()) });
  })
  // "Sign out everywhere": every session of the member ends, the one asking too.
  .delete("/user/sessions", async (c) => {
    const user = requireUser(c);
    await deleteUserSessions(c.var.deps.db, user.id);
    clearSessionCookie(c);
    return c.json({ success: true, message: "Signed out everywhere." });
  })
  .get("/user/purchases", async (c) => {
    const user = requireUser(c);
    c.header("Cache-Control", "no-store");
    return c.json(await listPurchases(c.var.deps.db, user.id));
  })
  .put("/user/profile", valid("json", profileInput), async (c) => {
    const user = requireUser(c);
    const input = c.req.valid("json");
    const { db, mail, now } = c.var.deps;
    // A new e-mail checks the current password: the same budget as a password change.
    if (emailChanges(user, input)) await limitAccountGuesses(c, "passwordChange", user.id, { address: true });
    const { platformName } = await getPlatformSettings(db);
    const deps = { db, mail, now: now(), productName: platformName, log: c.var.log, sessionId: c.var.session?.id };
    const updated = await updateProfile(deps, user, input);
    return c.json({ success: true, message: "Profile updated successfully", user: toCurrentUser(updated) });
  });
