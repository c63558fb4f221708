import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";
import { AppError } from "../lib/errors.ts";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests sent by another site. Browsers always send Origin on such
 * requests; a request without it comes from a non-browser client and carries no ambient cookie risk
 * unless Sec-Fetch-Site says otherwise.
 */
export const originCheck = createMiddleware<AppEnv>(async (c, next) => {
  if (!SAFE.has(c.req.method)) {
    const origin = c.req.header("origin");
    const allowed = new Set([new URL(c.req.url).origin]);
    const publicUrl = c.var.deps.config.publicUrl;
    if (publicUrl) allowed.add(new URL(publicUrl).origin);
    if (origin ? !allowed.has(origin) : c.req.header("sec-fetch-site") === "cross-site") {
      throw new AppError("FORBIDDEN", "This request came from another site and was refused.");
    }
  }
  await next();
});
