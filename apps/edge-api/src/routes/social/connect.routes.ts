// GET /api/auth/{platform}: starts the network's OAuth flow in the tab the hub
// opened; GET …/callback finishes it. Both answer readable pages, never JSON.
import { notEnabledMessage, PLATFORM_NAMES, type Platform } from "@realty/contracts/social";
import { type Context, Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { publicOrigin } from "../../lib/origin.ts";
import { SocialAuthError } from "../../ports/social.ts";
import { finishConnect, platformOf, startConnect } from "../../services/social/oauth.ts";
import { connectPage } from "./connect-pages.ts";

function redirectUri(c: Context<AppEnv>, platform: Platform): string {
  return `${publicOrigin(c)}/api/auth/${platform}/callback`;
}

function noStore(c: Context<AppEnv>) {
  c.header("Cache-Control", "no-store");
}

function signedOutPage(c: Context<AppEnv>, platform: Platform) {
  noStore(c);
  const name = PLATFORM_NAMES[platform];
  return c.html(
    connectPage({
      title: "Please log in first",
      message: `Log in to your account, then connect ${name} from the Social Hub.`,
      tone: "info",
      link: { href: "/login", label: "Log in" },
    }),
    401,
  );
}

export const connectRoutes = new Hono<AppEnv>()
  .get("/auth/:platform{(?:facebook|linkedin|twitter|instagram|tiktok|youtube|google_business)}", async (c) => {
    const platform = platformOf(c.req.param("platform")) ?? "facebook";
    const user = c.var.user;
    if (!user) return signedOutPage(c, platform);
    noStore(c);
    const provider = c.var.deps.social.provider(platform);
    if (!provider) {
      // Members read what they can act on; which settings are missing is for the admin's Settings.
      return c.html(
        connectPage({
          title: notEnabledMessage(platform),
          message: "The site's administrator can turn it on. You can still post to the networks that are enabled.",
          tone: "info",
          platform,
        }),
        503,
      );
    }
    const url = await startConnect(c.var.deps, user.id, provider, redirectUri(c, platform));
    return c.redirect(url.toString(), 302);
  })
  .get("/auth/:platform{(?:facebook|linkedin|twitter|instagram|tiktok|youtube|google_business)}/callback", async (c) => {
    const platform = platformOf(c.req.param("platform")) ?? "facebook";
    const user = c.var.user;
    if (!user) return signedOutPage(c, platform);
    noStore(c);
    const name = PLATFORM_NAMES[platform];
    const provider = c.var.deps.social.provider(platform);
    try {
      if (!provider) throw new SocialAuthError(notEnabledMessage(platform));
      const q = c.req.query();
      const { label } = await finishConnect(
        c.var.deps,
        user.id,
        provider,
        { code: q.code, state: q.state, error: q.error, errorDescription: q.error_description },
        redirectUri(c, platform),
      );
      const sandbox = provider.mode === "sandbox" ? " (sandbox account: posts stay on this server)" : "";
      return c.html(
        connectPage({
          title: `${name} connected`,
          message: `Your ${name} account ${label} is connected${sandbox}. You can close this tab and post from the Social Hub.`,
          tone: "success",
          platform,
          ok: true,
        }),
      );
    } catch (err) {
      if (!(err instanceof SocialAuthError)) throw err;
      return c.html(connectPage({ title: `${name} was not connected`, message: err.message, tone: "error", platform }), 400);
    }
  });
