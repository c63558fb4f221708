import type { Context } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { publicOrigin } from "../../lib/origin.ts";

/**
 * Whether a GET navigation came from this site (or was typed), so it may change state. Browsers
 * send Sec-Fetch-Site on every request; without it, a Referer from this origin is required. A
 * link, image or redirect on another site gets neither (GET /api/logout).
 */
export function isSameOriginNavigation(c: Context<AppEnv>): boolean {
  const site = c.req.header("sec-fetch-site");
  if (site) return site === "same-origin" || site === "none";
  const referer = c.req.header("referer");
  if (!referer || !URL.canParse(referer)) return false;
  const from = new URL(referer).origin;
  return from === new URL(c.req.url).origin || from === publicOrigin(c);
}
