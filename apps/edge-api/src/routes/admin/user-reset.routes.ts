import type { AdminIntegrations } from "@realty/contracts/admin-business";
import { PLATFORMS } from "@realty/contracts/social-constants";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../lib/errors.ts";
import { publicOrigin } from "../../lib/origin.ts";
import { valid } from "../../lib/validate.ts";
import { getUser } from "../../services/admin/users.ts";
import { requestPasswordReset } from "../../services/auth/password-reset.ts";
import { getPlatformSettings } from "../../services/settings/settings.ts";
import { audit, idParam } from "./admin-context.ts";

export const DEMO_RESET_REFUSED = "Demo accounts have no real e-mail address, so no reset link can be sent.";

/** "Send password reset" in the user dialog, and the Settings tab's integrations panel (issue 16). */
export const adminUserResetRoutes = new Hono<AppEnv>()
  .post("/admin/users/:id/password-reset", valid("param", idParam), async (c) => {
    const { db, mail, now } = c.var.deps;
    const user = await getUser(db, c.req.valid("param").id);
    if (user.isDemo) throw new AppError("BAD_REQUEST", DEMO_RESET_REFUSED);
    const { platformName } = await getPlatformSettings(db);
    // The member's own forgot-password flow: a single-use link for 30 minutes, older links ended.
    await requestPasswordReset(
      { db, mail, now: now(), origin: publicOrigin(c), productName: platformName, log: c.var.log },
      user.email,
    );
    await audit(c, { action: "user.password_reset_sent", targetType: "user", targetId: user.id, details: { email: user.email } });
    return c.json({ success: true, message: `A reset link was e-mailed to ${user.email}` });
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
