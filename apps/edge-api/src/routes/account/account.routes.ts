import { profileInput } from "@realty/contracts/account";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { valid } from "../../lib/validate.ts";
import { requireUser } from "../../middleware/session.ts";
import { emailChanges, updateProfile } from "../../services/account/profile.ts";
import { listPurchases } from "../../services/account/purchases.ts";
import { toCurrentUser } from "../../services/auth/current-user.ts";
import { getPlatformSettings } from "../../services/settings/settings.ts";
import { limitAccountGuesses } from "../user/account-limit.ts";

export const accountRoutes = new Hono<AppEnv>()
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
