import { adminSettingsInput } from "@realty/contracts/admin";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { valid } from "../../lib/validate.ts";
import { changedFields } from "../../services/admin/audit.ts";
import { getPlatformSettings, saveSetting } from "../../services/settings/settings.ts";
import { audit } from "./admin-context.ts";

export const adminSettingsRoutes = new Hono<AppEnv>()
  .get("/admin/settings", async (c) => c.json(await getPlatformSettings(c.var.deps.db)))
  .put("/admin/settings", valid("json", adminSettingsInput), async (c) => {
    const { db, now } = c.var.deps;
    const input = c.req.valid("json");
    const before = await getPlatformSettings(db);
    for (const [key, value] of Object.entries(input)) await saveSetting(db, key, value, now());
    await audit(c, { action: "settings.update", targetType: "settings", details: changedFields({ ...before }, input) });
    return c.json({ settings: await getPlatformSettings(db), message: "Settings saved" });
  });

/**
 * GET /api/settings/public: what every visitor's chrome shows (platform name, support address,
 * the announcement for members). Public on purpose; it holds nothing private.
 */
export const publicSettingsRoutes = new Hono<AppEnv>().get("/settings/public", async (c) => {
  c.header("Cache-Control", "no-cache");
  return c.json(await getPlatformSettings(c.var.deps.db));
});
