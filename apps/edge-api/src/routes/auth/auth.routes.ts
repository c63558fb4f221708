import {
  demoLoginInput,
  forgotPasswordInput,
  loginInput,
  preferencesInput,
  registerInput,
  resetPasswordInput,
  setPasswordInput,
} from "@realty/contracts/auth";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { users } from "../../db/schema.ts";
import { publicOrigin } from "../../lib/origin.ts";
import { valid } from "../../lib/validate.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { clearSessionCookie, requireUser, startSession } from "../../middleware/session.ts";
import { authenticate, demoLogin, registerUser, setInitialPassword } from "../../services/auth/accounts.ts";
import { toCurrentUser } from "../../services/auth/current-user.ts";
import { INVALID_RESET, isResetTokenValid, requestPasswordReset, resetPassword } from "../../services/auth/password-reset.ts";
import { deleteSession } from "../../services/auth/sessions.ts";
import { getPlatformSettings } from "../../services/settings/settings.ts";

export const FORGOT_PASSWORD_ANSWER = "If an account exists for that email, we've sent a link to reset the password.";

export const authRoutes = new Hono<AppEnv>()
  .post("/auth/register", rateLimit("register"), valid("json", registerInput), async (c) => {
    const user = await registerUser(c.var.deps.db, c.req.valid("json"), c.var.deps.now());
    await startSession(c, user.id);
    return c.json({ user: toCurrentUser(user), message: "Registration successful!" }, 201);
  })
  .post("/auth/login", rateLimit("login"), valid("json", loginInput), async (c) => {
    const user = await authenticate(c.var.deps.db, c.req.valid("json"));
    await startSession(c, user.id);
    return c.json({ user: toCurrentUser(user), message: "Login successful!" });
  })
  .post("/login", rateLimit("demoLogin"), valid("json", demoLoginInput), async (c) => {
    const user = await demoLogin(c.var.deps.db, c.req.valid("json"), c.var.deps.now());
    await startSession(c, user.id);
    return c.json({ user: toCurrentUser(user) });
  })
  .post("/auth/logout", async (c) => {
    if (c.var.session) await deleteSession(c.var.deps.db, c.var.session.id);
    clearSessionCookie(c);
    return c.json({ success: true });
  })
  .get("/logout", async (c) => {
    if (c.var.session) await deleteSession(c.var.deps.db, c.var.session.id);
    clearSessionCookie(c);
    return c.redirect("/", 302);
  })
  .get("/auth/user", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(toCurrentUser(requireUser(c)));
  })
  .post("/auth/forgot-password", rateLimit("forgotPassword"), valid("json", forgotPasswordInput), async (c) => {
    const { db, mail, now } = c.var.deps;
    const { platformName } = await getPlatformSettings(db);
    await requestPasswordReset(
      { db, mail, now: now(), origin: publicOrigin(c), productName: platformName },
      c.req.valid("json").email,
    );
    return c.json({ success: true, message: FORGOT_PASSWORD_ANSWER });
  })
  .get("/validate-reset-token/:token", async (c) => {
    const valid = await isResetTokenValid(c.var.deps.db, c.req.param("token"), c.var.deps.now());
    return c.json(valid ? { valid: true } : { valid: false, message: INVALID_RESET });
  })
  .post("/reset-password", valid("json", resetPasswordInput), async (c) => {
    const { token, newPassword } = c.req.valid("json");
    await resetPassword(c.var.deps.db, token, newPassword, c.var.deps.now());
    return c.json({ success: true, message: "Your password has been reset. You can now sign in." });
  })
  .post("/set-password", valid("json", setPasswordInput), async (c) => {
    await setInitialPassword(c.var.deps.db, c.req.valid("json"), c.var.deps.now());
    return c.json({ success: true, message: "Password set successfully!" });
  })
  .put("/auth/preferences", valid("json", preferencesInput), async (c) => {
    const user = requireUser(c);
    const input = c.req.valid("json");
    const [updated] = await c.var.deps.db
      .update(users)
      .set({
        defaultLocation: input.defaultLocation || null,
        defaultSpecialty: input.defaultSpecialty || null,
        defaultPersonality: input.defaultPersonality || null,
        updatedAt: c.var.deps.now(),
      })
      .where(eq(users.id, user.id))
      .returning();
    return c.json(toCurrentUser(updated ?? user));
  });
