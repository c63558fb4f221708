import { profileInput } from "@realty/contracts/account";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { valid } from "../../lib/validate.ts";
import { requireUser } from "../../middleware/session.ts";
import { updateProfile } from "../../services/account/profile.ts";
import { listPurchases } from "../../services/account/purchases.ts";
import { toCurrentUser } from "../../services/auth/current-user.ts";

export const accountRoutes = new Hono<AppEnv>()
  .get("/user/purchases", async (c) => {
    const user = requireUser(c);
    c.header("Cache-Control", "no-store");
    return c.json(await listPurchases(c.var.deps.db, user.id));
  })
  .put("/user/profile", valid("json", profileInput), async (c) => {
    const user = requireUser(c);
    const updated = await updateProfile(c.var.deps.db, user, c.req.valid("json"), c.var.deps.now());
    return c.json({ success: true, message: "Profile updated successfully", user: toCurrentUser(updated) });
  });
