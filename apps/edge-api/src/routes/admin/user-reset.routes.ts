import type { AdminIntegrations } from "@realty/contracts/admin-business";
import { PLATFORMS } from "@realty/contracts/social-constants";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { publicOrigin } from "../../lib/origin.ts";
import { valid } from "../../lib/validate.ts";
import { requireAdmin } from "../../middleware/session.ts";
import { sendUserPasswordReset } from "../../services/admin/user-password-reset.ts";
import { getPlatformSettings } from "../../services/settings/settings.ts";
import { idParam } from "./admin-context.ts";

/** "Send password reset" in the user dialog, and the Settings tab's integrations panel. */
export const adminUserResetRoutes = new Hono<AppEnv>()
  .post("/admin/users/:id/password-reset", valid("param", idParam), async (c) => {
    const { db, mail, now } = c.var.deps;
    const { platformName } = await getPlatformSettings(db);
    const deps = { db, mail, now: now(), origin: publicOrigin(c), productName: platformName, log: c.var.log };
    const email = await sendUserPasswordReset(deps, c.req.valid("param").id, requireAdmin(c));
    return c.json({ success: true, message: `A reset link was e-mailed to ${email}` });
  })
  .get("/admin/integrations", (c) => {
    const { payments, ai, mail, social } = c.var.deps;
    // Names and modes only: which adapter each port runs, never a key or a secret.
    const answer: AdminIntegrations = {
      payments: payments.provider,
      ai: ai.kind === "openai" ? "openai" : "built-in",
      mail: mail.kind,
      networks: PLATFORMS.map((platform) => ({ platform, mode: social.provider(platform)?.mode ?? "off" })),
    };
    return c.json(answer);
  });
