import { adminSettingsInput } from "@realty/contracts/admin";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { valid } from "../../lib/validate.ts";
import { requireAdmin } from "../../middleware/session.ts";
import { savePlatformSettings } from "../../services/admin/settings-save.ts";
import { getPlatformSettings } from "../../services/settings/settings.ts";

export const adminSettingsRoutes = new Hono<AppEnv>()
  .get("/admin/settings", async (c) => c.json(await getPlatformSettings(c.var.deps.db)))
  .put("/admin/settings", valid("json", adminSettingsInput), async (c) => {
    const { db, now } = c.var.deps;
    // The settings and their audit row are one batch (services/admin/settings-save.ts).
    await savePlatformSettings(db, c.req.valid("json"), now(), requireAdmin(c));
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
