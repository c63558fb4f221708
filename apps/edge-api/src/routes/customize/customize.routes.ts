import { customizeScriptInput, itemIdParam } from "@realty/contracts/content";
import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../app-env.ts";
import { valid } from "../../lib/validate.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";
import { requireUser } from "../../middleware/session.ts";
import { customizeScript } from "../../services/ai/customize-script.ts";

/** 401 before anything else, so the rate limit always counts per member. */
const signedIn = createMiddleware<AppEnv>(async (c, next) => {
  requireUser(c);
  await next();
});

/** POST /api/scripts/:id/customize: the member's AI version of a script, stored per member and script. */
export const customizeRoutes = new Hono<AppEnv>().post(
  "/scripts/:id/customize",
  signedIn,
  valid("param", itemIdParam),
  valid("json", customizeScriptInput),
  // After validation: a malformed request changes nothing, not even the member's count.
  rateLimit("customize", { byUser: true }),
  async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid("param");
    const { deps, requestId } = c.var;
    const result = await customizeScript(
      { db: deps.db, ai: deps.ai, now: deps.now, log: (m) => console.error(`[${requestId}] ${m}`) },
      user,
      id,
      c.req.valid("json"),
    );
    return c.json(result);
  },
);
