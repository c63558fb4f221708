import { forgotPasswordInput, resetPasswordInput, setPasswordInput } from "@realty/contracts/auth";
import type { Context } from "hono";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { publicOrigin } from "../../lib/origin.ts";
import { valid } from "../../lib/validate.ts";
import { limitAccountGuesses } from "../../middleware/account-limit.ts";
import { limitTokenUse, rateLimit, rateLimitToken } from "../../middleware/rate-limit.ts";
import { INVALID_RESET, isResetTokenValid, requestPasswordReset, resetPassword } from "../../services/auth/password-reset.ts";
import { completeSetPassword, resolveSetPasswordToken } from "../../services/auth/set-password.ts";
import { getPlatformSettings } from "../../services/settings/settings.ts";

export const FORGOT_PASSWORD_ANSWER = "If an account exists for that email, we've sent a link to reset the password.";

/** The Worker's waitUntil, so a mail still sending after the answer is not cut off; Node needs none. */
export function deferrer(c: Context<AppEnv>): ((work: Promise<unknown>) => void) | undefined {
  try {
    const ctx = c.executionCtx;
    return (work) => ctx.waitUntil(work);
  } catch {
    return undefined;
  }
}

export const passwordRoutes = new Hono<AppEnv>()
  .post("/auth/forgot-password", rateLimit("forgotPassword"), valid("json", forgotPasswordInput), async (c) => {
    const { db, mail, now } = c.var.deps;
    const { platformName } = await getPlatformSettings(db);
    const deps = { db, mail, now: now(), origin: publicOrigin(c), productName: platformName, log: c.var.log, defer: deferrer(c) };
    await requestPasswordReset(deps, c.req.valid("json").email);
    return c.json({ success: true, message: FORGOT_PASSWORD_ANSWER });
  })
  .get(
    "/validate-reset-token/:token",
    rateLimitToken("resetToken", (c) => c.req.param("token")),
    async (c) => {
      const valid = await isResetTokenValid(c.var.deps.db, c.req.param("token"), c.var.deps.now());
      return c.json(valid ? { valid: true } : { valid: false, message: INVALID_RESET });
    },
  )
  .post("/reset-password", valid("json", resetPasswordInput), async (c) => {
    const { token, newPassword } = c.req.valid("json");
    await limitTokenUse(c, "resetToken", token);
    await resetPassword(c.var.deps.db, token, newPassword, c.var.deps.now());
    return c.json({ success: true, message: "Your password has been reset. You can now sign in." });
  })
  // Only with the e-mailed token; limited per address and per account before hashing.
  .post("/set-password", rateLimit("setPassword"), valid("json", setPasswordInput), async (c) => {
    const { db, now } = c.var.deps;
    const { token, userId, email, password } = c.req.valid("json");
    // The account named in the body is charged before the token is even looked at, so guesses
    // aimed at one account from many addresses still run out; otherwise the token's account is.
    if (userId) await limitAccountGuesses(c, "setPassword", userId);
    const target = await resolveSetPasswordToken(db, { token, userId: userId ?? undefined, email: email ?? undefined }, now());
    if (!userId) await limitAccountGuesses(c, "setPassword", target.user.id);
    await completeSetPassword(db, target, password, now());
    return c.json({ success: true, message: "Password set successfully!" });
  });
