import { analyticsInput } from "@realty/contracts/analytics";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { analyticsEvents } from "../../db/schema.ts";
import { valid } from "../../lib/validate.ts";
import { rateLimit } from "../../middleware/rate-limit.ts";

/**
 * POST /api/analytics: page views, CTA clicks and client errors. The client ignores the answer.
 * Limited per client address: the admin figures are counts of these rows, so a flood would forge them.
 */
export const analyticsRoutes = new Hono<AppEnv>().post(
  "/analytics",
  rateLimit("analytics"),
  valid("json", analyticsInput),
  async (c) => {
    const { event, properties, data } = c.req.valid("json");
    await c.var.deps.db.insert(analyticsEvents).values({
      event,
      properties: properties ?? data ?? {},
      userId: c.var.user?.id ?? null,
      createdAt: c.var.deps.now(),
    });
    return c.body(null, 204);
  },
);
