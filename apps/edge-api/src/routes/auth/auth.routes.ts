import { demoLoginInput, loginInput, preferencesInput, registerInput } from "@realty/contracts/auth";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { AppError } from "../../lib/errors.ts";
import { publicOrigin } from "../../lib/origin.ts";
import { valid } from "../../lib/validate.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { invalidatesReadCache, keepsReadCache } from "../../middleware/read-cache-effect.ts";
import { clearSessionCookie, requireUser, startSession } from "../../middleware/session.ts";
import { registerUser } from "../../services/auth/accounts.ts";
import { toCurrentUser } from "../../services/auth/current-user.ts";
import { demoLogin } from "../../services/auth/demo.ts";
import { signIn } from "../../services/auth/login-throttle.ts";
import { updatePreferences } from "../../services/auth/preferences.ts";
import { deleteSession } from "../../services/auth/sessions.ts";
import { getPlatformSettings } from "../../services/settings/settings.ts";
import { deferrer, passwordRoutes } from "./password.routes.ts";
import { isSameOriginNavigation } from "./same-origin.ts";

export { FORGOT_PASSWORD_ANSWER } from "./password.routes.ts";

export const authRoutes = new Hono<AppEnv>()
  .post("/auth/register", rateLimit("register"), valid("json", registerInput), async (c) => {
    const user = await registerUser(c.var.deps.db, c.req.valid("json"), c.var.deps.now());
    await startSession(c, user);
    return c.json({ user: toCurrentUser(user), message: "Registration successful!" }, 201);
  })
  // Reads the user and inserts a session under a fresh random token. The cache may hold a null
  // (negative) entry only for a token someone already presented, and a new token never was, so no
  // cached "no such session" can hide it; a failed sign-in writes only rate-limit rows (not cached).
  .post("/auth/login", keepsReadCache, rateLimit("login"), valid("json", loginInput), async (c) => {
    const { db, mail, now, config } = c.var.deps;
    const user = await signIn(
      {
        db,
        now: now(),
        rule: config.rateLimits.loginAccount,
        mail,
        origin: publicOrigin(c),
        productName: async () => (await getPlatformSettings(db)).platformName,
        log: c.var.log,
        defer: deferrer(c),
      },
      c.req.valid("json"),
    );
    await startSession(c, user);
    return c.json({ user: toCurrentUser(user), message: "Login successful!" });
  })
  // Demo access: always a fresh demo-only account, never one tied to the typed e-mail (services/auth/demo.ts).
  .post("/login", rateLimit("demoLogin"), valid("json", demoLoginInput), async (c) => {
    const user = await demoLogin(c.var.deps, c.req.valid("json"), c.var.deps.now());
    await startSession(c, user);
    return c.json({ user: toCurrentUser(user) });
  })
  .post("/auth/logout", async (c) => {
    if (c.var.session) await deleteSession(c.var.deps.db, c.var.session.id);
    clearSessionCookie(c);
    return c.json({ success: true });
  })
  // The spec's fallback link. A GET must not sign anyone out from another site's link or image.
  .get("/logout", invalidatesReadCache, async (c) => {
    if (!isSameOriginNavigation(c)) throw new AppError("FORBIDDEN", "This request came from another site and was refused.");
    if (c.var.session) await deleteSession(c.var.deps.db, c.var.session.id);
    clearSessionCookie(c);
    return c.redirect("/", 302);
  })
  .get("/auth/user", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(toCurrentUser(requireUser(c)));
  })
  // The app's own session read: 200 for a visitor too ({ user: null }), so a signed-out page logs no
  // failed request. /auth/user keeps the spec's 401 for callers that need it.
  .get("/auth/session", (c) => {
    c.header("Cache-Control", "no-store");
    const user = c.var.user;
    return c.json({ user: user ? toCurrentUser(user) : null });
  })
  .route("/", passwordRoutes)
  .put("/auth/preferences", valid("json", preferencesInput), async (c) => {
    const user = requireUser(c);
    const updated = await updatePreferences(c.var.deps.db, user, c.req.valid("json"), c.var.deps.now());
    return c.json(toCurrentUser(updated));
  });
